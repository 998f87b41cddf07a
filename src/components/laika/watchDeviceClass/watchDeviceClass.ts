import { DEVICE_CLASS_QUERIES, deviceClassFromQueries, type DeviceClass } from '../../../lib/laika/device-class'

export interface DeviceClassWatch {
  /** The device class now. */
  current: () => DeviceClass
  /** Stops calling `onChange`. */
  stop: () => void
}

/**
 * The visitor's device class (SPEC 9.8) in the browser, for the islands that depend on it; it calls
 * `onChange` with the new class when a resize changes it. The build knows no device: what differs
 * by device in the HTML is left to the CSS.
 *
 * It is read from media queries, not `window.innerWidth`: on a phone (a page with a viewport
 * `<meta>`) reading `innerWidth` lays the whole page out at once, and the islands start while the
 * page is still loading. A media query needs no layout, and tells when it starts or stops matching.
 */
export function watchDeviceClass(onChange: (device: DeviceClass) => void = () => undefined): DeviceClassWatch {
  const lists = new Map(DEVICE_CLASS_QUERIES.map(([, query]) => [query, window.matchMedia(query)]))
  const current = (): DeviceClass => deviceClassFromQueries((query) => lists.get(query)?.matches === true)
  let last = current()
  // Crossing two breakpoints at once changes two lists: the class is told once.
  const update = (): void => {
    const now = current()
    if (now === last) return
    last = now
    onChange(now)
  }
  for (const list of lists.values()) list.addEventListener('change', update)
  return {
    current,
    stop: () => {
      for (const list of lists.values()) list.removeEventListener('change', update)
    },
  }
}
