import { breakpointPx } from '../../styles/tokens/breakpoints'

/** SPEC 9.8: the four device classes. */
export type DeviceClass = 'DESKTOP' | 'TABLET' | 'LANDSCAPE' | 'MOBILE'

/**
 * The device class of a viewport width in CSS pixels, from the breakpoints (SPEC 9.8):
 * xsm (≤ 480px) is MOBILE, sm (≤ 768px) LANDSCAPE, md (≤ 992px) TABLET and lg DESKTOP.
 */
export function deviceClassFromWidth(width: number): DeviceClass {
  if (width <= breakpointPx.xsm) return 'MOBILE'
  if (width <= breakpointPx.sm) return 'LANDSCAPE'
  if (width <= breakpointPx.md) return 'TABLET'
  return 'DESKTOP'
}
