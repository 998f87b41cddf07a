import { createClient } from '@sanity/client'
import type { SanitySettings } from '../../config/site-config'
import type { CmsTransport, QueryParams } from './client'
import { CmsFetchError } from './errors'

/** Sanity answers GET queries up to this URL length; a longer one is sent as a POST, as @sanity/client does. */
const MAX_GET_URL = 11_264

/** Worth another attempt: no answer, a rate limit or a server error (a 4xx other than 429 will not change). */
const retryable = (status: number | undefined): boolean => status === undefined || status === 429 || status >= 500

/** The query URL and, for a long query, the POST body (https://www.sanity.io/docs/http-query). */
export function queryRequest(
  settings: SanitySettings,
  query: string,
  params: QueryParams,
  drafts: boolean,
): { url: string; body?: string } {
  const host = settings.apiHost ?? `https://${settings.projectId}.api.sanity.io`
  const url = new URL(`${host}/v${settings.apiVersion}/data/query/${settings.dataset}`)
  // Drafts only for `npm run preview` (docs/publishing.md); needs a token that may read them.
  url.searchParams.set('perspective', drafts ? 'drafts' : 'published')
  const get = new URL(url)
  get.searchParams.set('query', query)
  // SPEC 7.1: one '$'-parameter per variable, its value JSON-encoded.
  for (const [name, value] of Object.entries(params)) get.searchParams.set(`$${name}`, JSON.stringify(value))
  if (get.href.length <= MAX_GET_URL) return { url: get.href }
  return { url: url.href, body: JSON.stringify({ query, params }) }
}

/**
 * Sanity's HTTP query API (https://www.sanity.io/docs/http-query), published perspective so
 * drafts never reach a build, no CDN so a build right after a publish sees it. SPEC 7.1: any
 * status other than 200 fails with 'Sanity fetch failed', and `result` is read. A plain `fetch`
 * rather than @sanity/client's `fetch`: the client takes every status below 400 as success (a 204
 * or a 3xx from a proxy would become an empty result), and its only hook on the response is the
 * deprecated `requester` option. No answer within the time-out, a 429 or a 5xx is tried again
 * (`maxRetries` times, 250 ms doubling), as the client did.
 */
export function createSanityTransport(settings: SanitySettings, { maxRetries = 2, drafts = false } = {}): CmsTransport {
  const timeoutMs = settings.timeoutMs ?? 30_000
  const headers: Record<string, string> = { accept: 'application/json' }
  if (settings.token) headers.authorization = `Bearer ${settings.token}`

  async function once<T>(query: string, params: QueryParams): Promise<T> {
    const { url, body } = queryRequest(settings, query, params, drafts)
    let response: Response
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      const cause = err as Error
      throw new CmsFetchError(cause.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : cause.message || String(err))
    }
    if (response.status !== 200) {
      await response.body?.cancel()
      throw new CmsFetchError(`status ${response.status}`, response.status)
    }
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      throw new CmsFetchError('the answer is not JSON', 200)
    }
    if (!answer || typeof answer !== 'object' || !('result' in answer)) throw new CmsFetchError('no result in the answer', 200)
    return (answer as { result: T }).result
  }

  return {
    async fetch<T>(query: string, params: QueryParams): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await once<T>(query, params)
        } catch (err) {
          if (attempt >= maxRetries || !(err instanceof CmsFetchError) || !retryable(err.status) || err.status === 200) throw err
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt))
        }
      }
    },
  }
}

/**
 * Preview only: Sanity's real-time listener (drafts included, with the token) calls `onChange` on
 * every mutation; the caller reloads the content. Returns a function that stops listening.
 */
export function listenForChanges(settings: SanitySettings, onChange: () => void): () => void {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: false,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
  const subscription = client
    .listen('*[!(_id in path("_.**"))]', {}, { includeResult: false, visibility: 'query' })
    .subscribe({ next: onChange, error: (err: Error) => console.error(`Preview: the Sanity listener stopped: ${err.message}`) })
  return () => subscription.unsubscribe()
}
