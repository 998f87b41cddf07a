import { site } from '../../config/site-config'

/** A link's destination: a path or URL, or a route object. */
type LinkHref = string | { pathname: string }

/** SPEC 2.18: links to these files are plain full-page links, never in-app navigation. */
const FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.svg', '.json']

/**
 * SPEC 2.18, the link rule: a link is in-app navigation only when it does not open in a new tab,
 * its href starts with '/' (or it is a route object), has no '?', and does not point to a .pdf,
 * .png, .jpg, .svg or .json file. '//host/…' starts with '/' but leaves the site (a
 * protocol-relative URL), so it is not in-app. Every other link is a plain full-page link.
 */
export function isInAppLink(href: LinkHref, newTab = false): boolean {
  if (newTab) return false
  if (typeof href !== 'string') return true
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('?')) return false
  const path = (href.split('#')[0] ?? '').toLowerCase()
  return !FILE_EXTENSIONS.some((ext) => path.endsWith(ext))
}

/**
 * SPEC 2.18, in a page without a client-side router (docs/islands.md): every link is a full-page
 * load, and the links the rule makes in-app navigation are prefetched when the visitor points at
 * them or presses them (the browser's Speculation Rules, `moderate` eagerness). The selector is the
 * rule: a path from the site's root, no query, not in a new tab, not one of its files. Browsers
 * without Speculation Rules load the page when clicked, as any link.
 */
export function speculationRules(): string {
  const notFile = FILE_EXTENSIONS.map((ext) => `:not([href$='${ext}' i])`).join('')
  const inApp = `a[href^='/']:not([href^='//']):not([href*='?']):not([target='_blank'])${notFile}`
  return JSON.stringify({ prefetch: [{ source: 'document', where: { selector_matches: inApp }, eagerness: 'moderate' }] })
}

/**
 * SPEC 2.18: whether a link leaves the site for another origin: an http(s) URL or a
 * protocol-relative one ('//host/…'). The site links to its own pages by path (the CMS href policy,
 * docs/architecture.md), so an absolute URL is another origin. mailto: and tel: links open a mail or
 * phone app, not a page, and stay in the same tab.
 */
export function isOtherOrigin(href: LinkHref): boolean {
  return typeof href === 'string' && /^(?:https?:)?\/\//i.test(href.trim())
}

/**
 * SPEC 2.18: a link to another origin always opens in a new tab; an internal link opens in a new
 * tab only when its author asks for it (`newTab`, e.g. the classic footer's legal links, SPEC 2.5).
 * No flag can keep an external link in the same tab.
 */
export function opensInNewTab(href: LinkHref, newTab = false): boolean {
  return newTab || isOtherOrigin(href)
}

/** SPEC 2.18: a link that opens in a new tab always carries rel noopener. */
export function linkRel(newTab: boolean): string | undefined {
  return newTab ? 'noopener' : undefined
}

/**
 * SPEC 2.10, 3.3: a link to content whose project is not this site's points to the sister
 * coworking-resources site, at the same path.
 */
export function contentHref(href: string, project?: string | null): string {
  if (!project || project === site.mainProject || !href.startsWith('/')) return href
  return `${site.sisterSiteUrl}${href}`
}

interface LinkTarget {
  href: string
  /** Render with Gatsby's <Link> (client-side navigation). */
  inApp: boolean
  newTab: boolean
  rel?: string
}

/**
 * Everything a link component needs to render one link (SPEC 2.10, 2.18). `newTab` can only add a
 * new tab: a link to another origin (a sister-site link included) opens in one whatever it says.
 */
export function linkTarget({ href, newTab = false, project }: { href: string; newTab?: boolean; project?: string | null }): LinkTarget {
  const target = contentHref(href, project)
  const inNewTab = opensInNewTab(target, newTab)
  return { href: target, inApp: isInAppLink(target, inNewTab), newTab: inNewTab, rel: linkRel(inNewTab) }
}
