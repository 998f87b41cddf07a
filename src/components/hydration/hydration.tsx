import React, { useEffect, useRef, useState } from 'react'
import { createHydrationTracker, type HydrationTracker } from '../../lib/hydration/hydration-mark'
import { endFirstHydration } from './Static'

let tracker: HydrationTracker | undefined
/** The page's tracker, made on first use in the browser (effects never run on the server). */
function pageTracker(): HydrationTracker {
  tracker ??= createHydrationTracker(document.documentElement)
  return tracker
}

/**
 * Rendered once, at the top of the tree: its effect runs after every effect below it has. From
 * then on, a static part mounted (a client-side navigation) renders its content (Static.tsx).
 */
export function RootHydrationMark(): null {
  useEffect(() => {
    endFirstHydration()
    pageTracker().rootHydrated()
  }, [])
  return null
}

/** Inside a part's boundary: its effect runs once the part's content is hydrated. */
function PartHydrated({ part }: { part: object }): null {
  useEffect(() => pageTracker().partHydrated(part), [part])
  return null
}

/**
 * For a part that hydrates on its own (a Suspense boundary): `<html data-hydrated>` waits for it.
 * The hook is called outside the boundary; `mark` goes inside it, beside the part's content.
 */
export function useHydrationPart(): { mark: React.JSX.Element } {
  const part = useRef<object>({}).current
  useEffect(() => {
    pageTracker().partWaiting(part)
    return () => pageTracker().partGone(part)
  }, [part])
  return { mark: <PartHydrated part={part} /> }
}

/**
 * Whether this component's code is running: false on the server and in the first render (so the
 * hydrated HTML matches the server's), true from its first effect on. A control painted before
 * its code renders `data-hydrated` from it, for the early-click and consent head scripts.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
