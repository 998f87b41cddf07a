import { PAGEFIND_PATH, PAGEFIND_SHARDS_FILE, type PagefindShards } from './pagefind-pages'
import { queryWords, searchedWords } from './pagefind-query'
import type { SearchRecord } from './records'

/**
 * A `searchClient` for react-instantsearch over Pagefind (docs/search.md): it answers the
 * multi-query requests InstantSearch sends with Algolia's response shape (hits with
 * `_highlightResult` and `_snippetResult`, pages, one hit per page as Algolia's `distinct`), so
 * the widgets are the same with or without Algolia. Pagefind finds the pages (its index in
 * fragments, fetched as a query needs them); only the hits of the page asked for load their data.
 */

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) the client uses. */
export interface PagefindApi {
  options(options: PagefindOptions): Promise<void>
  /** Starts loading Pagefind's WebAssembly and the index's entry ahead of the first query (it does not wait for them). */
  init(): Promise<void>
  search(term: string, options?: { filters?: Record<string, string[]> }): Promise<PagefindResponse | null>
  /** Adds another index (a shard) to the searches, once the first's WebAssembly is loaded. */
  mergeIndex(indexPath: string, options?: Pick<PagefindOptions, 'excerptLength' | 'excerptEllipsis'>): Promise<void>
}

export interface PagefindOptions {
  /** Where the bundle is; by default where pagefind.js was loaded from. */
  basePath?: string
  excerptLength?: number
  excerptEllipsis?: string
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

export interface PagefindSubResult {
  title: string
  url: string
  anchor?: { element: string; id: string; text: string; location: number }
  weighted_locations: PagefindWeightedLocation[]
  excerpt: string
}

/** One hit's data (a fragment): its text around the matches, its metadata and its sections. */
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

/**
 * The options the client sets once: Algolia's snippet length and ellipsis, and no web worker.
 * Measured at 10,000 pages (docs/search.md, "Per keystroke"), the worker does not keep the page
 * free while Pagefind ranks: every matching page's result is copied from it and wrapped on the
 * page's thread, whose longest task per keystroke was about as long as without it (p95 194 against
 * 231 ms, at a load average of 20), while each keystroke took twice as long in all and its script
 * is 12 KiB more to fetch.
 */
export const PAGEFIND_OPTIONS: PagefindOptions = {
  excerptLength: SNIPPET_WORDS,
  excerptEllipsis: '…',
  noWorker: true,
}

/** Pagefind's ranked pages for a query: every matching page, best first, each with its data to load. */
export type PagefindRanking = PagefindResponse['results']

/** A ranking, and the query it is of: the words searched (pagefind-query.ts), space-separated. */
export interface Ranked {
  query: string
  results: PagefindRanking
}

/** How many recent queries keep their ranking (each holds every matching page: about 2 MB at 10,000 pages). */
export const RANKINGS_KEPT = 4

/**
 * Pagefind's search, remembering the rankings of the last `kept` queries (docs/search.md): ranking
 * is the costly part of a keystroke (every matching page, with the places its words are), and
 * InstantSearch asks for the same words again when the visitor types a space or a stop word,
 * changes the page of results or reopens the overlay. A query is the searched words
 * (`searchedWords`, lower-case, one space apart), so equal searches have equal keys. A failed
 * search is not remembered.
 */
export function rankings(pagefind: PagefindApi, kept = RANKINGS_KEPT): (query: string) => Promise<PagefindRanking> {
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
 * One ranking at a time, of the latest query (docs/search.md, "Per keystroke"): Pagefind ranks in
 * one go and cannot be interrupted, so keystrokes typed while it ranks would otherwise queue up
 * and be ranked in turn, each answer later than the last. Each call waits for the ranking under
 * way; then only the latest query is ranked, and a call it overtook is answered with that ranking
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
 * One request. Pagefind is asked for the searched words (`searchedWords`: no stop words, no
 * single letter still being typed); when none are left, nothing is searched and the answer is an
 * empty one for an empty query, so the box shows what it shows when empty. Pagefind ranks every
 * matching page in one go (`rank`: by default a search each time); only the page of hits asked
 * for loads its fragments. The answer names the typed query when its hits are that query's, else
 * (nothing searched, or a later query's ranking) the empty query, so no count is announced for it.
 */
export async function pagefindSearch(
  pagefind: PagefindApi,
  request: SearchRequest,
  rank: (query: string) => Promise<Ranked> = async (query) => ({ query, results: (await pagefind.search(query))?.results ?? [] }),
): Promise<SearchResult> {
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

/** The bundle's list of shards (pagefind-pages.ts, "shards"), fetched from where the bundle is. */
export async function loadShards(bundlePath: string): Promise<PagefindShards> {
  const url = `${bundlePath}${PAGEFIND_SHARDS_FILE}`
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Pagefind's list of shards could not be loaded: ${response.status} from ${url}`)
  return (await response.json()) as PagefindShards
}

export interface PagefindClientOptions {
  /** Where the bundle is (the first shard); by default PAGEFIND_PATH, where pagefind.js is loaded from. */
  basePath?: string
  /** The bundle's shards (loadShards); by default one, the bundle's own folder. */
  shards?: Promise<PagefindShards>
}

/**
 * `options` are set once, with PAGEFIND_OPTIONS: Pagefind keeps only the last set before its first
 * search. The shards after the first are merged into the searches (Pagefind's `mergeIndex`: their
 * pages ranked together, each with the first's WebAssembly), and the first search waits for them.
 */
export async function createPagefindSearchClient(
  pagefind: PagefindApi,
  options: PagefindClientOptions = {},
): Promise<PagefindSearchClient> {
  const { basePath, shards = Promise.resolve({ folders: [''] }) } = options
  await pagefind.options({ ...PAGEFIND_OPTIONS, ...(basePath ? { basePath } : {}) })
  // Starts loading the WebAssembly and the index's entry, without waiting for them: the box is
  // there to type in meanwhile, and the first search waits for them (a letter alone searches nothing).
  await pagefind.init()
  const { excerptLength, excerptEllipsis } = PAGEFIND_OPTIONS
  const merged = shards.then(async ({ folders }) => {
    if (folders.length === 1) return
    // Pagefind merges once the first shard's WebAssembly is there, and waits for it without end if
    // it failed to load; an empty search waits for the first shard too, but fails with its error.
    await pagefind.search('')
    await Promise.all(
      folders.slice(1).map((folder) => pagefind.mergeIndex(`${basePath ?? PAGEFIND_PATH}${folder}`, { excerptLength, excerptEllipsis })),
    )
  })
  // Awaited by the first search; until then a failure is not unhandled.
  merged.catch(() => undefined)
  const search: PagefindApi['search'] = async (term, searchOptions) => {
    await merged
    return pagefind.search(term, searchOptions)
  }
  const rank = latestOnly(rankings({ ...pagefind, search }))
  return { search: async (requests) => ({ results: await Promise.all(requests.map((r) => pagefindSearch(pagefind, r, rank))) }) }
}
