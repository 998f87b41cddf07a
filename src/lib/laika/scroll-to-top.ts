/** SPEC 9.7: the scroll-to-top button shows after 1000px of scroll, its handler throttled at 500 ms. */
const SCROLL_TO_TOP_THRESHOLD_PX = 1000
export const SCROLL_TO_TOP_THROTTLE_MS = 500

/** SPEC 4.9: visible only after MORE than 1000px of scroll. */
export function isScrollToTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD_PX
}
