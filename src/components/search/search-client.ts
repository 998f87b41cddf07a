import type { SearchClient } from 'instantsearch.js'
import type { SearchBackend } from '../../lib/search/backend'
import type { PagefindApi } from '../../lib/search/pagefind-client'
import { buildBackend } from './build-backend'

/**
 * The `searchClient` react-instantsearch talks to (docs/search.md): Algolia's lite client
 * when the build has a search key, else the Pagefind client over Pagefind's own script and the
 * index the build wrote. This module, Pagefind's script or the lite client, and the index are loaded
 * only when search is used.
 */
export interface ConfiguredClient {
  client: SearchClient
  indexName: string
}

export async function createSearchClient(backend: SearchBackend = buildBackend()): Promise<ConfiguredClient> {
  return { client: await clientFor(backend), indexName: backend.kind === 'algolia' ? backend.indexName : 'pagefind' }
}

async function clientFor(backend: SearchBackend): Promise<SearchClient> {
  if (backend.kind === 'algolia') {
    const { liteClient } = await import('algoliasearch/lite')
    const host = backend.host ? new URL(backend.host) : null
    const hosts = host
      ? [
          {
            url: host.hostname,
            port: host.port ? Number(host.port) : undefined,
            protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const),
            accept: 'read' as const,
          },
        ]
      : undefined
    return liteClient(backend.appId, backend.searchKey, hosts ? { hosts } : undefined)
  }
  const [{ createPagefindSearchClient }, pagefind] = await Promise.all([
    import('../../lib/search/pagefind-client'),
    // Pagefind's own script, written by the build beside its index: the browser loads it as it is
    // (an ES module), so webpack leaves this import alone.
    import(/* webpackIgnore: true */ `${backend.bundlePath}pagefind.js`) as Promise<PagefindApi>,
  ])
  // The client answers with Algolia's response shape (src/lib/search/pagefind-client.ts); Pagefind
  // starts loading its WebAssembly and the index's metadata now, and the first search waits for them.
  return createPagefindSearchClient(pagefind, { basePath: backend.bundlePath })
}
