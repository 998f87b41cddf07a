/** SPEC 9.8: surface themes, button ranks and button themes of the design system. */
export const SURFACE_THEMES = ['pro', 'anti'] as const
export const BUTTON_RANKS = ['alpha', 'beta'] as const
export const BUTTON_THEMES = ['pro', 'anti', 'success', 'danger'] as const

export type SurfaceTheme = (typeof SURFACE_THEMES)[number]
export type ButtonRank = (typeof BUTTON_RANKS)[number]
export type ButtonTheme = (typeof BUTTON_THEMES)[number]

/**
 * Which button themes each rank offers. The filled alpha rank carries the status themes; the
 * quiet beta rank (text and outline on the surface) comes in pro and anti only, so every pair the
 * tokens offer is one whose contrast is checked (tests/unit/lib/laika/contrast.test.ts).
 */
export const BUTTON_THEMES_BY_RANK: Record<ButtonRank, readonly ButtonTheme[]> = {
  alpha: BUTTON_THEMES,
  beta: ['pro', 'anti'],
}

type Log = (message: string) => void

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value)

/** SPEC 5.8: an invalid surface theme is logged and `pro` is used. */
export function resolveSurfaceTheme(theme: unknown, log: Log = console.error): SurfaceTheme {
  if (isOneOf(SURFACE_THEMES, theme)) return theme
  log(`Invalid theme "${String(theme)}": using "pro"`)
  return 'pro'
}

/**
 * SPEC 5.8: an invalid rank × theme combination is logged and a valid one is used: an unknown
 * rank becomes alpha, a theme its rank does not offer becomes pro.
 */
export function resolveButtonTheme(rank: unknown, theme: unknown, log: Log = console.error): { rank: ButtonRank; theme: ButtonTheme } {
  const validRank = isOneOf(BUTTON_RANKS, rank) ? rank : 'alpha'
  const validTheme = isOneOf(BUTTON_THEMES_BY_RANK[validRank], theme) ? theme : 'pro'
  if (validRank !== rank || validTheme !== theme) {
    log(`Invalid theme combination: rank "${String(rank)}" with theme "${String(theme)}"; using ${validRank} ${validTheme}`)
  }
  return { rank: validRank, theme: validTheme }
}
