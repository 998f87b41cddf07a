import { lazyIsland } from '../hydration/lazy-island'

/**
 * The search button in the supplementary bar (SPEC 2.8). Its code (the shortcuts, the prefetch,
 * the overlay's loading state) is a chunk of its own, fetched while the page hydrates, so no
 * page's initial JavaScript carries it (docs/search.md, "Loaded on use").
 */
export const LazySearchButton = lazyIsland(() => import('./SearchButton').then((m) => m.SearchButton))
