import { PAGEFIND_PATH } from './pagefind-pages'

/**
 * What the browser's search talks to (docs/search.md): Algolia with the public search key
 * when it is configured, else the Pagefind bundle the build wrote to public/. Only the search code
 * reads it (it is compiled into the search chunk, src/components/search/build-backend.ts), never a page's
 * first JavaScript.
 */
export type SearchBackend =
  { kind: 'algolia'; appId: string; searchKey: string; indexName: string; host: string | null } | { kind: 'pagefind'; bundlePath: string }

export function searchBackend(algolia: { appId: string; searchKey: string; indexName: string; host?: string } | undefined): SearchBackend {
  return algolia
    ? { kind: 'algolia', appId: algolia.appId, searchKey: algolia.searchKey, indexName: algolia.indexName, host: algolia.host ?? null }
    : { kind: 'pagefind', bundlePath: PAGEFIND_PATH }
}

/** SPEC 9.3: 5 hits per page, in the overlay and on /search. */
export const HITS_PER_PAGE = 5
