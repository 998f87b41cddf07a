import { type PagefindFragment, type PagefindResultData, resultData } from './pagefind-excerpt'
import { decodeMeta, IndexChunk, type PagefindMeta, unzipPagefindFile } from './pagefind-format'
import { PAGEFIND_PATH } from './pagefind-pages'
import { chunksFor, queryTerms, rankIndex, type IndexRanking, type LoadedIndex } from './pagefind-ranking'

/*
 * The site's search over Pagefind's index (docs/search.md, "Ranking"): the browser fetches what a
 * query needs (the index's entry and metadata when search opens, the index chunks of the words
 * typed, the fragments of the hits shown) and ranks the pages itself (pagefind-ranking.ts), so
 * neither Pagefind's script nor its WebAssembly is loaded. The files are Pagefind's own layout,
 * one index of every page (src/node/search/pagefind-merge.ts).
 */

/** A ranked page: its fragment's name, its score, and its data, loaded when asked for. */
export interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindResultData>
}

/** A query's matching pages, best first: how many, and those of a page of results (an array is one). */
export interface PagefindRanking {
  readonly length: number
  slice(from: number, to: number): PagefindResult[]
}

/** What the search needs of the index: every matching page of a query, best first. */
export interface PagefindSearcher {
  search(query: string): Promise<PagefindRanking>
}

export interface PagefindReaderOptions {
  /** Where the index is: PAGEFIND_PATH by default. */
  basePath?: string
  /** Words of an excerpt: Pagefind's 30 by default. */
  excerptLength?: number
  /** What marks text cut off around an excerpt (Pagefind's default: none). */
  ellipsis?: string
  /** Fetches a file of the index: `fetch` by default. */
  fetchFile?: (url: string) => Promise<Response>
}

/** Pagefind's entry (`pagefind-entry.json`): its version, and the index of each language. */
interface PagefindEntry {
  version: string
  languages: Record<string, { hash: string; page_count: number } | undefined>
  include_characters?: string[]
}

/** The language the site is indexed in (src/node/search/pagefind-index.mjs: forceLanguage). */
const LANGUAGE = 'en'

/** A promise kept until it fails: a file that failed to load is fetched again next time. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key)
  if (known) return known
  const loading = load()
  cache.set(key, loading)
  loading.catch(() => cache.get(key) === loading && cache.delete(key))
  return loading
}

/**
 * Opens the index: starts fetching its entry and metadata at once (search is opening), and
 * answers queries once they are there. A file that failed to load is fetched again by the next
 * search, the entry and metadata too, so search recovers when the network does.
 */
export function openPagefindIndex(options: PagefindReaderOptions = {}): PagefindSearcher {
  const { basePath = PAGEFIND_PATH, excerptLength = 30, ellipsis = '', fetchFile = (url: string) => fetch(url) } = options
  const get = async (url: string): Promise<Response> => {
    const response = await fetchFile(url)
    if (!response.ok) throw new Error(`Pagefind's index could not be loaded: ${response.status} from ${url}`)
    return response
  }
  const gzipped = async (url: string): Promise<Uint8Array> => unzipPagefindFile(await get(url), url)

  const chunks = new Map<string, IndexChunk>()
  const loading = new Map<string, Promise<void>>()
  const fragments = new Map<string, Promise<PagefindFragment>>()
  const opening = new Map<string, Promise<LoadedIndex & { keep: string[] }>>()
  const open = () =>
    remembered(opening, basePath, async () => {
      const entry = (await (await get(`${basePath}pagefind-entry.json`)).json()) as PagefindEntry
      const language = entry.languages[LANGUAGE]
      if (!language) throw new Error(`Pagefind's index at ${basePath} has no '${LANGUAGE}' index (version ${entry.version})`)
      const meta: PagefindMeta = decodeMeta(await gzipped(`${basePath}pagefind.${language.hash}.pf_meta`))
      return { meta, keep: entry.include_characters ?? [], chunk: (hash: string) => chunks.get(hash) }
    })
  // Begun now; awaited by the first search, and begun again by the next if it failed.
  open().catch(() => undefined)
  const load = (hash: string) =>
    remembered(loading, hash, async () => {
      chunks.set(hash, new IndexChunk(await gzipped(`${basePath}index/${hash}.pf_index`)))
    })
  const fragment = (hash: string) =>
    remembered(
      fragments,
      hash,
      async () => JSON.parse(new TextDecoder().decode(await gzipped(`${basePath}fragment/${hash}.pf_fragment`))) as PagefindFragment,
    )

  return {
    async search(query) {
      const index = await open()
      const terms = queryTerms(query, index.keep)
      const hashes = new Set(terms.flatMap((term) => chunksFor(index.meta.chunks, term).map((c) => c.hash)))
      await Promise.all([...hashes].map(load))
      const ranking: IndexRanking = rankIndex(index, terms)
      return {
        length: ranking.length,
        slice(from, to) {
          return Array.from(ranking.best(to).subarray(from), (page) => {
            const { hash } = index.meta.pages[page] as { hash: string }
            return {
              id: hash,
              score: ranking.score(page),
              data: async () => resultData(await fragment(hash), ranking.locations(page), excerptLength, ellipsis),
            }
          })
        },
      }
    },
  }
}
