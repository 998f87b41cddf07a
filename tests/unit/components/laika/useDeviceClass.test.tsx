import { act, render, screen } from '@testing-library/react'
import React from 'react'
import { useDeviceClass } from '../../../../src/components/laika/useDeviceClass'

function Probe(): React.JSX.Element {
  return <p>{useDeviceClass()}</p>
}

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

/** For each test: a `matchMedia` whose lists all match and count their listeners, and that reads no width. */
function countingMedia(): { listeners: () => number } {
  let listeners = 0
  let matchMedia: jest.SpyInstance | undefined
  beforeEach(() => {
    listeners = 0
    matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          media: query,
          matches: true,
          addEventListener: () => (listeners += 1),
          removeEventListener: () => (listeners -= 1),
        }) as unknown as MediaQueryList,
    )
  })
  afterEach(() => matchMedia?.mockRestore())
  return { listeners: () => listeners }
}

describe('useDeviceClass (SPEC 9.8)', () => {
  afterEach(() => resizeTo(1024))

  it('reads the device class of the window and follows resizes', () => {
    resizeTo(400)
    render(<Probe />)
    expect(screen.getByText('MOBILE')).toBeInTheDocument()
    resizeTo(700)
    expect(screen.getByText('LANDSCAPE')).toBeInTheDocument()
    resizeTo(900)
    expect(screen.getByText('TABLET')).toBeInTheDocument()
    resizeTo(1400)
    expect(screen.getByText('DESKTOP')).toBeInTheDocument()
  })

  describe('from media queries', () => {
    const media = countingMedia()

    it('never reads window.innerWidth, which lays a phone page out at once (a media query needs no layout)', () => {
      const own = Object.getOwnPropertyDescriptor(window, 'innerWidth') as PropertyDescriptor
      let reads = 0
      Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => (reads++, 400) })
      try {
        render(<Probe />)
        expect(screen.getByText('MOBILE')).toBeInTheDocument()
        expect(reads).toBe(0)
      } finally {
        Object.defineProperty(window, 'innerWidth', own)
      }
    })

    it('stops listening when unmounted', () => {
      const { unmount } = render(<Probe />)
      expect(media.listeners()).toBe(3)
      unmount()
      expect(media.listeners()).toBe(0)
    })
  })
})
