import { act, fireEvent, render } from '@testing-library/react'
import React, { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from '../../../helpers/next-task'

// The build's HTML is on the page before the code runs, as in the browser (Static.tsx reads it once).
const BUILT = '<header><p>Header</p></header><form><button type="submit">Built</button></form>'
document.body.innerHTML = `<div id="___gatsby">${BUILT}</div>`
type HydrationModule = typeof import('../../../../src/components/hydration/hydration')
type BoundaryModule = typeof import('../../../../src/components/hydration/HydrationBoundary')
type IslandModule = typeof import('../../../../src/components/hydration/lazy-island')
type MarkModule = typeof import('../../../../src/lib/hydration/hydration-mark')
/* eslint-disable @typescript-eslint/no-require-imports -- after the page above, which an import would precede */
const { RootHydrationMark } = require('../../../../src/components/hydration/hydration') as HydrationModule
const { HydrationBoundary } = require('../../../../src/components/hydration/HydrationBoundary') as BoundaryModule
const { lazyIsland } = require('../../../../src/components/hydration/lazy-island') as IslandModule
const { isHydrated } = require('../../../../src/lib/hydration/hydration-mark') as MarkModule
/* eslint-enable @typescript-eslint/no-require-imports */

let arrive: () => void = () => undefined
const arrived = new Promise<void>((resolve) => (arrive = resolve))
function Form(): React.JSX.Element {
  const [label, setLabel] = useState('Built')
  return (
    <form onSubmit={(event) => (event.preventDefault(), setLabel('Posted by its code'))}>
      <button type="submit">{label}</button>
    </form>
  )
}
const LazyForm = lazyIsland(async () => {
  await arrived
  return Form
})

// docs/architecture.md, "Hydration mark": <html data-hydrated> waits for every part, a lazy island's
// included. Preact goes on with a suspended child's siblings, so a mark beside the island's content
// said the page was hydrated while the island was still the build's plain form (a newsletter sign-up
// in the end-to-end tests posted natively, without its A/B variations).
describe('lazyIsland', () => {
  const container = document.getElementById('___gatsby') as HTMLElement

  it("keeps the build's HTML until its chunk arrives, and <html data-hydrated> waits for it", async () => {
    act(() => {
      hydrateRoot(
        container,
        <>
          <RootHydrationMark />
          <HydrationBoundary>
            <header>
              <p>Header</p>
            </header>
          </HydrationBoundary>
          <LazyForm />
        </>,
      )
    })
    // Every part has had its turn; the island's chunk has not arrived.
    for (let i = 0; i < 5; i++) await act(nextTask)
    expect(container.innerHTML).toBe(BUILT)
    expect(isHydrated(document.documentElement)).toBe(false)

    await act(async () => {
      arrive()
      await arrived
      for (let i = 0; i < 5; i++) await nextTask()
    })
    expect(isHydrated(document.documentElement)).toBe(true)
    await act(async () => fireEvent.submit(container.querySelector('form') as HTMLFormElement))
    expect(container.querySelector('button')).toHaveTextContent('Posted by its code')
  })

  it('shows nothing where its chunk failed to load, and loads it again for the island mounted next', async () => {
    let attempts = 0
    const Flaky = lazyIsland(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('ChunkLoadError')
      return () => <p>Loaded</p>
    })
    const first = render(<Flaky />)
    await act(async () => {
      for (let i = 0; i < 5; i++) await nextTask()
    })
    expect(first.container).toBeEmptyDOMElement()
    first.unmount()

    const next = render(<Flaky />)
    expect(await next.findByText('Loaded')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
