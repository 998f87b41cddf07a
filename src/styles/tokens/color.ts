/** The palette: every colour the design system uses. Themes (./themes.ts) pick from it. */
export const palette = {
  ink900: '#14161c',
  ink800: '#232733',
  ink600: '#4a5060',
  ink300: '#b8bdca',
  ink200: '#c9ceda',
  ink100: '#f4f5f8',
  white: '#ffffff',
  blue900: '#17255a',
  blue700: '#1846c8',
  blue300: '#8fb0ff',
  blue100: '#e8eefc',
  amber900: '#4a3510',
  amber100: '#fff4e0',
  green700: '#1a7f37',
  green300: '#7ee2a0',
  green900: '#163d24',
  green100: '#e6f6ec',
  red700: '#c62828',
  red300: '#ff9a9a',
  red900: '#4d1a1a',
  red100: '#fde8e8',
} as const

export type PaletteColor = keyof typeof palette
