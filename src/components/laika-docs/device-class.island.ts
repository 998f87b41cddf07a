import { watchDeviceClass } from '../laika/watchDeviceClass'

/** Writes the screen's device class into the reading (DeviceClassReading.tsx), and each new one. */
export function mount(reading: HTMLElement): () => void {
  const watch = watchDeviceClass((device) => {
    reading.textContent = device
  })
  reading.textContent = watch.current()
  return watch.stop
}
