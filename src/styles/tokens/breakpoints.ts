/**
 * SPEC 9.8: xsm up to 30rem (480px), sm up to 48rem (768px), md up to 62rem (992px), lg above.
 * CSS custom properties cannot be used in media queries, so the CSS modules write these rem
 * values; tests/unit/styles/tokens.test.ts checks every media query against this module.
 */
export const breakpoints = {
  xsm: '30rem',
  sm: '48rem',
  md: '62rem',
} as const

export type Breakpoint = keyof typeof breakpoints | 'lg'

/** The upper bound of each breakpoint in CSS pixels (1rem = 16px). */
export const breakpointPx: Record<keyof typeof breakpoints, number> = {
  xsm: 480,
  sm: 768,
  md: 992,
}
