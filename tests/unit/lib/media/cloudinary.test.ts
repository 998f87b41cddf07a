import {
  cloudinaryUrl,
  FIXED_SIZES,
  fixedTransformations,
  placeholderFits,
  placeholderTransformations,
  responsiveTransformations,
  responsiveWidths,
  shareImageUrl,
} from '../../../../src/lib/media/cloudinary'

const settings = { cdnHost: 'https://res.cloudinary.com', cloud: 'threshold' }

describe('cloudinaryUrl (SPEC 7.12)', () => {
  it('has the shape {cdn}/{cloud}/image/upload/{transformations}/v1/{id}', () => {
    expect(cloudinaryUrl(settings, 'updates/visitor-qr', 'w_500')).toBe(
      'https://res.cloudinary.com/threshold/image/upload/w_500/v1/updates/visitor-qr',
    )
  })

  it('uses fetch for ids that start with http', () => {
    expect(cloudinaryUrl(settings, 'https://example.com/a.png', 'w_500')).toBe(
      'https://res.cloudinary.com/threshold/image/fetch/w_500/v1/https://example.com/a.png',
    )
  })

  it.each([[''], ['   '], [null], [undefined], [42]])("refuses the id %p with 'Incorrect Cloudinary image id' (SPEC 5.7)", (id) => {
    // SPEC 8: the message is exactly the catalogue's; the id is in `detail`.
    expect(() => cloudinaryUrl(settings, id, 'w_500')).toThrow(/^Incorrect Cloudinary image id$/)
  })
})

describe('responsive widths (SPEC 9.9)', () => {
  it('keeps the standard widths below twice the base, plus the base and twice the base', () => {
    expect(responsiveWidths(940)).toEqual([500, 752, 940, 1410, 1880])
    expect(responsiveWidths(400)).toEqual([400, 500, 752, 800])
    expect(responsiveWidths(600)).toEqual([500, 600, 752, 940, 1200])
  })

  it('drops a standard width equal to twice the base (kept only if below)', () => {
    expect(responsiveWidths(250)).toEqual([250, 500])
    expect(responsiveWidths(376)).toEqual([376, 500, 752])
  })

  it('never goes over the 2560 maximum', () => {
    expect(responsiveWidths(1600)).toEqual([500, 752, 940, 1410, 1600, 1880, 2560])
    expect(Math.max(...responsiveWidths(2000))).toBe(2560)
  })

  it("uses the 'limit' crop, auto:good quality, and eco for the 2x-density variant", () => {
    expect(responsiveTransformations(752, 940)).toBe('c_limit,w_752,q_auto:good,f_auto')
    expect(responsiveTransformations(1880, 940)).toBe('c_limit,w_1880,q_auto:eco,f_auto')
    expect(responsiveTransformations(3000, 1500)).toBe('c_limit,w_2560,q_auto:eco,f_auto')
  })
})

describe('fixed sizes and the share image (SPEC 7.12, 9.9)', () => {
  it('are 1200x627 (share), 310x257 (navigation card) and 669x376 (What’s new card)', () => {
    expect(FIXED_SIZES).toEqual({
      share: { width: 1200, height: 627 },
      navigationCard: { width: 310, height: 257 },
      whatsNewCard: { width: 669, height: 376 },
    })
    expect(fixedTransformations(310, 257)).toBe('c_fill,w_310,h_257,q_auto:good,f_auto')
  })

  it('the share image is 1200x627, fill_pad and png', () => {
    expect(shareImageUrl(settings, 'updates/visitor-qr')).toBe(
      'https://res.cloudinary.com/threshold/image/upload/c_fill_pad,g_auto,w_1200,h_627,f_png/v1/updates/visitor-qr',
    )
  })
})

describe('blurred placeholder (SPEC 9.9, 5.7)', () => {
  it('is scaled 0.5, blurred 2000, webp, quality 10', () => {
    expect(placeholderTransformations()).toBe('c_scale,w_0.5,e_blur:2000,q_10,f_webp')
  })

  it('accepts a quality from 1 to 100 only', () => {
    expect(placeholderTransformations(1)).toContain('q_1,')
    expect(placeholderTransformations(100)).toContain('q_100,')
    expect(() => placeholderTransformations(0)).toThrow('between 1 and 100')
    expect(() => placeholderTransformations(101)).toThrow('between 1 and 100')
    expect(() => placeholderTransformations(Number.NaN)).toThrow('between 1 and 100')
  })

  it('is inlined only under 102400 bytes', () => {
    expect(placeholderFits(102399)).toBe(true)
    expect(placeholderFits(102400)).toBe(false)
  })
})
