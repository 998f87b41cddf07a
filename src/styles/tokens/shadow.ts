import { translucent } from '../../lib/laika/color'
import { palette } from './color'

/**
 * Elevations: a shadow of the darkest ink, larger as the surface rises. sm for a small badge, md
 * for a card lifted under the pointer, lg for a panel that opens over the page; up for a bar fixed
 * at the bottom of the viewport (the cookie banner), whose shadow falls upwards.
 */
export const shadow = {
  sm: `0 2px 8px ${translucent(palette.ink900, 20)}`,
  md: `0 6px 20px ${translucent(palette.ink900, 10)}`,
  lg: `0 12px 24px ${translucent(palette.ink900, 12)}`,
  up: `0 -4px 16px ${translucent(palette.ink900, 15)}`,
} as const
