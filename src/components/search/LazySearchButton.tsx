import React from 'react'
import { HydrationBoundary } from '../hydration/HydrationBoundary'
import { preloadOnServer } from '../hydration/server-preload'

type SearchButtonType = typeof import('./SearchButton').SearchButton
const load = (): Promise<{ default: SearchButtonType }> => import('./SearchButton').then((m) => ({ default: m.SearchButton }))
const SearchButton = React.lazy(load)
/** The build renders the button itself, in place (server-preload.ts). */
const serverSearchButton = preloadOnServer(load)

/**
 * The search button in the supplementary bar (SPEC 2.8). Its code (the shortcuts, the prefetch,
 * the overlay's loading state) is a chunk of its own, fetched while the page hydrates, so no
 * page's initial JavaScript carries it (docs/search.md, "Loaded on use"). The build renders the
 * button, so the HTML holds it; in the browser the boundary keeps that markup until the
 * chunk has arrived, then hydrates it. Memoised, so a re-render of the bar (a client-side
 * navigation) does not reach a boundary still waiting for its chunk, which React would otherwise
 * render again from its fallback.
 */
export const LazySearchButton = React.memo(function LazySearchButton({ className }: { className?: string }): React.JSX.Element {
  const ServerSearchButton = serverSearchButton()?.default
  return <HydrationBoundary>{ServerSearchButton ? <ServerSearchButton className={className} /> : <SearchButton className={className} />}</HydrationBoundary>
})
