import React, { Suspense } from 'react'

const SearchButton = React.lazy(() => import('./SearchButton').then((m) => ({ default: m.SearchButton })))

/**
 * The search button in the supplementary bar (SPEC 2.8). Its code (the shortcuts, the prefetch,
 * the overlay's loading state) is a chunk of its own, fetched while the page hydrates, so no
 * page's initial JavaScript carries it (docs/search.md, "Loaded on use"). The build waits for the
 * chunk, so the HTML holds the button; in the browser the Suspense boundary keeps that markup
 * until the chunk has arrived, then hydrates it. Memoised, so a re-render of the bar (a client-side
 * navigation) does not reach a boundary still waiting for its chunk, which React would otherwise
 * render again from its fallback.
 */
export const LazySearchButton = React.memo(function LazySearchButton({ className }: { className?: string }): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <SearchButton className={className} />
    </Suspense>
  )
})
