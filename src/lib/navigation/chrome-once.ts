import { decodeEntities } from '../util/html-entities'
import { isPaidLandingPage, isTopBannerShown } from './banner-visibility'
import { barePath, isSamePath, layoutFor } from './layout-for'

/**
 * What the chrome (a layout's header and footer) shows of the page's path, but for which of its
 * links is the page's own (see linkedPaths): the layout (SPEC 2.1), the top banner (SPEC 2.4, 2.14),
 * the paid landing pages' navigation without menus (SPEC 2.14) and 'Sign in' on the home page only
 * (SPEC 2.3). Two pages with the same facts, neither of which the chrome links to, have the same
 * chrome, so the build renders it once for both (src/layouts/chrome/ChromeOnce.tsx). A part of the
 * chrome that comes to depend on the path in another way must add it here.
 */
export function chromeFacts(pathname: string): string {
  return [layoutFor(pathname), isTopBannerShown(pathname), isPaidLandingPage(pathname), isSamePath(pathname, '/')].join(' ')
}

/**
 * A site path as the chrome's links are compared with the page's: without query or fragment,
 * percent-decoded where it decodes, without a trailing slash. Looser than SiteLink's `aria-current`
 * test and than isSamePath, so that no link which either would mark as the page's own is missed.
 */
export function pathKey(path: string): string {
  const bare = barePath(path)
  let decoded = bare
  try {
    decoded = decodeURI(bare)
  } catch {
    // Not percent-encoded UTF-8: compared as written.
  }
  return decoded.replace(/\/+$/, '') || '/'
}

/** The pathKey of each in-site link of an HTML fragment (`href="/…"`, as the renderer writes it). */
export function linkedPaths(html: string): Set<string> {
  const paths = new Set<string>()
  for (const [, href = ''] of html.matchAll(/\shref="(\/[^"]*)"/g)) {
    paths.add(pathKey(decodeEntities(href)))
  }
  return paths
}
