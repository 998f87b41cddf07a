import type MiniSearch from 'minisearch'
import { SEARCH_OPTIONS, type StoredRecord } from './local-index'
import type { SearchRecord } from './records'

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

/** One request: search, keep each page's best record, cut the page of hits asked for. */
export function localSearch(index: MiniSearch<SearchRecord>, request: LocalSearchRequest): LocalSearchResult {
  const started = Date.now()
  const params = request.params ?? {}
  const query = (params.query ?? '').trim()
  const hitsPerPage = params.hitsPerPage ?? 20
  const page = params.page ?? 0
  const tags = { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post }

  // An empty query finds nothing: the overlay and /search show results only once something is typed.
  const results = query === '' ? [] : index.search(query, SEARCH_OPTIONS)
  const seen = new Set<string>()
  const distinct = results.filter((r) => {
    const pageId = (r as unknown as StoredRecord).pageId
    if (seen.has(pageId)) return false
    seen.add(pageId)
    return true
  })
  const hits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): LocalHit => {
    const stored = result as unknown as StoredRecord & { id: string }
    const terms = new Set(result.terms)
    return {
      objectID: stored.id,
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
    nbHits: distinct.length,
    page,
    nbPages: Math.ceil(distinct.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  }
}

export function createLocalSearchClient(index: MiniSearch<SearchRecord>): LocalSearchClient {
  return { search: (requests) => Promise.resolve({ results: requests.map((r) => localSearch(index, r)) }) }
}
