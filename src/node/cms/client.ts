import { site } from '../../config/site-config'
import { LruCache } from '../../lib/util/lru-cache'
import { stableJson } from '../../lib/util/stable-json'
import type { CmsDataError } from './errors'
import { QUERIES } from './queries'
import { resolveReferences, type CmsDocument } from './resolve-references'

export type QueryParams = Record<string, unknown>

/**
 * How a query reaches the content: Sanity's HTTP API or the embedded dataset. A transport returns
 * the raw `result` of one GROQ query and throws `CmsFetchError` when the service fails.
 */
export interface CmsTransport {
  fetch<T>(query: string, params: QueryParams): Promise<T>
}

/** The one way build code reads the CMS (docs/architecture.md, the data flow). */
export interface CmsClient {
  /** Runs a GROQ query with `$`-parameters and returns its result with every reference resolved. */
  query<T>(groq: string, params?: QueryParams): Promise<T>
}

interface CmsClientOptions {
  cacheSize?: number
  maxReferenceRounds?: number
  /** Reports each reference to a missing document (it becomes null) instead of failing the query. */
  onDanglingReference?: (problem: CmsDataError) => void
}

/**
 * SPEC 7.1–7.2: results are cached in memory by query plus parameters in an LRU cache of 100
 * entries, and references are resolved with `*[_id in $unresolved]`. The cache holds the pending
 * promise, so the same query asked twice at once reaches the service once; a failure is not cached.
 * Results are shared between callers: treat them as read-only.
 */
export function createCmsClient(transport: CmsTransport, options: CmsClientOptions = {}): CmsClient {
  const cache = new LruCache<string, Promise<unknown>>(options.cacheSize ?? site.cms.cacheSize)
  const maxRounds = options.maxReferenceRounds ?? site.cms.maxReferenceRounds
  const fetchByIds = (ids: string[]) => transport.fetch<CmsDocument[]>(QUERIES.unresolved, { unresolved: ids })

  return {
    query<T>(groq: string, params: QueryParams = {}): Promise<T> {
      const key = stableJson([groq, params])
      const cached = cache.get(key)
      if (cached) return cached as Promise<T>
      const pending = transport
        .fetch<T>(groq, params)
        .then((result) => resolveReferences(result, fetchByIds, maxRounds, options.onDanglingReference))
      pending.catch(() => cache.delete(key))
      cache.set(key, pending)
      return pending
    },
  }
}
