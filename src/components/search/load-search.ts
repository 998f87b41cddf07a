/** Everything search needs in the browser: the widgets' module and a ready client. */
export type LoadedSearch = {
  ui: typeof import('./SearchUi')
  client: import('instantsearch.js').SearchClient
  indexName: string
}

let pending: Promise<LoadedSearch> | null = null

/**
 * Loads the search code and its client once (docs/search.md: never in a page's initial
 * JavaScript). Hovering or focusing the search button starts it, so the overlay usually opens
 * ready; a failed load is forgotten, so the next attempt tries again.
 */
export function loadSearch(): Promise<LoadedSearch> {
  pending ??= Promise.all([import('./SearchUi'), import('./search-client').then((m) => m.createSearchClient())]).then(
    ([ui, { client, indexName }]) => ({ ui, client, indexName }),
    (err: unknown) => {
      pending = null
      throw err
    },
  )
  return pending
}
