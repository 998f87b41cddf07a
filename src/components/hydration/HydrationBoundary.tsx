import React, { Suspense } from 'react'
import { useHydrationPart } from './hydration'

/**
 * A part of the page that React hydrates on its own, after the rest and in slices of a few
 * milliseconds between other work, instead of in one long task with everything else: a Suspense
 * boundary the server renders complete, so its fallback never shows (docs/landing-pages.md,
 * "Speed"). A click inside a part not yet hydrated hydrates it at once and is not lost. What sits
 * above a boundary must not change its context values on mount (see ConsentProvider): that would
 * make React hydrate every boundary at once again. `<html data-hydrated>` waits for every part
 * (src/lib/hydration/hydration-mark.ts).
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { mark } = useHydrationPart()
  return (
    <Suspense fallback={null}>
      {mark}
      {children}
    </Suspense>
  )
}
