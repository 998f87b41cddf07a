import { isScrollToTopVisible, SCROLL_TO_TOP_THROTTLE_MS } from '../../../../src/lib/laika/scroll-to-top'

describe('scroll-to-top threshold (SPEC 4.9, 9.7)', () => {
  it('is visible only after more than 1000px of scroll', () => {
    expect(isScrollToTopVisible(0)).toBe(false)
    expect(isScrollToTopVisible(1000)).toBe(false)
    expect(isScrollToTopVisible(1001)).toBe(true)
  })

  it('throttles its handler at 500 ms', () => {
    expect(SCROLL_TO_TOP_THROTTLE_MS).toBe(500)
  })
})
