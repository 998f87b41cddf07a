/** WCAG 2.2 contrast, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio */

import { rgbChannels } from './color'

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a `#rrggbb` colour; anything else is an error naming the value. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgbChannels(color)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The contrast ratio of two colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** WCAG AA: 4.5:1 for normal text (1.4.3), 3:1 for user-interface components (1.4.11). */
export const AA_TEXT = 4.5
export const AA_NON_TEXT = 3
