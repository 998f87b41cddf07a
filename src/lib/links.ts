import { site } from '../config/site-config'

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

/** Everything a link component needs to render one link (SPEC 2.10, 2.18). */
export function linkTarget({ href, newTab = false, project }: { href: string; newTab?: boolean; project?: string | null }): LinkTarget {
  const target = contentHref(href, project)
  return { href: target, inApp: isInAppLink(target, newTab), newTab, rel: linkRel(newTab) }
}
