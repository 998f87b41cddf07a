import { createClient } from '@sanity/client'
import type { SanitySettings } from '../../config/site-config'
import type { CmsTransport, QueryParams } from './client'
import { CmsFetchError } from './errors'

function statusOf(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown })?.statusCode
  return typeof status === 'number' ? status : undefined
}

/**
 * Sanity's HTTP API through @sanity/client (https://www.sanity.io/docs/js-client): the published
 * perspective, so drafts never reach a build, and no CDN, so a build right after a publish sees it.
 */
export function createSanityTransport(settings: SanitySettings, { maxRetries = 2, drafts = false } = {}): CmsTransport {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: false,
    // Drafts only for `npm run preview` (docs/publishing.md); needs a token that may read them.
    perspective: drafts ? 'drafts' : 'published',
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
    timeout: settings.timeoutMs ?? 30_000,
    maxRetries,
    retryDelay: (attempt: number) => 250 * 2 ** attempt,
  })
  return {
    async fetch<T>(query: string, params: QueryParams): Promise<T> {
      try {
        return await client.fetch<T>(query, params)
      } catch (err) {
        const status = statusOf(err)
        throw new CmsFetchError(status === undefined ? (err as Error).message || String(err) : `status ${status}`, status)
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
