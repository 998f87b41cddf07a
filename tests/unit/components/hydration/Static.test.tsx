import { act, fireEvent, render } from '@testing-library/react'
import React, { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'

// The build's HTML is on the page before the code runs, as in the browser (Static.tsx reads it once).
document.body.innerHTML =
  '<div id="___gatsby"><main><div data-static="" class="contents"><p>Built <a href="/pricing">Pricing</a></p></div><button type="button">0</button></main></div>'
type StaticModule = typeof import('../../../../src/components/hydration/Static')
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the page above, which an import would precede
const { Static, endFirstHydration, useIsland } = require('../../../../src/components/hydration/Static') as StaticModule

// docs/architecture.md, "Hydrating less": a static part keeps the build's HTML on the loaded page.
const rendered = jest.fn()
function Text({ words }: { words: string }): React.JSX.Element {
  rendered(words)
  return (
    <p>
      {words} <a href="/pricing">Pricing</a>
    </p>
  )
}

function Counter(): React.JSX.Element {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  )
}

function Page({ words = 'Built', more = false }: { words?: string; more?: boolean }): React.JSX.Element {
  return (
    <main>
      <Static>
        <Text words={words} />
      </Static>
      <Counter />
      {more ? (
        <Static>
          <Text words="Mounted later" />
        </Static>
      ) : null}
    </main>
  )
}

describe('Static', () => {
  const container = document.getElementById('___gatsby') as HTMLElement
  let root: ReturnType<typeof hydrateRoot>

  it('keeps the build HTML and runs none of its components while the page hydrates; the rest hydrates', async () => {
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    expect(rendered).not.toHaveBeenCalled()
    expect(container.querySelector('[data-static]')?.innerHTML).toBe('<p>Built <a href="/pricing">Pricing</a></p>')
    await act(async () => fireEvent.click(container.querySelector('button') as HTMLButtonElement))
    expect(container.querySelector('button')).toHaveTextContent('1')
  })

  it('keeps it through a re-render on the same address', async () => {
    await act(async () => root.render(<Page words="Changed" />))
    expect(rendered).not.toHaveBeenCalled()
    expect(container.querySelector('[data-static] p')).toHaveTextContent('Built Pricing')
  })

  it('renders its children when mounted after the first hydration', async () => {
    endFirstHydration()
    await act(async () => root.render(<Page more />))
    expect(rendered).toHaveBeenCalledWith('Mounted later')
    expect(container.querySelectorAll('[data-static]')[1]).toHaveTextContent('Mounted later Pricing')
  })

  it('renders its children once the address has changed (a client-side navigation), and from then on', async () => {
    window.history.pushState({}, '', '/other')
    await act(async () => root.render(<Page words="Another page" />))
    expect(rendered).toHaveBeenCalledWith('Another page')
    expect(container.querySelector('[data-static] p')).toHaveTextContent('Another page Pricing')
    window.history.pushState({}, '', '/')
    await act(async () => root.render(<Page words="Back home" />))
    expect(container.querySelector('[data-static] p')).toHaveTextContent('Back home Pricing')
  })

  it('fails the render, naming the component, when a part with behaviour is placed inside it', () => {
    function Island(): null {
      useIsland('VideoEmbed')
      return null
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() =>
      render(
        <Static>
          <Island />
        </Static>,
      ),
    ).toThrow('VideoEmbed has behaviour and is inside a static part')
  })
})
