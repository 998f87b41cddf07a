import type { PagefindResultData, PagefindSubResult } from './pagefind-excerpt'
import { queryWords, searchedWords } from './pagefind-query'
import { openPagefindIndex, type PagefindRanking, type PagefindReaderOptions, type PagefindSearcher } from './pagefind-reader'
import type { SearchRecord } from './records'

/**
 * A `searchClient` for react-instantsearch over Pagefind's index (docs/search.md): it answers the
 * multi-query requests InstantSearch sends with Algolia's response shape (hits with
 * `_highlightResult` and `_snippetResult`, pages, one hit per page as Algolia's `distinct`), so
 * the widgets are the same with or without Algolia. The index is read in parts, as a query needs
 * them (pagefind-reader.ts); only the hits of the page asked for load their data.
 */

export interface SearchRequest {
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

export type PagefindHit = Pick<SearchRecord, 'pageId' | 'type' | 'title' | 'section' | 'href' | 'summary' | 'publishedOn' | 'image'> & {
  objectID: string
  _highlightResult: Record<'title' | 'section' | 'summary', HighlightValue>
  _snippetResult: { text: HighlightValue }
}

export interface SearchResult {
  index: string
  query: string
  params: string
  hits: PagefindHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: true
}

export interface PagefindSearchClient {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult[] }>
}

/** Algolia's defaults, used when a request names none (react-instantsearch always names them). */
const DEFAULT_TAGS = { pre: '<em>', post: '</em>' }
/** Words of a snippet, as Algolia's `text:20`. */
export const SNIPPET_WORDS = 20

/** What is not part of a word, as Pagefind splits words (letters and digits make words). */
const SEPARATOR = /([^\p{L}\p{N}]+)/u

/**
 * Wraps every word of `text` that starts with a query word (Pagefind matches the words being typed
 * as prefixes) in the tags: the title, section and summary, which Pagefind does not mark.
 */
export function highlight(text: string, words: readonly string[], tags = DEFAULT_TAGS): HighlightValue {
  const matched = new Set<string>()
  const value = text
    .split(SEPARATOR)
    .map((part) => {
      const lower = part.toLowerCase()
      const word = words.find((w) => lower.startsWith(w))
      if (word === undefined || SEPARATOR.test(part) || part === '') return part
      matched.add(word)
      return `${tags.pre}${part}${tags.post}`
    })
    .join('')
  return {
    value,
    matchLevel: matched.size === 0 ? 'none' : matched.size === new Set(words).size ? 'full' : 'partial',
    matchedWords: [...matched],
  }
}

/** Pagefind's excerpt (its matches in `<mark>`) with InstantSearch's tags instead. */
export function excerptValue(excerpt: string, words: readonly string[], tags = DEFAULT_TAGS): HighlightValue {
  const matched = new Set<string>()
  const value = excerpt.replace(/<mark>(.*?)<\/mark>/g, (_m, word: string) => {
    const lower = word.toLowerCase()
    const query = words.find((w) => lower.startsWith(w))
    if (query) matched.add(query)
    return `${tags.pre}${word}${tags.post}`
  })
  return {
    value,
    matchLevel: matched.size === 0 ? 'none' : matched.size === new Set(words).size ? 'full' : 'partial',
    matchedWords: [...matched],
  }
}

const scoreOf = (sub: PagefindSubResult): number => sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0)

/**
 * The section a hit leads to: the sub-result with the most of the query in it, the earliest on a
 * tie (Algolia's `customRanking: asc(position)`). Without a match in the text (the query matched
 * the title or summary), the page itself.
 */
export function bestSection(data: PagefindResultData): PagefindSubResult | null {
  let best: PagefindSubResult | null = null
  for (const sub of data.sub_results) if (sub.weighted_locations.length > 0 && (!best || scoreOf(sub) > scoreOf(best))) best = sub
  return best
}

/** A Pagefind result as the hit InstantSearch's widgets show. */
export function pagefindHit(data: PagefindResultData, words: readonly string[], tags = DEFAULT_TAGS): PagefindHit {
  const pageId = data.raw_url ?? new URL(data.url, 'http://localhost').pathname
  const section = bestSection(data)
  const anchor = section?.anchor ?? null
  const href = anchor ? `${pageId}#${anchor.id}` : pageId
  const title = data.meta.title ?? ''
  const summary = data.meta.summary ?? ''
  const field = (name: string): string | null => data.filters[name]?.[0] ?? null
  const image = field('image')
  return {
    objectID: href,
    pageId,
    type: field('type') ?? '',
    title,
    section: anchor ? anchor.text : null,
    href,
    summary,
    publishedOn: field('publishedOn'),
    image: image ? { src: image, alt: field('image_alt') ?? '' } : null,
    _highlightResult: {
      title: highlight(title, words, tags),
      section: highlight(anchor ? anchor.text : '', words, tags),
      summary: highlight(summary, words, tags),
    },
    _snippetResult: { text: excerptValue(section?.excerpt ?? data.excerpt, words, tags) },
  }
}

/** How the client reads the index: excerpts of Algolia's snippet length, with its ellipsis. */
export const READER_OPTIONS: PagefindReaderOptions = { excerptLength: SNIPPET_WORDS, ellipsis: '…' }

/** A ranking, and the query it is of: the words searched (pagefind-query.ts), space-separated. */
export interface Ranked {
  query: string
  results: PagefindRanking
}

/** How many recent queries keep their ranking (each holds its matching pages, their scores and where their places are: up to about a megabyte at 10,000 pages). */
export const RANKINGS_KEPT = 4

/**
 * The index's search, remembering the rankings of the last `kept` queries (docs/search.md):
 * InstantSearch asks for the same words again when the visitor types a space or a stop word,
 * changes the page of results or reopens the overlay. A query is the searched words
 * (`searchedWords`, lower-case, one space apart), so equal searches have equal keys. A failed
 * search is not remembered.
 */
export function rankings(index: PagefindSearcher, kept = RANKINGS_KEPT): (query: string) => Promise<PagefindRanking> {
  const recent = new Map<string, Promise<PagefindRanking>>()
  return (query) => {
    const known = recent.get(query)
    if (known) {
      // The most recently used last, so the oldest is the first to go.
      recent.delete(query)
      recent.set(query, known)
      return known
    }
    const ranked = index.search(query)
    ranked.catch(() => recent.get(query) === ranked && recent.delete(query))
    recent.set(query, ranked)
    while (recent.size > kept) recent.delete(recent.keys().next().value as string)
    return ranked
  }
}

/**
 * One ranking at a time, of the latest query (docs/search.md, "Per keystroke"): a ranking that
 * waits for index chunks to load would otherwise let the keystrokes typed meanwhile queue up and
 * be ranked in turn, each answer later than the last. Each call waits for the ranking under way;
 * then only the latest query is ranked, and a call it overtook is answered with that ranking
 * (InstantSearch shows the latest answer only).
 */
export function latestOnly(rank: (query: string) => Promise<PagefindRanking>): (query: string) => Promise<Ranked> {
  let latest = ''
  let turns: Promise<unknown> = Promise.resolve()
  return (query) => {
    latest = query
    const turn = turns.then(() => {
      const ranking = latest
      return rank(ranking).then((results) => ({ query: ranking, results }))
    })
    turns = turn.catch(() => undefined)
    return turn
  }
}

/**
 * One request. The index is asked for the searched words (`searchedWords`: no stop words, no
 * single letter still being typed); when none are left, nothing is searched and the answer is an
 * empty one for an empty query, so the box shows what it shows when empty. Only the page of hits
 * asked for loads its fragments. The answer names the typed query when its hits are that query's,
 * else (nothing searched, or a later query's ranking) the empty query, so no count is announced for it.
 */
export async function pagefindSearch(request: SearchRequest, rank: (query: string) => Promise<Ranked>): Promise<SearchResult> {
  const started = Date.now()
  const params = request.params ?? {}
  const typed = params.query ?? ''
  const hitsPerPage = params.hitsPerPage ?? 20
  const page = params.page ?? 0
  const tags = { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post }
  const searched = searchedWords(typed).join(' ')
  const ranked: Ranked = searched === '' ? { query: '', results: [] } : await rank(searched)
  const query = searched !== '' && ranked.query === searched ? typed.trim() : ''
  const words = queryWords(ranked.query)
  const shown = ranked.results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
  const hits = (await Promise.all(shown.map((result) => result.data()))).map((data) => pagefindHit(data, words, tags))
  return {
    index: request.indexName,
    query,
    params: new URLSearchParams({ query, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
    hits,
    nbHits: ranked.results.length,
    page,
    nbPages: Math.ceil(ranked.results.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  }
}

/**
 * The client over an index: by default the bundle the build wrote, opened at once (its shards'
 * entries and metadata start loading; the first search waits for them).
 */
export function createPagefindSearchClient(index: PagefindSearcher = openPagefindIndex(READER_OPTIONS)): PagefindSearchClient {
  const rank = latestOnly(rankings(index))
  return { search: async (requests) => ({ results: await Promise.all(requests.map((r) => pagefindSearch(r, rank))) }) }
}
