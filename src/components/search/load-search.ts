import { useEffect, useState } from 'react'
import type { LoadedSearch } from './loaded-search'

let pending: Promise<LoadedSearch> | null = null

/**
 * Loads the search code and its client once (docs/search.md, "Loaded on use": never in a page's
 * initial JavaScript). The widgets and the client load side by side, so Pagefind's script,
 * WebAssembly and index metadata (or Algolia's client) come while the widgets' larger chunk
 * does. Hovering or focusing the search button starts it, so the overlay usually opens ready; a
 * failed load is forgotten, so the next attempt tries again.
 */
export function loadSearch(): Promise<LoadedSearch> {
  pending ??= Promise.all([import('./search-entry'), import('./search-client').then((m) => m.createSearchClient())])
    .then(([entry, client]) => entry.loadSearchUi(client))
    .catch((err: unknown) => {
      pending = null
      throw err
    })
  return pending
}

/**
 * The search code for a component that shows it, loaded after the first render once `wanted`:
 * null until then and while it loads, 'failed' when it could not (the overlay and /search say so).
 */
export function useLoadedSearch(wanted = true): LoadedSearch | 'failed' | null {
  const [search, setSearch] = useState<LoadedSearch | 'failed' | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    loadSearch().then(
      (loaded) => live && setSearch(loaded),
      () => live && setSearch('failed'),
    )
    return () => {
      live = false
    }
  }, [wanted])
  return search
}
