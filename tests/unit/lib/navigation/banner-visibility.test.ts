import { isPaidLandingPage, isTopBannerShown } from '../../../../src/lib/navigation/banner-visibility'

describe('isTopBannerShown (SPEC 2.4)', () => {
  it.each(['/', '/pricing', '/products/reader', '/products/video-intercom-faq', '/blog/lp', '/lp'])('shows the banner on %s', (path) =>
    expect(isTopBannerShown(path)).toBe(true),
  )
  it.each(['/quote', '/quote/', '/products/video-intercom', '/lp/video-intercom-offer', '/lp/a/b'])('hides the banner on %s', (path) =>
    expect(isTopBannerShown(path)).toBe(false),
  )
})

describe('isPaidLandingPage (SPEC 2.14)', () => {
  it('is every path that starts with /lp/', () => {
    expect(isPaidLandingPage('/lp/video-intercom-offer')).toBe(true)
    expect(isPaidLandingPage('/lp/x/y')).toBe(true)
  })
  it('is not /lp itself nor a path that merely starts with the letters', () => {
    expect(isPaidLandingPage('/lp')).toBe(false)
    expect(isPaidLandingPage('/lpx/a')).toBe(false)
    expect(isPaidLandingPage('/blog/lp/a')).toBe(false)
  })
})
