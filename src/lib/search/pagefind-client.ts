import { decodeEntities } from '../util/html-entities'
import { queryWords, searchedWords } from './pagefind-query'
import type { SearchRecord } from './records'

/**
 * A `searchClient` for react-instantsearch over Pagefind's own browser API (`pagefind.js`, which
 * the build writes beside its index; https://pagefind.app/docs/api/): it answers the multi-query
 * requests InstantSearch sends with Algolia's response shape (hits with `_highlightResult` and
 * `_snippetResult`, pages, one hit per page as Algolia's `distinct`), so the widgets are the same
 * with or without Algolia. Pagefind finds and ranks the pages; only the hits of the page of
 * results asked for load their data (`result.data()`).
 */

/** The part of Pagefind's browser API the client uses (https://pagefind.app/docs/api/). */
export interface PagefindApi {
  options(options: PagefindOptions): Promise<void>
  /** Starts loading Pagefind's WebAssembly and the index's entry and metadata. */
  init(): Promise<void>
  /** Loads the index's parts a term needs, without searching (for a search that has to wait). */
  preload(term: string): Promise<void>
  search(term: string): Promise<PagefindResponse | null>
}

/** https://pagefind.app/docs/search-config/ */
export interface PagefindOptions {
  /** Where the bundle is; by default where pagefind.js was loaded from. */
  basePath?: string
  excerptLength?: number
  /** Search on the page's thread instead of Pagefind's web worker. */
  noWorker?: boolean
}

export interface PagefindResponse {
  results: { id: string; score: number; data: () => Promise<PagefindResultData> }[]
}

export interface PagefindWeightedLocation {
  weight: number
  balanced_score: number
  location: number
}

/** A part of a hit's page (https://pagefind.app/docs/sub-results/): the page itself, or a section under an anchored heading. */
export interface PagefindSubResult {
  title: string
  url: string
  anchor?: { element: string; id: string; text?: string; location: number }
  weighted_locations: PagefindWeightedLocation[]
  /** The text around the matches, HTML-escaped, the matches in `<mark>`. */
  excerpt: string
}

/** One hit's data: its text around the matches, its metadata, its filters and its sections. */
export interface PagefindResultData {
  raw_url?: string
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  /** The hit's type, date and image (src/lib/search/pagefind-pages.ts, HIT_FILTERS). */
  filters: Record<string, string[] | undefined>
  sub_results: PagefindSubResult[]
}

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

const matchLevel = (matched: ReadonlySet<string>, words: readonly string[]): HighlightValue['matchLevel'] =>
  matched.size === 0 ? 'none' : matched.size === new Set(words).size ? 'full' : 'partial'

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
  return { value, matchLevel: matchLevel(matched, words), matchedWords: [...matched] }
}

/**
 * Pagefind's excerpt as InstantSearch's snippet: its `<mark>`s turned into InstantSearch's tags and
 * its HTML escaping read (InstantSearch escapes the values itself, and its widgets render text).
 */
export function excerptValue(excerpt: string, words: readonly string[], tags = DEFAULT_TAGS): HighlightValue {
  const matched = new Set<string>()
  const value = excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .map((part) => {
      const mark = /^<mark>(.*)<\/mark>$/.exec(part)
      if (!mark) return decodeEntities(part)
      const word = decodeEntities(mark[1] ?? '')
      const query = words.find((w) => word.toLowerCase().startsWith(w))
      if (query) matched.add(query)
      return `${tags.pre}${word}${tags.post}`
    })
    .join('')
  return { value, matchLevel: matchLevel(matched, words), matchedWords: [...matched] }
}

const scoreOf = (sub: PagefindSubResult): number => sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0)

/**
 * The section a hit leads to: of Pagefind's sub-results, the one with the most of the query in it,
 * the earliest on a tie (Algolia's `customRanking: asc(position)`). Without a match in the text
 * (the query matched the title or summary), the page itself.
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
  const heading = anchor ? (anchor.text ?? section?.title ?? '') : null
  const title = data.meta.title ?? ''
  const summary = data.meta.summary ?? ''
  const field = (name: string): string | null => data.filters[name]?.[0] ?? null
  const image = field('image')
  return {
    objectID: href,
    pageId,
    type: field('type') ?? '',
    title,
    section: heading,
    href,
    summary,
    publishedOn: field('publishedOn'),
    image: image ? { src: image, alt: field('image_alt') ?? '' } : null,
    _highlightResult: {
      title: highlight(title, words, tags),
      section: highlight(heading ?? '', words, tags),
      summary: highlight(summary, words, tags),
    },
    _snippetResult: { text: excerptValue(section?.excerpt ?? data.excerpt, words, tags) },
  }
}

/** Pagefind's ranked pages for a query: every matching page, best first, each with its data to load. */
export type PagefindRanking = PagefindResponse['results']

/** A ranking, and the query it is of: the words searched (pagefind-query.ts), space-separated. */
export interface Ranked {
  query: string
  results: PagefindRanking
}

/** How many recent queries keep their ranking. */
export const RANKINGS_KEPT = 4

/**
 * Pagefind's search, remembering the rankings of the last `kept` queries: InstantSearch asks for
 * the same words again when the visitor types a space or a stop word, changes the page of results
 * or reopens the overlay. A query is the searched words (`searchedWords`, lower-case, one space
 * apart), so equal searches have equal keys. A failed search is not remembered.
 */
export function rankings(pagefind: Pick<PagefindApi, 'search'>, kept = RANKINGS_KEPT): (query: string) => Promise<PagefindRanking> {
  const recent = new Map<string, Promise<PagefindRanking>>()
  return (query) => {
    const known = recent.get(query)
    if (known) {
      // The most recently used last, so the oldest is the first to go.
      recent.delete(query)
      recent.set(query, known)
      return known
    }
    const ranked = pagefind.search(query).then((response) => response?.results ?? [])
    ranked.catch(() => recent.get(query) === ranked && recent.delete(query))
    recent.set(query, ranked)
    while (recent.size > kept) recent.delete(recent.keys().next().value as string)
    return ranked
  }
}

/**
 * One search at a time, of the latest query (docs/search.md, "Per keystroke"): a search cannot be
 * interrupted, so keystrokes typed while one runs would otherwise queue up and be searched in turn,
 * each answer later than the last. A call that has to wait has Pagefind preload what its query
 * needs meanwhile; once the search under way is done, only the latest query is searched, and a
 * call it overtook is answered with that ranking (InstantSearch shows the latest answer only).
 */
export function latestOnly(
  rank: (query: string) => Promise<PagefindRanking>,
  preload: (query: string) => unknown = () => undefined,
): (query: string) => Promise<Ranked> {
  let latest = ''
  let busy = false
  let turns: Promise<unknown> = Promise.resolve()
  return (query) => {
    latest = query
    if (busy) preload(query)
    const turn = turns.then(() => {
      const ranking = latest
      busy = true
      return rank(ranking)
        .then((results) => ({ query: ranking, results }))
        .finally(() => (busy = false))
    })
    turns = turn.catch(() => undefined)
    return turn
  }
}

/**
 * One request. Pagefind is asked for the searched words (`searchedWords`: no stop words, no
 * single letter still being typed); when none are left, nothing is searched and the answer is an
 * empty one for an empty query, so the box shows what it shows when empty. Only the page of hits
 * asked for loads its data. The answer names the typed query when its hits are that query's, else
 * (nothing searched, or a later query's ranking) the empty query, so no count is announced for it.
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
 * Pagefind's options, set once: Algolia's snippet length, and the page's thread. Measured at 10,000
 * documents (`npm run bench:search`, docs/search.md), Pagefind's web worker made the results of a
 * keystroke about twice as slow (each search's every matching page is copied from the worker) and
 * now and then several seconds late, for a page's thread kept free meanwhile.
 */
export const PAGEFIND_OPTIONS: PagefindOptions = { excerptLength: SNIPPET_WORDS, noWorker: true }

/**
 * The client over Pagefind's API: its options set once (PAGEFIND_OPTIONS; `basePath`, the bundle's
 * folder), then `init`, which starts loading the WebAssembly and the index's metadata without
 * waiting for them: the box is there to type in meanwhile, and the first search waits.
 */
export async function createPagefindSearchClient(pagefind: PagefindApi, options: PagefindOptions = {}): Promise<PagefindSearchClient> {
  await pagefind.options({ ...PAGEFIND_OPTIONS, ...options })
  await pagefind.init()
  const rank = latestOnly(rankings(pagefind), (query) => void pagefind.preload(query).catch(() => undefined))
  return { search: async (requests) => ({ results: await Promise.all(requests.map((r) => pagefindSearch(r, rank))) }) }
}
