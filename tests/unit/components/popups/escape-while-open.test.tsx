import React from 'react'
import { fireEvent, render } from '@testing-library/react'
import { useEscapeWhileOpen } from '../../../../src/components/popups/escape-while-open'

// WCAG 1.4.13 (SPEC 2.7's popups): while open, Escape anywhere dismisses; the listener stays one
// per opening, whatever the opener re-renders with.
describe('useEscapeWhileOpen', () => {
  function Opener({ open, onEscape }: { open: boolean; onEscape: () => void }): React.ReactElement {
    // A new function each render, as the site's callers pass.
    useEscapeWhileOpen(open, () => onEscape())
    return <p>{open ? 'open' : 'closed'}</p>
  }
  const keydownListeners = (spy: jest.SpyInstance): number => spy.mock.calls.filter(([type]) => type === 'keydown').length

  afterEach(() => jest.restoreAllMocks())

  it('adds one listener per opening, however often the opener renders, and calls the latest callback', () => {
    const add = jest.spyOn(document, 'addEventListener')
    const first = jest.fn()
    const latest = jest.fn()
    const { rerender } = render(<Opener open onEscape={first} />)
    rerender(<Opener open onEscape={first} />)
    rerender(<Opener open onEscape={latest} />)
    expect(keydownListeners(add)).toBe(1)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })

  it('listens only while open, and to Escape only', () => {
    const onEscape = jest.fn()
    const { rerender } = render(<Opener open={false} onEscape={onEscape} />)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    rerender(<Opener open onEscape={onEscape} />)
    fireEvent.keyDown(document.body, { key: 'Enter' })
    expect(onEscape).not.toHaveBeenCalled()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onEscape).toHaveBeenCalledTimes(1)
    rerender(<Opener open={false} onEscape={onEscape} />)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onEscape).toHaveBeenCalledTimes(1)
  })
})
