import { site } from '../config/site-config'

/**
 * SPEC 2.18, the link rule: a link is in-app navigation only when it does not open in a new tab,
 * its href starts with '/' (or it is a route object), has no '?', and does not point to a .pdf,
 * .png, .jpg, .svg or .json file. Every other link is a plain full-page link.
 */
export type LinkTarget = string | { pathname: string }

const FILE_EXTENSIONS = /\.(pdf|png|jpg|svg|json)$/i

export function isInAppLink(href: LinkTarget, newTab = false): boolean {
  if (newTab) return false
  if (typeof href !== 'string') return true
  // '//host/…' is another origin, not a path.
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('?') && !FILE_EXTENSIONS.test(href.split('#')[0] as string)
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

export interface ResolvedLink {
  href: string
  /** Render with Gatsby's <Link> (client-side navigation). */
  inApp: boolean
  newTab: boolean
  /** SPEC 2.18: a link that opens in a new tab always carries rel noopener. */
  rel?: string
}

/** Everything a link component needs to render one link (SPEC 2.10, 2.18). */
export function linkTarget({ href, newTab = false, project }: { href: string; newTab?: boolean; project?: string | null }): ResolvedLink {
  const target = contentHref(href, project)
  return { href: target, inApp: isInAppLink(target, newTab), newTab, rel: linkRel(newTab) }
}
