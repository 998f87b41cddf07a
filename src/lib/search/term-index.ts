import type { AsPlainObject } from 'minisearch'
import type { StoredRecord } from './local-index'

/*
 * The browser's form of the local index (docs/search.md, "Local index"). The build writes
 * MiniSearch's serialised index; loading turns it into one sorted term list and, per term, its
 * documents with the term's BM25 score already summed over the weighted fields. A keystroke then
 * costs a binary search for the typed prefix and additions into one array per query word, not
 * MiniSearch's per-document objects: with 10,000 records that nearly all match a common word, that
 * is what keeps a keystroke within a frame (scripts/bench-search).
 */

/** Field weights, as Algolia's searchable-attribute order: title > section, headings > summary > text. */
export const FIELD_BOOST: Readonly<Record<string, number>> = { title: 4, section: 2, headings: 2, summary: 1.5, text: 1 }
/** MiniSearch's BM25+ parameters and its weights of prefix and typo matches against whole words. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

export interface TermPostings {
  /** Short document ids, ascending. */
  docs: Int32Array
  /** The term's weighted BM25 score in each of those documents. */
  scores: Float32Array
}

export interface TermIndex {
  /** Every indexed term, sorted, so the terms of a prefix are one contiguous run. */
  terms: string[]
  postings: TermPostings[]
  /** By short document id. */
  ids: string[]
  stored: StoredRecord[]
  documentCount: number
}

/** Loads the serialised index (public/search-index.json, or the bench's) for searching. */
export function loadLocalIndex(json: string): TermIndex {
  const plain = JSON.parse(json) as AsPlainObject
  const size = plain.nextId
  const ids: string[] = new Array<string>(size)
  const stored: StoredRecord[] = new Array<StoredRecord>(size)
  for (const [shortId, id] of Object.entries(plain.documentIds)) {
    ids[Number(shortId)] = String(id)
    stored[Number(shortId)] = plain.storedFields[shortId] as unknown as StoredRecord
  }
  const fieldCount = Object.keys(plain.fieldIds).length
  const boostOf: number[] = []
  for (const [field, fieldId] of Object.entries(plain.fieldIds)) boostOf[fieldId] = FIELD_BOOST[field] ?? 1
  // Field lengths as one flat array (document × field): the loop below reads one per posting.
  const lengths = new Float64Array(size * fieldCount)
  for (const doc in plain.fieldLength) {
    const row = plain.fieldLength[doc] as number[]
    for (let f = 0; f < fieldCount; f += 1) lengths[Number(doc) * fieldCount + f] = row[f] ?? 0
  }

  const entries = [...plain.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const terms: string[] = []
  const postings: TermPostings[] = []
  // Scratch space, reused for every term: its score per document, and which documents it touched.
  const sum = new Float64Array(size)
  const touched = new Int32Array(size)
  for (const [term, byField] of entries) {
    let count = 0
    for (const fieldKey in byField) {
      const fieldId = Number(fieldKey)
      const freqs = byField[fieldKey] as Record<string, number>
      const matching = Object.keys(freqs).length
      const idf = Math.log(1 + (plain.documentCount - matching + 0.5) / (matching + 0.5))
      const average = plain.averageFieldLength[fieldId] as number
      const boost = boostOf[fieldId] as number
      for (const doc in freqs) {
        const shortId = Number(doc)
        const tf = freqs[doc] as number
        const length = lengths[shortId * fieldCount + fieldId] as number
        const bm25 = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
        if (sum[shortId] === 0) touched[count++] = shortId
        sum[shortId] = (sum[shortId] as number) + boost * bm25
      }
    }
    const docs = touched.slice(0, count).sort()
    const scores = new Float32Array(count)
    for (let i = 0; i < count; i += 1) {
      const doc = docs[i] as number
      scores[i] = sum[doc] as number
      sum[doc] = 0
    }
    terms.push(term)
    postings.push({ docs, scores })
  }
  return { terms, postings, ids, stored, documentCount: plain.documentCount }
}

/** The first position in the sorted terms not before `term`. */
function lowerBound(terms: readonly string[], term: string): number {
  let lo = 0
  let hi = terms.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((terms[mid] as string) < term) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Levenshtein distance of a and b, or max + 1 as soon as it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    previous = row
  }
  return previous[b.length] as number
}

/**
 * Typos forgiven in a query word (docs/search.md): one from 4 letters, two from 8; shorter words
 * must be typed right.
 */
export const typosAllowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** One index term a query word matched, and how much a match on it counts. */
export interface Expansion {
  position: number
  weight: number
}

/**
 * The index terms a query word matches: itself (weight 1), as a prefix the longer words it starts
 * (the word being typed), and words within its typo allowance, weighted as MiniSearch weighs them.
 */
export function expand(index: TermIndex, word: string, prefix: boolean): Expansion[] {
  const found = new Map<number, number>()
  const start = lowerBound(index.terms, word)
  if (index.terms[start] === word) found.set(start, 1)
  if (prefix) {
    for (let i = start; i < index.terms.length && (index.terms[i] as string).startsWith(word); i += 1) {
      const term = index.terms[i] as string
      if (term !== word) found.set(i, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length)))
    }
  }
  const typos = typosAllowed(word)
  if (typos > 0) {
    index.terms.forEach((term, i) => {
      if (found.has(i)) return
      const distance = editDistance(word, term, typos)
      if (distance > 0 && distance <= typos) found.set(i, (FUZZY_WEIGHT * term.length) / (term.length + distance))
    })
  }
  return [...found].map(([position, weight]) => ({ position, weight }))
}

/** A query word's score in every document (0: no match), from its expansions. */
export function wordScores(index: TermIndex, expansions: readonly Expansion[]): Float32Array {
  const scores = new Float32Array(index.ids.length)
  for (const { position, weight } of expansions) {
    const { docs, scores: termScores } = index.postings[position] as TermPostings
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i] as number
      scores[doc] = (scores[doc] as number) + weight * (termScores[i] as number)
    }
  }
  return scores
}

/** Whether the document has the term at `position` (binary search of its postings). */
export function hasTerm(index: TermIndex, position: number, doc: number): boolean {
  const { docs } = index.postings[position] as TermPostings
  let lo = 0
  let hi = docs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((docs[mid] as number) < doc) lo = mid + 1
    else hi = mid
  }
  return docs[lo] === doc
}
