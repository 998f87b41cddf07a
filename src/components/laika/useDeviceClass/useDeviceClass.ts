import { useEffect, useState } from 'react'
import { deviceClassFromWidth, type DeviceClass } from '../../../lib/laika/device-class'

/**
 * The visitor's device class (SPEC 9.8), following resizes. The build renders DESKTOP, and the
 * real class is read after hydration so the server and first browser render agree.
 */
export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState<DeviceClass>('DESKTOP')
  useEffect(() => {
    const update = (): void => setDevice(deviceClassFromWidth(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return device
}
