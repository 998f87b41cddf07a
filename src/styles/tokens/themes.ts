import type { SurfaceTheme } from '../../lib/laika/laika-theme'
import { palette } from './color'
import { translucent } from '../../lib/laika/color'
import { AA_NON_TEXT, AA_TEXT } from '../../lib/laika/contrast'

/**
 * The semantic colours. `pro` is the light theme, `anti` its inverse on dark surfaces; a theme is
 * nothing but these overrides (emitted under `[data-laika-theme=…]`). A type alias, not an
 * interface, so it fits the emitter's Record<string, string>.
 */
type ThemeColors = {
  surface: string
  surfaceRaised: string
  text: string
  textMuted: string
  link: string
  border: string
  focus: string
  buttonProBg: string
  buttonProText: string
  buttonAntiBg: string
  buttonAntiText: string
  buttonSuccessBg: string
  buttonSuccessText: string
  buttonDangerBg: string
  buttonDangerText: string
  buttonBetaPro: string
  buttonBetaAnti: string
  tooltipBg: string
  tooltipText: string
  /** Tinted surfaces: the hero and CTA banner (accent), and action banners by intention (SPEC 3.3). */
  surfaceAccent: string
  surfaceInfo: string
  surfaceSuccess: string
  surfaceWarning: string
  surfaceDanger: string
  /** A form field's error text and its invalid border (SPEC 5.4). */
  textError: string
  /**
   * Translucent layers over the page, never behind text of their own: the scrim dims the page
   * behind a dialog or a drawer; the veil covers content while it loads (its text sits on it as on
   * the surface it nearly hides).
   */
  scrim: string
  veil: string
}

export type ThemeColor = keyof ThemeColors

export const themes: Record<SurfaceTheme, ThemeColors> = {
  pro: {
    surface: palette.white,
    surfaceRaised: palette.ink100,
    text: palette.ink900,
    textMuted: palette.ink600,
    link: palette.blue700,
    border: palette.ink200,
    focus: palette.blue700,
    buttonProBg: palette.blue700,
    buttonProText: palette.white,
    buttonAntiBg: palette.ink900,
    buttonAntiText: palette.white,
    buttonSuccessBg: palette.green700,
    buttonSuccessText: palette.white,
    buttonDangerBg: palette.red700,
    buttonDangerText: palette.white,
    buttonBetaPro: palette.blue700,
    buttonBetaAnti: palette.ink900,
    tooltipBg: palette.ink900,
    tooltipText: palette.white,
    surfaceAccent: palette.blue100,
    surfaceInfo: palette.blue100,
    surfaceSuccess: palette.green100,
    surfaceWarning: palette.amber100,
    surfaceDanger: palette.red100,
    textError: palette.red700,
    scrim: translucent(palette.ink900, 60),
    veil: translucent(palette.white, 85),
  },
  anti: {
    surface: palette.ink900,
    surfaceRaised: palette.ink800,
    text: palette.ink100,
    textMuted: palette.ink300,
    link: palette.blue300,
    border: palette.ink600,
    focus: palette.blue300,
    buttonProBg: palette.blue300,
    buttonProText: palette.ink900,
    buttonAntiBg: palette.white,
    buttonAntiText: palette.ink900,
    buttonSuccessBg: palette.green300,
    buttonSuccessText: palette.ink900,
    buttonDangerBg: palette.red300,
    buttonDangerText: palette.ink900,
    buttonBetaPro: palette.blue300,
    buttonBetaAnti: palette.white,
    tooltipBg: palette.ink100,
    tooltipText: palette.ink900,
    surfaceAccent: palette.blue900,
    surfaceInfo: palette.blue900,
    surfaceSuccess: palette.green900,
    surfaceWarning: palette.amber900,
    surfaceDanger: palette.red900,
    textError: palette.red300,
    scrim: translucent(palette.ink900, 60),
    veil: translucent(palette.ink900, 85),
  },
}

/** A foreground drawn on a background somewhere in the primitives, and the contrast it needs. */
interface ColorPair {
  foreground: ThemeColor
  background: ThemeColor
  use: string
  /** WCAG AA: 4.5 for text, 3 for focus rings and borders that identify a control. */
  minimum: typeof AA_TEXT | typeof AA_NON_TEXT
}

/** Every text/background pair the tokens offer, in both themes (checked by a unit test). */
export const colorPairs: ColorPair[] = [
  ...(['surface', 'surfaceRaised', 'surfaceAccent', 'surfaceInfo', 'surfaceSuccess', 'surfaceWarning', 'surfaceDanger'] as const).flatMap(
    (background): ColorPair[] => [
      { foreground: 'text', background, use: 'Text', minimum: AA_TEXT },
      { foreground: 'textMuted', background, use: 'Muted text', minimum: AA_TEXT },
      { foreground: 'link', background, use: 'Link', minimum: AA_TEXT },
      { foreground: 'buttonBetaPro', background, use: 'Beta pro button', minimum: AA_TEXT },
      { foreground: 'buttonBetaAnti', background, use: 'Beta anti button', minimum: AA_TEXT },
      { foreground: 'focus', background, use: 'Focus ring', minimum: AA_NON_TEXT },
    ],
  ),
  { foreground: 'buttonProText', background: 'buttonProBg', use: 'Alpha pro button', minimum: AA_TEXT },
  { foreground: 'buttonAntiText', background: 'buttonAntiBg', use: 'Alpha anti button', minimum: AA_TEXT },
  { foreground: 'buttonSuccessText', background: 'buttonSuccessBg', use: 'Alpha success button', minimum: AA_TEXT },
  { foreground: 'buttonDangerText', background: 'buttonDangerBg', use: 'Alpha danger button', minimum: AA_TEXT },
  { foreground: 'tooltipText', background: 'tooltipBg', use: 'Tooltip', minimum: AA_TEXT },
  ...(['surface', 'surfaceRaised'] as const).map((background): ColorPair => ({
    foreground: 'textError',
    background,
    use: 'Form field error',
    minimum: AA_TEXT,
  })),
]
