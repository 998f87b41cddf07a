import { compareWords, type IndexChunk, type PagefindChunkMeta, type PagefindMeta, type Postings } from './pagefind-format'
import { stemEnglish } from './stem-english'

/*
 * Pagefind 1.6's ranking, over its own index (docs/search.md, "Ranking"): the same pages, scores and
 * word places as Pagefind's WebAssembly gives, computed in the page's JavaScript. Pagefind's search
 * makes, for every matching page, a JSON record of every place of every matching word and hands the
 * whole list to the page to parse and wrap: 100–190 ms a keystroke for a common word at 10,000
 * pages. Here a keystroke scores the matching pages from the postings alone and makes the places
 * of only the hits shown. The formula is Pagefind's BM25 (its documented ranking options at their
 * defaults) with its boost for query words in metadata fields, read off Pagefind's own search in
 * its playground mode, which reports each term's figures; tests/unit/lib/search/pagefind-ranking.test.ts
 * compares the two over thousands of queries.
 */

/** Pagefind's ranking options, at their defaults (pagefind.app/docs/ranking). */
export const RANKING = {
  termSimilarity: 1,
  pageLength: 0.75,
  termSaturation: 1.4,
  termFrequency: 1,
  /** The extra weight of a word that matches the query with its diacritics: 'café' for 'café', not for 'cafe'. */
  diacriticSimilarity: 0.8,
  /** A metadata field's weight in the boost for query words in it: the title 5, any other 1. */
  metaWeights: { title: 5 } as Readonly<Record<string, number>>,
}

/** One word of a query, as Pagefind searches it: the stem of its letters without diacritics, and its letters as typed (lower-case). */
export interface QueryTerm {
  stem: string
  typed: string
}

/** Made on first use: the letters of a query as its reader sees them (an emoji with its modifiers is one). */
let graphemes: Intl.Segmenter | undefined

/** The letters of a query: its graphemes, or its code points where the browser has no Intl.Segmenter (Firefox before 125), as Pagefind's script does. */
function lettersOf(query: string): string[] {
  if (typeof Intl.Segmenter === 'undefined') return Array.from(query)
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })
  return Array.from(graphemes.segment(query), (s) => s.segment)
}

/**
 * What Pagefind's script drops from a query: dashes, brackets, quotation marks and other
 * punctuation, but connectors ('_'). Its own pattern, whose alternatives are unanchored but the
 * first and the last: a letter with a punctuation mark in it goes whole, as there.
 */
const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u

/** Letters without their diacritics, as Pagefind's index keeps its words ('café' is 'cafe'), Japanese voicing marks kept. */
export function withoutDiacritics(text: string): string {
  const stripped = text.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, '')
  return /[\u3099\u309A]/.test(stripped) ? stripped.normalize('NFC') : stripped
}

/**
 * A query's terms, as Pagefind's script makes them: lower-case, without punctuation (but the
 * characters the index keeps in words, its entry's `include_characters`), split at spaces, each
 * stemmed without its diacritics.
 */
export function queryTerms(query: string, keep: readonly string[] = []): QueryTerm[] {
  const text = lettersOf(query)
    .map((g) => (keep.includes(g) ? g : PUNCTUATION.test(g) ? '' : g.toLocaleLowerCase()))
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim()
  if (text === '') return []
  return text
    .split(' ')
    .map((typed) => ({ typed, plain: withoutDiacritics(typed) }))
    .filter(({ plain }) => plain !== '')
    .map(({ typed, plain }) => ({ stem: stemEnglish(plain), typed }))
}

/**
 * From how many letters typed a term finds its words in every chunk they are in. Pagefind's index
 * is in chunks by word, and Pagefind's script looks a term up in the one chunk its letters fall
 * in: a term whose words run on into the next chunk ('con' at 10,000 pages runs through five)
 * finds those of the first only. Shorter terms do the same here: they are a visitor's first
 * letters, not yet what is meant, and a word of three letters ('api', 'nfc') is itself in the
 * chunk it falls in, only some longer words beginning with it may not be; the next chunks would
 * make those keystrokes load several times as much (at 10,000 pages, the ten keystrokes after the
 * first results 304 KiB from three letters, 277 KiB from four; docs/search.md, "Ranking"). From
 * four letters on, a term finds all its words.
 */
export const WHOLE_PREFIX_FROM = 4

/**
 * The chunks a term's words are in: the one whose range its stem falls in (its word, the words
 * it begins there, and the longest word that begins it), and, from WHOLE_PREFIX_FROM letters typed
 * or when that range ends before the stem, every later one whose first word the stem begins.
 */
export function chunksFor(chunks: readonly PagefindChunkMeta[], term: QueryTerm): PagefindChunkMeta[] {
  const { stem } = term
  let first = -1
  for (const [n, chunk] of chunks.entries()) if (compareWords(chunk.from, stem) <= 0) first = n
  const found = chunks[first]
  const needed = found ? [found] : []
  if (found && Array.from(term.typed).length < WHOLE_PREFIX_FROM && compareWords(found.to, stem) >= 0) return needed
  for (const chunk of chunks.slice(first + 1)) {
    if (!chunk.from.startsWith(stem)) break
    needed.push(chunk)
  }
  return needed
}

/** An index as far as a query needs it: its metadata and the chunks loaded. */
export interface LoadedIndex {
  meta: PagefindMeta
  /** The loaded chunk of that name (PagefindChunkMeta.hash), if it is loaded. */
  chunk(hash: string): IndexChunk | undefined
}

const f32 = Math.fround

/** The single-precision number with these bits. */
function fromBits(bits: number): number {
  const view = new DataView(new ArrayBuffer(4))
  view.setUint32(0, bits)
  return view.getFloat32(0)
}

/** expf's constants: ln 2 / 2, 3 ln 2 / 2, 2^-13, ln 2 in two parts, 1 / ln 2, and its polynomial's. */
const EXPF = {
  halfLn2: fromBits(0x3eb17218),
  threeHalvesLn2: fromBits(0x3f851592),
  tiny: fromBits(0x39000000),
  ln2Hi: fromBits(0x3f317200),
  ln2Lo: fromBits(0x35bfbe8e),
  invLn2: fromBits(0x3fb8aa3b),
  p1: fromBits(0x3e2aaa8f),
  p2: fromBits(0xbb355215),
}

/**
 * e^x in single precision, as Pagefind's WebAssembly computes it (Rust's libm `expf`, after
 * FreeBSD's e_expf.c): the term similarity below, and so each place's score, to the last bit, which
 * JavaScript's Math.exp misses by one for a word one or two letters longer than its term (and an
 * excerpt may then start elsewhere). |x| < 88 here, so neither overflow nor underflow.
 */
export function expf(input: number): number {
  let x = f32(input)
  const abs = Math.abs(x)
  if (abs <= EXPF.tiny) return f32(1 + x)
  let [hi, lo, k] = [x, 0, 0]
  if (abs > EXPF.halfLn2) {
    // x = k ln 2 + r, |r| ≤ ln 2 / 2.
    k = abs > EXPF.threeHalvesLn2 ? Math.trunc(f32(f32(EXPF.invLn2 * x) + (x < 0 ? -0.5 : 0.5))) : x < 0 ? -1 : 1
    hi = f32(x - f32(k * EXPF.ln2Hi))
    lo = f32(k * EXPF.ln2Lo)
    x = f32(hi - lo)
  }
  const xx = f32(x * x)
  const c = f32(x - f32(xx * f32(EXPF.p1 + f32(xx * EXPF.p2))))
  const y = f32(1 + f32(f32(f32(f32(x * c) / f32(2 - c)) - lo) + hi))
  return k === 0 ? y : f32(y * 2 ** k)
}

/** Rust's `len()`: the bytes of a string in UTF-8. */
function utf8Length(text: string): number {
  let bytes = 0
  for (const c of text) {
    const code = c.codePointAt(0) as number
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

/** Pagefind's term similarity, in single precision: 1 for a word as long as the term, less the more their lengths differ. */
function lengthBonus(word: string, stem: string): number {
  const differential = Math.min(255, Math.abs(utf8Length(word) - utf8Length(stem)) + 1)
  const base = expf((-0.5 * differential ** 2) / 4)
  return f32(expf(f32(base * RANKING.termSimilarity)) / expf(RANKING.termSimilarity))
}

/** BM25's inverse document frequency, never negative. */
function idf(totalPages: number, pagesWithTerm: number): number {
  return Math.log((totalPages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5) + 1)
}

/** One word a query term matched: the word, and its postings (as written without diacritics, then each form with them). */
interface MatchedWord {
  word: string
  lists: Postings[]
}

/** The words of the term's chunks that begin with its stem; if none, the longest word that begins it. */
function matchingWords(index: LoadedIndex, term: QueryTerm): MatchedWord[] {
  const { stem } = term
  const chunks = chunksFor(index.meta.chunks, term)
    .map((c) => index.chunk(c.hash))
    .filter((c): c is IndexChunk => c !== undefined)
  const found: { chunk: IndexChunk; n: number }[] = []
  for (const chunk of chunks) {
    for (let n = chunk.lowerBound(stem); n < chunk.words.length && (chunk.words[n] as string).startsWith(stem); n += 1)
      found.push({ chunk, n })
  }
  if (found.length === 0) {
    // The longest word the stem begins with: 'doorxq' finds 'door'.
    for (let length = stem.length - 1; length > 0 && found.length === 0; length -= 1) {
      for (const chunk of chunks) {
        const n = chunk.lowerBound(stem.slice(0, length))
        if (chunk.words[n] === stem.slice(0, length)) {
          found.push({ chunk, n })
          break
        }
      }
    }
  }
  return found.map(({ chunk, n }) => ({ word: chunk.words[n] as string, lists: chunk.postings(n) }))
}

/** One place of a matching word on a page, as Pagefind reports it. */
export interface WeightedLocation {
  /** The word's weight there: 1 for text, 1.5 for the summary, half for a part of a hyphenated word. */
  weight: number
  /** The place's share of the excerpt's choice: the weight (in 24ths) squared, times the term similarity. */
  balanced_score: number
  /** The word's number in the page's text. */
  location: number
}

/**
 * A query's ranking: how many pages match; the best `count` of them, in order, put in order when
 * asked for (the hits shown); a page's score; and a page's places, made when asked for.
 */
export interface IndexRanking {
  length: number
  best: (count: number) => Int32Array
  score: (page: number) => number
  locations: (page: number) => WeightedLocation[]
}

const NO_PAGES: IndexRanking = { length: 0, best: () => new Int32Array(0), score: () => 0, locations: () => [] }

/** The most hits `bestPages` chooses without sorting: each page it keeps can move every one kept before. */
export const SELECTED_AT_MOST = 100

/** Better first: the higher score, and on a tie the page first in the index (Pagefind's order of ties is its sort's). */
const before = (scoreOf: Float64Array, x: number, y: number): number => (scoreOf[y] as number) - (scoreOf[x] as number) || x - y

/**
 * The best `count` of the matching pages (in page order), best first (`before`). A page of hits out
 * of thousands of pages is chosen in one pass that keeps the best so far in order, rather than by
 * sorting every page (at 10,000 pages the sort was a quarter of a ranking's time); more than
 * SELECTED_AT_MOST, or an eighth of the pages, are sorted.
 */
export function bestPages(matching: Int32Array, scoreOf: Float64Array, count: number): Int32Array {
  if (count <= 0) return new Int32Array(0)
  if (count > SELECTED_AT_MOST || count * 8 >= matching.length)
    return matching
      .slice()
      .sort((x, y) => before(scoreOf, x, y))
      .subarray(0, count)
  const best = new Int32Array(count)
  let kept = 0
  for (const page of matching) {
    const score = scoreOf[page] as number
    // The pages come in page order: one that only ties the last kept comes after it.
    if (kept === count && score <= (scoreOf[best[count - 1] as number] as number)) continue
    let at = kept === count ? count - 1 : kept
    while (at > 0 && (scoreOf[best[at - 1] as number] as number) < score) {
      best[at] = best[at - 1] as number
      at -= 1
    }
    best[at] = page
    if (kept < count) kept += 1
  }
  return best
}

/** A matching word of a query, once however many terms it matches: it scores with the first's figures. */
interface ScoredWord {
  term: number
  lengthBonus: number
}

/** A form of a matching word, as one term matched it: its postings, the word, the term, its term similarity there, and whether it and the term as typed begin one another. */
interface MatchedList {
  list: Postings
  word: number
  term: number
  bonus: number
  asTyped: boolean
}

/** A page's matching forms (list and entry in it), in the query's order: each page's from `first[page]` to `first[page + 1]`. */
interface PageEntries {
  first: Int32Array
  list: Int32Array
  at: Int32Array
}

/**
 * Where a page's places are, each once, as Pagefind merges them: a place the query's words share
 * (a hyphenated word and its part, 'access' and 'access”', '(evening)' as 'evening' at two
 * weights, 'X-RateLimit-Limit' as 'limit' twice) counts once, for the first of them; but a word
 * that n terms match has its places at n times their weight (255 at most, Pagefind's byte), and
 * counts each n times (Pagefind's figures for 'abandoned aban', both 'a' in a small shard: the
 * places at weight 2, 3 and 10.625, and twice that in the word's frequency).
 */
class PlaceMarks {
  private visited = 0
  private visit = new Int32Array(0)
  private word = new Int32Array(0)
  private weight = new Int32Array(0)
  private times = new Int32Array(0)
  private term = new Int32Array(0)

  /** Begins a page: the marks of every page before are void. */
  nextPage(): number {
    this.visited = (this.visited + 1) | 0
    if (this.visited === 0) {
      this.visit.fill(-1)
      this.visited = 1
    }
    return this.visited
  }

  /**
   * The weight the places of `list`'s page `k` add to `word`'s frequency on the page (nextPage), as
   * term `term` matched them: each place's weight, 0 where an earlier word has the place. The arrays
   * are read, and their room checked against the list's largest place, once a call, not once a
   * place: a common word has tens of thousands.
   */
  add(page: number, list: Postings, k: number, word: number, term: number): number {
    if (list.last >= this.visit.length) this.grow(list.last)
    const { visit, word: words, weight: weights, times, term: terms } = this
    const { positions, weights: placeWeights } = list
    const end = list.starts[k + 1] as number
    let added = 0
    for (let i = list.starts[k] as number; i < end; i += 1) {
      const position = positions[i] as number
      const weight = placeWeights[i] as number
      if (visit[position] !== page) {
        visit[position] = page
        words[position] = word
        weights[position] = weight
        times[position] = 1
        terms[position] = term
        added += weight
      } else if (words[position] === word && (terms[position] as number) < term) {
        // n times the place's weight, n times over, from n - 1 times.
        const n = (times[position] as number) + 1
        const was = weights[position] as number
        const now = Math.min(255, was + weight)
        times[position] = n
        weights[position] = now
        terms[position] = term
        added += n * now - (n - 1) * was
      }
    }
    return added
  }

  private grow(position: number): void {
    const size = Math.max(position + 1, this.visit.length * 2, 1024)
    const grown = (from: Int32Array, fill = 0) => {
      const to = new Int32Array(size).fill(fill)
      to.set(from)
      return to
    }
    ;[this.visit, this.word, this.weight, this.times, this.term] = [
      grown(this.visit, -1),
      grown(this.word),
      grown(this.weight),
      grown(this.times),
      grown(this.term),
    ]
  }
}

/** The marks of every ranking: their arrays grow to the longest page's and are kept. */
const marks = new PlaceMarks()

/**
 * Ranks an index's pages for a query, as Pagefind 1.6 does (docs/search.md, "Ranking"):
 * - a page matches when it has a word beginning with each term that any page has (a term no
 *   page has is left out, but still counts in the metadata's coverage);
 * - each matching word scores the BM25 of its weighted places on the page (PlaceMarks), with the
 *   inverse frequency of its term's pages and the word's term similarity, times 1 + the diacritic
 *   similarity when the word matches the term as typed ('café' for 'café');
 * - each metadata field adds its weight times the inverse frequencies of the terms in it, times
 *   their share of the query's squared.
 * Only the postings are read: a page's places are made when its hit is shown (`locations`).
 */
export function rankIndex(index: LoadedIndex, terms: readonly QueryTerm[]): IndexRanking {
  const { pages: pageMeta, metaFields } = index.meta
  const pageCount = pageMeta.length
  if (terms.length === 0 || pageCount === 0) return NO_PAGES
  const averageLength = pageMeta.reduce((n, p) => n + p.wordCount, 0) / pageCount
  const { termSaturation: k1, pageLength: b, termFrequency } = RANKING

  const byTerm = terms.map((term) => matchingWords(index, term))
  const searched = byTerm.filter((matched) => matched.length > 0).length
  if (searched === 0) return NO_PAGES

  // The matching words and their forms, in the query's order; each term's pages.
  const words: ScoredWord[] = []
  const wordIds = new Map<string, number>()
  const lists: MatchedList[] = []
  const termsOn = new Uint16Array(pageCount)
  const seenFor = new Int32Array(pageCount).fill(-1)
  const termIdf = byTerm.map((matched, t) => {
    const { stem, typed } = terms[t] as QueryTerm
    let pages = 0
    for (const { word, lists: forms } of matched) {
      const bonus = lengthBonus(word, stem)
      let id = wordIds.get(word)
      if (id === undefined) {
        id = words.push({ term: t, lengthBonus: bonus }) - 1
        wordIds.set(word, id)
      }
      for (const list of forms) {
        lists.push({ list, word: id, term: t, bonus, asTyped: list.form.startsWith(typed) || typed.startsWith(list.form) })
        for (const page of list.pages) {
          if (seenFor[page] === t) continue
          seenFor[page] = t
          termsOn[page] = (termsOn[page] as number) + 1
          pages += 1
        }
      }
    }
    return idf(pageCount, pages)
  })
  const queryIdf = termIdf.reduce((n, x) => n + x, 0)

  // Each matching page's forms, counted and then filled in; each page's terms in each metadata field.
  const entries: PageEntries = { first: new Int32Array(pageCount + 1), list: new Int32Array(0), at: new Int32Array(0) }
  for (const { list } of lists)
    for (const page of list.pages) if (termsOn[page] === searched) entries.first[page + 1] = (entries.first[page + 1] as number) + 1
  for (let page = 0; page < pageCount; page += 1)
    entries.first[page + 1] = (entries.first[page + 1] as number) + (entries.first[page] as number)
  entries.list = new Int32Array(entries.first[pageCount] as number)
  entries.at = new Int32Array(entries.first[pageCount] as number)
  const fill = entries.first.slice(0, pageCount)
  const fields = metaFields.length
  // Each page's terms in each field, a bit a term, in as many 32-bit words as the query needs.
  const stride = Math.ceil(terms.length / 32)
  const fieldTerms = new Int32Array(pageCount * fields * stride)
  lists.forEach(({ list, term }, l) => {
    for (let k = 0; k < list.pages.length; k += 1) {
      const page = list.pages[k] as number
      if (termsOn[page] !== searched) continue
      const slot = fill[page] as number
      fill[page] = slot + 1
      entries.list[slot] = l
      entries.at[slot] = k
      const inFields = list.metaFields[k] as number
      for (let f = 0; inFields !== 0 && f < fields; f += 1)
        if (inFields & (1 << f)) {
          const at = (page * fields + f) * stride + (term >> 5)
          fieldTerms[at] = (fieldTerms[at] as number) | (1 << (term & 31))
        }
    }
  })

  const weightOf = new Float64Array(words.length)
  const typedOf = new Uint8Array(words.length)
  const touched: number[] = []
  const fieldWeights = metaFields.map((field) => RANKING.metaWeights[field] ?? 1)
  const matching = new Int32Array(pageCount)
  let hits = 0
  const scoreOf = new Float64Array(pageCount)
  for (let page = 0; page < pageCount; page += 1) {
    if (termsOn[page] !== searched) continue
    const visit = marks.nextPage()
    for (let e = entries.first[page] as number; e < (entries.first[page + 1] as number); e += 1) {
      const { list, word, term, asTyped } = lists[entries.list[e] as number] as MatchedList
      const k = entries.at[e] as number
      const weight = marks.add(visit, list, k, word, term)
      if (weight === 0) continue
      if (weightOf[word] === 0) touched.push(word)
      weightOf[word] = (weightOf[word] as number) + weight
      if (asTyped) typedOf[word] = 1
    }
    const norm = k1 * (1 - b + b * ((pageMeta[page] as { wordCount: number }).wordCount / averageLength))
    let score = 0
    for (const w of touched) {
      const word = words[w] as ScoredWord
      const frequency = ((weightOf[w] as number) / 24) * word.lengthBonus
      const saturating = ((k1 + 1) * frequency) / (norm + frequency)
      const raw = Math.min(frequency / (averageLength / 5), k1 + 1)
      const tf = (1 - termFrequency) * raw + termFrequency * saturating
      score += (termIdf[word.term] as number) * tf * (typedOf[w] ? 1 + RANKING.diacriticSimilarity : 1)
      weightOf[w] = 0
      typedOf[w] = 0
    }
    touched.length = 0
    for (let f = 0; f < fields; f += 1) {
      const at = (page * fields + f) * stride
      let matched = 0
      for (let t = 0; t < termIdf.length; t += 1)
        if ((fieldTerms[at + (t >> 5)] as number) & (1 << (t & 31))) matched += termIdf[t] as number
      if (matched > 0 && queryIdf > 0) score += (fieldWeights[f] as number) * matched * (matched / queryIdf) ** 2
    }
    matching[hits] = page
    hits += 1
    scoreOf[page] = score
  }
  const pages = matching.subarray(0, hits)
  // The best pages put in order so far: more are chosen when more are asked for.
  let ordered: Int32Array = new Int32Array(0)
  return {
    length: hits,
    best(count) {
      const wanted = Math.min(count, hits)
      if (wanted > ordered.length) ordered = bestPages(pages, scoreOf, Math.max(wanted, ordered.length * 2))
      return ordered.subarray(0, wanted)
    },
    score: (page) => scoreOf[page] as number,
    locations: (page) => placesOn(page, lists, entries),
  }
}

/** A page's places of the matching words, in the order of the text, merged as PlaceMarks merges them. */
function placesOn(page: number, lists: readonly MatchedList[], entries: PageEntries): WeightedLocation[] {
  const places = new Map<number, { word: number; term: number; weight: number; bonus: number }>()
  for (let e = entries.first[page] as number; e < (entries.first[page + 1] as number); e += 1) {
    const { list, word, term, bonus } = lists[entries.list[e] as number] as MatchedList
    const k = entries.at[e] as number
    for (let i = list.starts[k] as number; i < (list.starts[k + 1] as number); i += 1) {
      const [position, weight] = [list.positions[i] as number, list.weights[i] as number]
      const known = places.get(position)
      if (!known) places.set(position, { word, term, weight, bonus })
      else if (known.word === word && known.term < term)
        [known.weight, known.term, known.bonus] = [Math.min(255, known.weight + weight), term, f32(known.bonus + bonus)]
    }
  }
  return [...places]
    .sort(([x], [y]) => x - y)
    .map(([location, { weight, bonus }]) => ({ weight: weight / 24, balanced_score: f32(weight ** 2 * bonus), location }))
}
