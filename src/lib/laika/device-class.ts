import { breakpointPx, breakpoints } from '../../styles/tokens/breakpoints'

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

/**
 * The media query of each device class but DESKTOP (SPEC 9.8), narrowest first: the breakpoints in
 * rem, as the CSS modules write them, so a browser whose default font size is not 16px puts the
 * class where its CSS puts the layout.
 */
export const DEVICE_CLASS_QUERIES: readonly (readonly [DeviceClass, string])[] = [
  ['MOBILE', `(max-width: ${breakpoints.xsm})`],
  ['LANDSCAPE', `(max-width: ${breakpoints.sm})`],
  ['TABLET', `(max-width: ${breakpoints.md})`],
]

/** The device class whose media query matches first (DEVICE_CLASS_QUERIES), or DESKTOP (SPEC 9.8). */
export function deviceClassFromQueries(matches: (query: string) => boolean): DeviceClass {
  for (const [device, query] of DEVICE_CLASS_QUERIES) if (matches(query)) return device
  return 'DESKTOP'
}
