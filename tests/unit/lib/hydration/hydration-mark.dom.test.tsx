import { render, waitFor } from '@testing-library/react'
import React, { Suspense } from 'react'
import { HydrationBoundary } from '../../../../src/components/hydration/HydrationBoundary'
import { RootHydrationMark } from '../../../../src/components/hydration/hydration'
import { createHydrationTracker, isHydrated } from '../../../../src/lib/hydration/hydration-mark'

// Issue 29, "Try Preact": the page's one hydration mark, the same whatever renders the page, for
// the early-click and consent head scripts and the tests (docs/architecture.md, "Hydration mark").
describe('hydration mark', () => {
  it('marks <html> once the root and every part waited for are hydrated, in either order', () => {
    const html = document.createElement('html')
    const tracker = createHydrationTracker(html)
    const header = {}
    const main = {}
    tracker.partWaiting(header)
    tracker.rootHydrated()
    // A part whose content commits with its boundary (no selective hydration) reports first.
    tracker.partHydrated(main)
    tracker.partWaiting(main)
    expect(isHydrated(html)).toBe(false)
    tracker.partHydrated(header)
    expect(isHydrated(html)).toBe(true)
    // A part of the next page, rendered after a navigation, waits again until its content runs.
    const next = {}
    tracker.partWaiting(next)
    expect(isHydrated(html)).toBe(false)
    tracker.partGone(next)
    expect(isHydrated(html)).toBe(true)
  })

  it('is not there before the root is hydrated', () => {
    const html = document.createElement('html')
    const tracker = createHydrationTracker(html)
    tracker.partHydrated({})
    expect(isHydrated(html)).toBe(false)
    tracker.rootHydrated()
    expect(isHydrated(html)).toBe(true)
  })

  it('waits, on the page, for a part whose code has not arrived', async () => {
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const Later = React.lazy(async () => {
      await arrived
      return { default: () => <button type="button">Search</button> }
    })
    const { findByRole } = render(
      <Suspense fallback={null}>
        <HydrationBoundary>
          <p>Header</p>
        </HydrationBoundary>
        <HydrationBoundary>
          <Later />
        </HydrationBoundary>
        <RootHydrationMark />
      </Suspense>,
    )
    // Long enough for every effect to have run (Preact runs them after a frame, or 100 ms without one).
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(isHydrated(document.documentElement)).toBe(false)
    arrive()
    await findByRole('button', { name: 'Search' })
    await waitFor(() => expect(isHydrated(document.documentElement)).toBe(true))
  })
})
