import type React from 'react'
import type { PageSearchTakeover } from './PageSearchView'

/**
 * Search once loaded: the overlay's panel and /search's results, each bound to a ready client
 * (src/components/search/search-entry.tsx). Only this type is known up front: load-search.ts
 * loads the code that makes it, search-entry.tsx makes it, and neither imports the other's module.
 */
export type LoadedSearch = {
  /** `query`: what the visitor typed before the box was there, which the box starts with. */
  Overlay: (props: { close: () => void; query?: string }) => React.JSX.Element
  ResultsPage: (props: PageSearchTakeover) => React.JSX.Element
}
