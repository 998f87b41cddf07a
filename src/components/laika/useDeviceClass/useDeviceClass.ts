import { useEffect, useState } from 'react'
import { DEVICE_CLASS_QUERIES, deviceClassFromQueries, type DeviceClass } from '../../../lib/laika/device-class'

/**
 * The visitor's device class (SPEC 9.8), following resizes. The build renders DESKTOP, and the
 * real class is read after hydration so the server and first browser render agree.
 *
 * It is read from media queries, not `window.innerWidth`: on a phone (a page with a viewport
 * `<meta>`) reading `innerWidth` lays the whole page out at once, and this runs in the
 * navigation's first effect, while the page hydrates, when the layout is not yet up to date
 * (docs/architecture.md, "No layout while hydrating"). A media query needs no layout, and tells
 * when it starts or stops matching.
 */
export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState<DeviceClass>('DESKTOP')
  useEffect(() => {
    const lists = new Map(DEVICE_CLASS_QUERIES.map(([, query]) => [query, window.matchMedia(query)]))
    const update = (): void => setDevice(deviceClassFromQueries((query) => lists.get(query)?.matches === true))
    update()
    for (const list of lists.values()) list.addEventListener('change', update)
    return () => {
      for (const list of lists.values()) list.removeEventListener('change', update)
    }
  }, [])
  return device
}
