import { site } from '../../config/site-config'
import { contentHref } from '../../lib/navigation/links'
import type { CmsContent } from './content'
import type { CmsDocument } from './resolve-references'

/** SPEC 2.10, 3.3: whether a document is this site's, not the sister coworking site's. */
export function isThisSite(doc: CmsDocument): boolean {
  return doc.project === undefined || doc.project === null || doc.project === '' || doc.project === site.mainProject
}

/** Every `href` inside a value, rewritten where `rewrite` says; a part with none to rewrite is returned as it is, not copied. */
function rewriteHrefs<T>(value: T, rewrite: (href: string) => string): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item: unknown, i) => {
      const next = rewriteHrefs(item, rewrite)
      if (next !== item) (copy ??= value.slice())[i] = next
    })
    return (copy ?? value) as T
  }
  if (!value || typeof value !== 'object') return value
  let copy: Record<string, unknown> | undefined
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const next = k === 'href' && typeof v === 'string' ? rewrite(v) : rewriteHrefs(v, rewrite)
    if (next !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = next
  }
  return (copy ?? value) as T
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
    for (const doc of docs)
      if (!isThisSite(doc) && typeof doc.href === 'string') elsewhere.set(doc.href, contentHref(doc.href, String(doc.project)))
    byType.set(type, docs.filter(isThisSite))
  }
  if (elsewhere.size === 0) return { ...content, byType }
  const rewrite = (href: string): string => {
    const path = href.replace(/[?#].*$/, '')
    const target = elsewhere.get(path)
    return target ? target + href.slice(path.length) : href
  }
  for (const [type, docs] of byType)
    byType.set(
      type,
      docs.map((doc) => rewriteHrefs(doc, rewrite)),
    )
  return { ...content, byType, siteWide: rewriteHrefs(content.siteWide, rewrite) }
}
