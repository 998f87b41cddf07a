/** The palette: every colour the design system uses. Themes (./themes.ts) pick from it. */
export const palette = {
  ink900: '#14161c',
  ink800: '#232733',
  ink600: '#4a5060',
  ink300: '#b8bdca',
  ink200: '#c9ceda',
  ink100: '#f4f5f8',
  white: '#ffffff',
  blue700: '#1846c8',
  blue300: '#8fb0ff',
  green700: '#1a7f37',
  green300: '#7ee2a0',
  red700: '#c62828',
  red300: '#ff9a9a',
} as const
