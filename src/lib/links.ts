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
