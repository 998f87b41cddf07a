/**
 * The `sizes` of responsive images (SPEC 9.9): the width an image is laid out at on each band of
 * screens, so a phone downloads the srcset's width it shows and not the desktop one. Two readings
 * of the media breakpoints: 991, 767 and 479 px for content images (articles, posts, collection
 * cards), and 480, 768 and 992 px max-width queries for the design-system image (the Laika
 * sections of landing pages). Both are max-width queries, smallest band first.
 */
export const CONTENT_BREAKPOINTS = [479, 767, 991] as const
export const DESIGN_SYSTEM_BREAKPOINTS = [480, 768, 992] as const

type Breakpoints = typeof CONTENT_BREAKPOINTS | typeof DESIGN_SYSTEM_BREAKPOINTS

/** The laid-out width on each band: up to the first breakpoint, the second, the third, and above. */
export interface BandWidths {
  xsm: string
  sm: string
  md: string
  lg: string
}

export function imageSizes(widths: BandWidths, [xsm, sm, md]: Breakpoints): string {
  return `(max-width: ${xsm}px) ${widths.xsm}, (max-width: ${sm}px) ${widths.sm}, (max-width: ${md}px) ${widths.md}, ${widths.lg}`
}

/** The page's side padding: the container's 1.5rem on each side (src/styles/tokens/container.ts). */
const PAGE = 'calc(100vw - 3rem)'

/**
 * An article's main image and body figures: the text column, the page less its padding, at most
 * 46rem (ContentArticle.module.css). Without this the srcset's default `sizes` ('100vw', or 940px
 * from 940px) made a 390 px phone at 2x take the 940 px width for a column of 342 px.
 */
export const CONTENT_IMAGE_SIZES = imageSizes({ xsm: PAGE, sm: PAGE, md: `min(46rem, ${PAGE})`, lg: '46rem' }, CONTENT_BREAKPOINTS)

/**
 * A collection card's image (collections.module.css: cards of at least 17rem in the page, 1.5rem of
 * padding each): one column on phones, two on tablets, three or four (about 16rem) on desktops.
 */
export const ENTRY_CARD_IMAGE_SIZES = imageSizes(
  { xsm: 'calc(100vw - 6rem)', sm: 'calc(100vw - 6rem)', md: 'calc(50vw - 4.5rem)', lg: '16rem' },
  CONTENT_BREAKPOINTS,
)

/** The featured post's card: the whole page width less the card's padding, at most 1204px (1300px less both paddings). */
export const FEATURED_CARD_IMAGE_SIZES = imageSizes(
  { xsm: 'calc(100vw - 6rem)', sm: 'calc(100vw - 6rem)', md: 'calc(100vw - 6rem)', lg: 'min(1204px, calc(100vw - 6rem))' },
  CONTENT_BREAKPOINTS,
)
