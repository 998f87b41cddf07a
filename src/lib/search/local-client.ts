import type { StoredRecord } from './local-index'
import { expand, hasTerm, wordScores, type Expansion, type TermIndex } from './term-index'

/**
 * A `searchClient` for react-instantsearch over the local index: it answers the multi-query
 * requests InstantSearch sends with Algolia's response shape (hits with `_highlightResult` and
 * `_snippetResult`, pages, one hit per page like Algolia's `distinct`), so the widgets are the same
 * with or without Algolia (docs/search.md).
 */
export interface LocalSearchRequest {
  indexName: string
  params?: {
    query?: string
    page?: number
    hitsPerPage?: number
    highlightPreTag?: string
    highlightPostTag?: string
  }
}

export interface HighlightValue {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
}

export type LocalHit = StoredRecord & {
  objectID: string
  _highlightResult: Record<'title' | 'section' | 'summary', HighlightValue>
  _snippetResult: { text: HighlightValue }
}

export interface LocalSearchResult {
  index: string
  query: string
  params: string
  hits: LocalHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: true
}

export interface LocalSearchClient {
  search(requests: readonly LocalSearchRequest[]): Promise<{ results: LocalSearchResult[] }>
}

/** Algolia's defaults, used when a request names none (react-instantsearch always names them). */
const DEFAULT_TAGS = { pre: '<em>', post: '</em>' }
/** Words around the first match in a snippet, as Algolia's `text:20`. */
export const SNIPPET_WORDS = 20

/** The separators of MiniSearch's default tokenizer: what is not part of a word. */
const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u

/** Wraps every word of `text` that is one of `terms` (lower-case index terms) in the tags. */
export function highlight(text: string, terms: ReadonlySet<string>, tags = DEFAULT_TAGS): HighlightValue {
  const matched = new Set<string>()
  const value = text
    .split(SEPARATOR)
    .map((part) => {
      const term = part.toLowerCase()
      if (!terms.has(term)) return part
      matched.add(term)
      return `${tags.pre}${part}${tags.post}`
    })
    .join('')
  return { value, matchLevel: matched.size === 0 ? 'none' : matched.size === terms.size ? 'full' : 'partial', matchedWords: [...matched] }
}

/** SNIPPET_WORDS words of `text` around its first match, with '…' where text was left out. */
export function snippet(text: string, terms: ReadonlySet<string>, tags = DEFAULT_TAGS): HighlightValue {
  const words = text.split(/\s+/).filter(Boolean)
  const first = words.findIndex((w) => w.split(SEPARATOR).some((part) => terms.has(part.toLowerCase())))
  const start = Math.max(0, Math.min(first - Math.floor(SNIPPET_WORDS / 3), words.length - SNIPPET_WORDS))
  const excerpt = words.slice(start, start + SNIPPET_WORDS).join(' ')
  const marked = highlight(excerpt, terms, tags)
  const before = start > 0 ? '… ' : ''
  const after = start + SNIPPET_WORDS < words.length ? ' …' : ''
  return { ...marked, value: `${before}${marked.value}${after}` }
}

/** Query words of `query`, as the index's terms were made (MiniSearch's tokenizer, lower-case). */
export function queryWords(query: string): string[] {
  return query
    .split(SEPARATOR)
    .filter((part) => part !== '' && !SEPARATOR.test(part))
    .map((part) => part.toLowerCase())
}

/** A query word's matches, kept between keystrokes: typing a word leaves the earlier words' scores as they were. */
interface WordResult {
  expansions: Expansion[]
  scores: Float32Array
}
/** Words kept: the words of a few queries; each costs 4 bytes per record. */
const WORD_CACHE = 32

function wordResult(index: TermIndex, cache: Map<string, WordResult>, word: string, prefix: boolean): WordResult {
  const key = `${prefix ? '*' : '='}${word}`
  let result = cache.get(key)
  if (result) {
    cache.delete(key)
  } else {
    const expansions = expand(index, word, prefix)
    result = { expansions, scores: wordScores(index, expansions) }
    if (cache.size >= WORD_CACHE) cache.delete(cache.keys().next().value as string)
  }
  cache.set(key, result)
  return result
}

/**
 * One request: every query word must match (the last one as a prefix, being typed), the record's
 * score is the sum of its words' scores, each page keeps its best record (Algolia's `distinct`),
 * and only the page of hits asked for is ranked and highlighted.
 */
export function localSearch(index: TermIndex, request: LocalSearchRequest, cache: Map<string, WordResult> = new Map()): LocalSearchResult {
  const started = Date.now()
  const params = request.params ?? {}
  const query = (params.query ?? '').trim()
  const hitsPerPage = params.hitsPerPage ?? 20
  const page = params.page ?? 0
  const tags = { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post }

  // An empty query finds nothing: the overlay and /search show results only once something is typed.
  const words = queryWords(query)
  const matches = words.map((word, i) => wordResult(index, cache, word, i === words.length - 1))
  const best = new Map<string, { doc: number; score: number }>()
  if (matches.length > 0) {
    for (let doc = 0; doc < index.ids.length; doc += 1) {
      let score = 0
      for (const { scores } of matches) {
        const s = scores[doc] as number
        if (s === 0) {
          score = 0
          break
        }
        score += s
      }
      if (score === 0) continue
      const pageId = (index.stored[doc] as StoredRecord).pageId
      const kept = best.get(pageId)
      if (!kept || score > kept.score) best.set(pageId, { doc, score })
    }
  }
  // Only the hits up to the page asked for are ranked: a short insertion list, not a sort of every match.
  const wanted = (page + 1) * hitsPerPage
  const top: { doc: number; score: number }[] = []
  for (const hit of best.values()) {
    if (top.length === wanted && hit.score <= (top[top.length - 1] as { score: number }).score) continue
    let at = top.length
    while (at > 0 && (top[at - 1] as { score: number }).score < hit.score) at -= 1
    top.splice(at, 0, hit)
    if (top.length > wanted) top.pop()
  }
  const hits = top.slice(page * hitsPerPage).map(({ doc }): LocalHit => {
    const stored = index.stored[doc] as StoredRecord
    const terms = new Set<string>()
    for (const { expansions } of matches) {
      for (const { position } of expansions) if (hasTerm(index, position, doc)) terms.add(index.terms[position] as string)
    }
    return {
      objectID: index.ids[doc] as string,
      pageId: stored.pageId,
      type: stored.type,
      title: stored.title,
      section: stored.section ?? null,
      href: stored.href,
      summary: stored.summary,
      publishedOn: stored.publishedOn ?? null,
      image: stored.image ?? null,
      excerpt: stored.excerpt,
      _highlightResult: {
        title: highlight(stored.title, terms, tags),
        section: highlight(stored.section ?? '', terms, tags),
        summary: highlight(stored.summary, terms, tags),
      },
      _snippetResult: { text: snippet(stored.excerpt || stored.summary, terms, tags) },
    }
  })
  return {
    index: request.indexName,
    query,
    params: new URLSearchParams({ query, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
    hits,
    nbHits: best.size,
    page,
    nbPages: Math.ceil(best.size / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  }
}

export function createLocalSearchClient(index: TermIndex): LocalSearchClient {
  const cache = new Map<string, WordResult>()
  return { search: (requests) => Promise.resolve({ results: requests.map((r) => localSearch(index, r, cache)) }) }
}
