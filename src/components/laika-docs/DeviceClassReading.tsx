import React from 'react'
import { useIsland } from '../../islands/page-islands'

/**
 * The device class of the visitor's screen (SPEC 9.8), live: the build writes DESKTOP, and its
 * island (device-class.island.ts) writes the screen's, and each new one as the window is resized.
 */
export function DeviceClassReading(): React.JSX.Element {
  return (
    <strong data-testid="device-class" {...useIsland('device-class')}>
      DESKTOP
    </strong>
  )
}
