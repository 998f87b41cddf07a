import { act, render, screen } from '@testing-library/react'
import React from 'react'
import { ScrollToTop } from '../../../../src/components/laika/ScrollToTop'

function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('ScrollToTop (SPEC 4.9, 9.7)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('appears after more than 1000px of scroll, with the handler throttled at 500 ms', () => {
    scrollTo(0)
    render(<ScrollToTop />)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    act(() => jest.advanceTimersByTime(500))
    scrollTo(1000)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(1001)
    // Within the 500 ms window the handler has not run again yet.
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    act(() => jest.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument()
  })
})
