import { site } from '../../config/site-config'
import { contentHref } from '../../lib/links'
import type { CmsContent } from './content'
import type { CmsDocument } from './resolve-references'

/** SPEC 2.10, 3.3: whether a document is this site's, not the sister coworking site's. */
export function isThisSite(doc: CmsDocument): boolean {
  return doc.project === undefined || doc.project === null || doc.project === '' || doc.project === site.mainProject
}

/** Every `href` inside a value, rewritten where `rewrite` says. */
function rewriteHrefs<T>(value: T, rewrite: (href: string) => string): T {
  if (Array.isArray(value)) return (value as unknown[]).map((v) => rewriteHrefs(v, rewrite)) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, k === 'href' && typeof v === 'string' ? rewrite(v) : rewriteHrefs(v, rewrite)]),
  ) as T
}

/**
 * SPEC 2.10, 3.3: content of another project belongs to the sister coworking site. Its documents
 * are checked like any other, but are not pages of this site: no node, so no page, listing,
 * related post, feed item, search record or sitemap entry. Every link to one (a menu entry, a
 * button, a card, a rich-text link) goes to the sister site at the same path.
 */
export function thisSiteOnly(content: CmsContent): CmsContent {
  const elsewhere = new Map<string, string>()
  const byType: CmsContent['byType'] = new Map()
  for (const [type, docs] of content.byType) {
    for (const doc of docs) if (!isThisSite(doc) && typeof doc.href === 'string') elsewhere.set(doc.href, contentHref(doc.href, String(doc.project)))
    byType.set(type, docs.filter(isThisSite))
  }
  if (elsewhere.size === 0) return { ...content, byType }
  const rewrite = (href: string): string => {
    const path = href.replace(/[?#].*$/, '')
    const target = elsewhere.get(path)
    return target ? target + href.slice(path.length) : href
  }
  for (const [type, docs] of byType) byType.set(type, docs.map((doc) => rewriteHrefs(doc, rewrite)))
  return { ...content, byType, siteWide: rewriteHrefs(content.siteWide, rewrite) }
}
