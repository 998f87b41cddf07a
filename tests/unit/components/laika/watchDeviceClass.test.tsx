import { render, screen } from '@testing-library/react'
import React from 'react'
import { DeviceClassReading } from '../../../../src/components/laika-docs/DeviceClassReading'
import { watchDeviceClass } from '../../../../src/components/laika/watchDeviceClass'
import { mountIsland } from '../../../helpers/islands'

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
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

describe('watchDeviceClass (SPEC 9.8)', () => {
  afterEach(() => resizeTo(1024))

  it('reads the device class of the window and tells each change, once', () => {
    resizeTo(400)
    const changes: string[] = []
    const watch = watchDeviceClass((device) => changes.push(device))
    expect(watch.current()).toBe('MOBILE')
    resizeTo(700)
    // Two breakpoints crossed at once (two lists change): one change.
    resizeTo(1400)
    // No breakpoint crossed: none.
    resizeTo(1300)
    expect(changes).toEqual(['LANDSCAPE', 'DESKTOP'])
    expect(watch.current()).toBe('DESKTOP')
    watch.stop()
    resizeTo(400)
    expect(changes).toHaveLength(2)
  })

  describe('from media queries', () => {
    const media = countingMedia()

    it('never reads window.innerWidth, which lays a phone page out at once (a media query needs no layout)', () => {
      const own = Object.getOwnPropertyDescriptor(window, 'innerWidth') as PropertyDescriptor
      let reads = 0
      Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => (reads++, 400) })
      try {
        expect(watchDeviceClass().current()).toBe('MOBILE')
        expect(reads).toBe(0)
      } finally {
        Object.defineProperty(window, 'innerWidth', own)
      }
    })

    it('stops listening when stopped', () => {
      const watch = watchDeviceClass()
      expect(media.listeners()).toBe(3)
      watch.stop()
      expect(media.listeners()).toBe(0)
    })
  })
})

// The responsiveness page's live reading (SPEC 2.15): the build writes DESKTOP, its island the screen's.
describe('DeviceClassReading', () => {
  afterEach(() => resizeTo(1024))

  it('shows the device class of the screen, and follows resizes', async () => {
    resizeTo(900)
    const { container } = render(<DeviceClassReading />)
    expect(screen.getByTestId('device-class')).toHaveTextContent('DESKTOP')
    await mountIsland(container, 'device-class')
    expect(screen.getByTestId('device-class')).toHaveTextContent('TABLET')
    resizeTo(400)
    expect(screen.getByTestId('device-class')).toHaveTextContent('MOBILE')
  })
})
