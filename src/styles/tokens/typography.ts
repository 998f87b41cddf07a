/** Self-hosted nothing: system font stacks, so no page requests a font from another origin. */
export const typography = {
  fontFamilyBase: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fontFamilyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSizeXs: '0.75rem',
  fontSizeSm: '0.875rem',
  fontSizeMd: '1rem',
  fontSizeLg: '1.25rem',
  fontSizeXl: '1.5rem',
  fontSizeXxl: '2rem',
  fontSizeXxxl: '2.5rem',
  fontWeightRegular: '400',
  fontWeightBold: '700',
  lineHeightTight: '1.2',
  lineHeightBase: '1.5',
} as const

/** The type scale, smallest first, as the typography page and Text/Heading offer it. */
export const fontSizes = ['Xs', 'Sm', 'Md', 'Lg', 'Xl', 'Xxl', 'Xxxl'] as const
export type FontSize = (typeof fontSizes)[number]
