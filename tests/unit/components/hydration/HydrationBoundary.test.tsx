import { act, fireEvent } from '@testing-library/react'
import React, { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from '../../../helpers/next-task'

// The build's HTML is on the page before the code runs, as in the browser (Static.tsx reads it once).
const BUILT =
  '<header><div data-static="" class="contents"><p>Built header</p></div><button type="button">0</button></header>' +
  '<main><div data-static="" class="contents"><p>Built body</p></div></main>'
document.body.innerHTML = `<div id="___gatsby">${BUILT}</div>`
type StaticModule = typeof import('../../../../src/components/hydration/Static')
type HydrationModule = typeof import('../../../../src/components/hydration/hydration')
type BoundaryModule = typeof import('../../../../src/components/hydration/HydrationBoundary')
/* eslint-disable @typescript-eslint/no-require-imports -- after the page above, which an import would precede */
const { Static, isFirstHydration } = require('../../../../src/components/hydration/Static') as StaticModule
const { RootHydrationMark } = require('../../../../src/components/hydration/hydration') as HydrationModule
const { HydrationBoundary } = require('../../../../src/components/hydration/HydrationBoundary') as BoundaryModule
/* eslint-enable @typescript-eslint/no-require-imports */

const staticRendered = jest.fn()
function Text({ words }: { words: string }): React.JSX.Element {
  staticRendered(words)
  return <p>{words}</p>
}

const counterRendered = jest.fn()
function Counter(): React.JSX.Element {
  const [count, setCount] = useState(0)
  counterRendered(count)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  )
}

function Page(): React.JSX.Element {
  return (
    <>
      <RootHydrationMark />
      <HydrationBoundary>
        <header>
          <Static>
            <Text words="Rendered header" />
          </Static>
          <Counter />
        </header>
      </HydrationBoundary>
      <HydrationBoundary>
        <main>
          <Static>
            <Text words="Rendered body" />
          </Static>
        </main>
      </HydrationBoundary>
    </>
  )
}

// docs/architecture.md, "Hydrating less": Preact hydrates a tree in one pass; each part takes a task of its own.
describe('HydrationBoundary', () => {
  const container = document.getElementById('___gatsby') as HTMLElement

  it("keeps a part's build HTML while the root hydrates, and hydrates the part in a later task", async () => {
    act(() => {
      hydrateRoot(container, <Page />)
    })
    // The root has hydrated and run its effects; the parts wait for their turn, their HTML untouched.
    expect(counterRendered).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(BUILT)
    expect(isFirstHydration()).toBe(true)

    await act(nextTask)
    expect(counterRendered).toHaveBeenCalledWith(0)
    await act(async () => fireEvent.click(container.querySelector('button') as HTMLButtonElement))
    expect(container.querySelector('button')).toHaveTextContent('1')
  })

  it('keeps the static parts inside a part frozen, though the root finished first, and ends the first hydration after every part', () => {
    expect(staticRendered).not.toHaveBeenCalled()
    expect(container.querySelector('main')?.innerHTML).toBe('<div data-static="" class="contents"><p>Built body</p></div>')
    expect(isFirstHydration()).toBe(false)
  })
})
