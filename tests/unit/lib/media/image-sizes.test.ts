import {
  CONTENT_BREAKPOINTS,
  CONTENT_IMAGE_SIZES,
  DESIGN_SYSTEM_BREAKPOINTS,
  ENTRY_CARD_IMAGE_SIZES,
  FEATURED_CARD_IMAGE_SIZES,
  imageSizes,
} from '../../../../src/lib/media/image-sizes'
import { cardImageSizes } from '../../../../src/components/sections/FeatureGrid'
import { HERO_IMAGE_SIZES } from '../../../../src/components/sections/Hero'

// SPEC 9.9: media breakpoints 991, 767 and 479px in one reading (content images); 480, 768 and
// 992px with max-width media queries for the design-system image.
const queries = (sizes: string): string[] => [...sizes.matchAll(/\(max-width: (\d+)px\)/g)].map((m) => m[1] ?? '')

describe('responsive image sizes (SPEC 9.9)', () => {
  it('builds max-width queries, smallest band first, then the default width', () => {
    expect(imageSizes({ xsm: 'a', sm: 'b', md: 'c', lg: 'd' }, CONTENT_BREAKPOINTS)).toBe(
      '(max-width: 479px) a, (max-width: 767px) b, (max-width: 991px) c, d',
    )
    expect(imageSizes({ xsm: 'a', sm: 'b', md: 'c', lg: 'd' }, DESIGN_SYSTEM_BREAKPOINTS)).toBe(
      '(max-width: 480px) a, (max-width: 768px) b, (max-width: 992px) c, d',
    )
  })

  it.each([
    ['article images', CONTENT_IMAGE_SIZES],
    ['collection cards', ENTRY_CARD_IMAGE_SIZES],
    ['the featured post', FEATURED_CARD_IMAGE_SIZES],
  ])('gives %s the 479, 767 and 991px breakpoints', (_name, sizes) => {
    expect(queries(sizes)).toEqual(['479', '767', '991'])
    expect(sizes).not.toContain('100vw,')
  })

  it.each([
    ['the hero', HERO_IMAGE_SIZES],
    ['one card', cardImageSizes(1)],
    ['three cards', cardImageSizes(3)],
  ])('gives the design-system image (%s) the 480, 768 and 992px max-width queries', (_name, sizes) => {
    expect(queries(sizes)).toEqual(['480', '768', '992'])
    expect(sizes).not.toContain('min-width')
  })

  it('lays three product cards out in one column up to 768px and in a row of three above (no 2 + 1 hole)', () => {
    expect(cardImageSizes(3)).toBe(
      '(max-width: 480px) calc(100vw - 3rem), (max-width: 768px) calc(100vw - 3rem), (max-width: 992px) calc((100vw - 6rem) / 3), min(401px, calc((100vw - 6rem) / 3))',
    )
  })

  it('lays an article image out at the text column, not the viewport', () => {
    expect(CONTENT_IMAGE_SIZES).toBe(
      '(max-width: 479px) calc(100vw - 3rem), (max-width: 767px) calc(100vw - 3rem), (max-width: 991px) min(46rem, calc(100vw - 3rem)), 46rem',
    )
  })
})
