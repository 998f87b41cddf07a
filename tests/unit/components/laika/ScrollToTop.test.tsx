import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { ScrollToTop } from '../../../../src/components/laika/ScrollToTop'
import { mountIsland } from '../../../helpers/islands'

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  window.dispatchEvent(new Event('scroll'))
}

// The button as the build writes it, and its island (scroll-to-top.island.ts) on it. In the
// browser: tests/e2e/laika-scroll-to-top.spec.ts.
describe('ScrollToTop (SPEC 4.9, 9.7)', () => {
  // Found by its text: a hidden element has no accessible name to find it by.
  const button = () => screen.getByText('Back to top').closest('button') as HTMLButtonElement
  beforeEach(() => {
    jest.useFakeTimers()
    scrollTo(0)
  })
  afterEach(() => jest.useRealTimers())

  it('is written hidden', () => {
    render(<ScrollToTop />)
    expect(button()).not.toBeVisible()
  })

  it('appears after more than 1000px of scroll, with the handler throttled at 500 ms', async () => {
    const { container } = render(<ScrollToTop />)
    await mountIsland(container, 'scroll-to-top')
    expect(button()).not.toBeVisible()
    jest.advanceTimersByTime(500)
    scrollTo(1000)
    expect(button()).not.toBeVisible()
    scrollTo(1001)
    // Within the 500 ms window the handler has not run again yet.
    expect(button()).not.toBeVisible()
    jest.advanceTimersByTime(500)
    expect(button()).toBeVisible()
  })

  it('takes the visitor back to the top, smoothly unless they prefer reduced motion', async () => {
    scrollTo(2000)
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { container } = render(<ScrollToTop />)
    await mountIsland(container, 'scroll-to-top')
    expect(button()).toBeVisible()
    fireEvent.click(button())
    // The test setup's media queries never match `prefers-reduced-motion: reduce` (tests/helpers/match-media.ts).
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    const reduced = jest.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    fireEvent.click(button())
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' })
    reduced.mockRestore()
    scroll.mockRestore()
  })
})
