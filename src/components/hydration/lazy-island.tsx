import React from 'react'
import { HydrationBoundary } from './HydrationBoundary'
import { preloadOnServer } from './server-preload'

/**
 * An island whose code is a chunk of its own, not in any page's initial JavaScript (docs/architecture.md,
 * "Hydrating less"): the build renders it in place (preloadOnServer), so the HTML holds it and it
 * works as plain HTML (a link, a form that posts) before its code runs; in the browser its boundary
 * keeps that markup until the chunk has arrived, then hydrates it, and `<html data-hydrated>` waits
 * for that. If the chunk cannot load, the markup stays as built, plain HTML that still works, and
 * the island mounted next (after an in-app navigation) loads it again.
 * Memoised, so a re-render of its parent (a client-side navigation) does not reach a boundary still
 * waiting for its chunk, which would otherwise render again from its fallback.
 */
export function lazyIsland<P extends object>(load: () => Promise<React.FunctionComponent<P>>): React.FunctionComponent<P> {
  const built = preloadOnServer(load)
  let loaded: React.FunctionComponent<P> | undefined
  let loading: Promise<void> | undefined
  const pending = (): Promise<void> | null => {
    if (built() ?? loaded) return null
    loading ??= load().then(
      (component) => void (loaded = component),
      () => {
        // This part keeps the build's HTML (a promise that never settles); the next one mounted tries again.
        loading = undefined
        return new Promise<void>(() => undefined)
      },
    )
    return loading
  }
  function Island(props: P): React.JSX.Element {
    const Component = (built() ?? loaded) as React.FunctionComponent<P>
    return <Component {...props} />
  }
  return React.memo(function LazyIsland(props: P): React.JSX.Element {
    return (
      <HydrationBoundary pending={pending}>
        <Island {...props} />
      </HydrationBoundary>
    )
  })
}
