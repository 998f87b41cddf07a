import React, { useEffect, useRef, useState } from 'react'
import { createHydrationTracker, type HydrationTracker } from '../../lib/hydration/hydration-mark'
import { endFirstHydration, isFirstHydration } from './Static'

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
    rootDone = true
    endFirstHydrationWhenDone()
    pageTracker().rootHydrated()
  }, [])
  return null
}

/**
 * A part's turn in the page's first hydration (HydrationBoundary): each part hydrates in a task of
 * its own, after the root's, so no single task hydrates the whole page. Preact hydrates a tree in
 * one synchronous pass; a part that suspends keeps the build's HTML (its one element) and resumes
 * when its turn comes. `done` once its task has started.
 */
export interface HydrationTurn {
  done: boolean
  promise: Promise<void>
  /** The part has hydrated or gone: it no longer holds back the end of the first hydration. */
  settled: boolean
}

let rootDone = false
/** Turns taken in the first hydration whose part has not hydrated (or gone) yet. */
let turnsPending = 0

/** Static parts keep the build's HTML until the root and every part taking a turn have hydrated. */
function endFirstHydrationWhenDone(): void {
  if (rootDone && turnsPending === 0) endFirstHydration()
}

/** A turn for a part rendered in the page's first hydration; null afterwards (it renders at once). */
export function takeHydrationTurn(): HydrationTurn | null {
  if (typeof window === 'undefined' || !isFirstHydration()) return null
  turnsPending++
  const turn: HydrationTurn = { done: false, settled: false, promise: Promise.resolve() }
  turn.promise = new Promise((resolve) =>
    setTimeout(() => {
      turn.done = true
      resolve()
    }, 0),
  )
  return turn
}

/** The part holding `turn` has hydrated or is gone. */
export function settleHydrationTurn(turn: HydrationTurn | null): void {
  if (!turn || turn.settled) return
  turn.settled = true
  turnsPending--
  endFirstHydrationWhenDone()
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
