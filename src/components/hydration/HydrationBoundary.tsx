import React, { Suspense, useEffect, useState } from 'react'
import { settleHydrationTurn, takeHydrationTurn, useHydrationPart, type HydrationTurn } from './hydration'

/**
 * A part of the page that hydrates on its own, in a task of its own after the root's
 * (takeHydrationTurn), instead of in one long task with everything else: Preact hydrates a tree in
 * one synchronous pass, so the part suspends until its turn. A Suspense boundary the server renders
 * complete, so its fallback never shows. **Its content is one element**: a suspended part keeps the
 * build's HTML of its first element only, and Preact would remove the others. A click on a control
 * of a part not yet hydrated is kept by the early-click head script (src/lib/hydration/early-clicks.ts)
 * until the control's code runs. `<html data-hydrated>` waits for every part
 * (src/lib/hydration/hydration-mark.ts).
 */
export function HydrationBoundary({
  children,
  pending,
}: {
  children: React.ReactNode
  /** What the content still waits for (a lazy island's chunk), or null once it is there. */
  pending?: () => Promise<unknown> | null
}): React.JSX.Element {
  const { mark } = useHydrationPart()
  const [turn] = useState(takeHydrationTurn)
  useEffect(() => () => settleHydrationTurn(turn), [turn])
  return (
    <Suspense fallback={null}>
      <InItsTurn turn={turn}>
        <WhenReady pending={pending}>
          {mark}
          {children}
        </WhenReady>
      </InItsTurn>
    </Suspense>
  )
}

/** Waits for the part's turn in the first hydration (suspending keeps the build's HTML), then renders it. */
function InItsTurn({ turn, children }: { turn: HydrationTurn | null; children: React.ReactNode }): React.JSX.Element {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a promise, for the Suspense boundary above
  if (turn && !turn.done) throw turn.promise
  return (
    <>
      <TurnTaken turn={turn} />
      {children}
    </>
  )
}

/**
 * Renders the part's content, and its hydration mark, only once nothing is pending. The mark is
 * inside: Preact goes on with a suspended child's siblings, so a mark beside a lazily loaded
 * component would report the part hydrated while its chunk is still on the way.
 */
function WhenReady({ pending, children }: { pending?: () => Promise<unknown> | null; children: React.ReactNode }): React.JSX.Element {
  const waiting = pending?.()
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a promise, for the Suspense boundary above
  if (waiting) throw waiting
  return <>{children}</>
}

function TurnTaken({ turn }: { turn: HydrationTurn | null }): null {
  useEffect(() => settleHydrationTurn(turn), [turn])
  return null
}
