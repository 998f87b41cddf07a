import { isSamePath } from './layout-for'

/** SPEC 2.14: every paid landing page sits under /lp/. */
export function isPaidLandingPage(pathname: string): boolean {
  return pathname.startsWith('/lp/')
}

/** Pages where the top banner would point at the page itself or distract from a conversion (SPEC 2.4). */
const PAGES_WITHOUT_TOP_BANNER = ['/quote', '/products/video-intercom']

/**
 * SPEC 2.4, 2.14: the top announcement banner is hidden on /quote, on /products/video-intercom
 * and on every paid landing page.
 */
export function isTopBannerShown(pathname: string): boolean {
  return !isPaidLandingPage(pathname) && !PAGES_WITHOUT_TOP_BANNER.some((page) => isSamePath(page, pathname))
}
