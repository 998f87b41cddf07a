import React from 'react'
import { HydrationBoundary } from './HydrationBoundary'
import { preloadOnServer } from './server-preload'

/**
 * An island whose code is a chunk of its own, not in any page's initial JavaScript (docs/architecture.md,
 * "Hydrating less"): the build renders it in place (preloadOnServer), so the HTML holds it and it
 * works as plain HTML (a link, a form that posts) before its code runs; in the browser its boundary
 * keeps that markup until the chunk has arrived, then hydrates it. Memoised, so a re-render of its
 * parent (a client-side navigation) does not reach a boundary still waiting for its chunk, which
 * would otherwise render again from its fallback.
 */
export function lazyIsland<P extends object>(load: () => Promise<React.FunctionComponent<P>>): React.FunctionComponent<P> {
  const loadModule = (): Promise<{ default: React.FunctionComponent<P> }> => load().then((component) => ({ default: component }))
  // React.lazy types its component's props through PropsWithRef, which a generic P cannot satisfy; it takes P as given.
  const Lazy = React.lazy(loadModule) as unknown as React.FunctionComponent<P>
  const builtModule = preloadOnServer(loadModule)
  return React.memo(function LazyIsland(props: P): React.JSX.Element {
    const Built = builtModule()?.default
    return <HydrationBoundary>{Built ? <Built {...props} /> : <Lazy {...props} />}</HydrationBoundary>
  })
}
