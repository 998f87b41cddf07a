import type { SearchClient } from 'instantsearch.js'
import type { SearchBackend } from '../../lib/search/backend'
import { buildBackend } from './backend'

/**
 * The `searchClient` react-instantsearch talks to (docs/search.md): Algolia's lite client
 * when the build has a search key, else the local client over the index file the build wrote.
 * This module, the term index or the lite client, and the index file are loaded only when search is used.
 */
export async function createSearchClient(backend: SearchBackend = buildBackend()): Promise<{ client: SearchClient; indexName: string }> {
  return { client: await clientFor(backend), indexName: backend.kind === 'algolia' ? backend.indexName : 'local' }
}

async function clientFor(backend: SearchBackend): Promise<SearchClient> {
  if (backend.kind === 'algolia') {
    const { liteClient } = await import('algoliasearch/lite')
    const host = backend.host ? new URL(backend.host) : null
    const hosts = host
      ? [{ url: host.hostname, port: host.port ? Number(host.port) : undefined, protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const), accept: 'read' as const }]
      : undefined
    return liteClient(backend.appId, backend.searchKey, hosts ? { hosts } : undefined) as unknown as SearchClient
  }
  const [{ loadLocalIndex }, { createLocalSearchClient }, response] = await Promise.all([
    import('../../lib/search/term-index'),
    import('../../lib/search/local-client'),
    fetch(backend.indexPath),
  ])
  if (!response.ok) throw new Error(`The search index ${backend.indexPath} could not be loaded (status ${response.status})`)
  const index = loadLocalIndex(await response.text())
  // The local client answers with Algolia's response shape (src/lib/search/local-client.ts); its own
  // types are narrower than InstantSearch's generic SearchClient, hence the cast.
  return createLocalSearchClient(index) as unknown as SearchClient
}
