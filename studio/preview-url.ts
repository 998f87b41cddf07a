import { contentHref } from '../src/lib/navigation/links'

/**
 * Where an editor sees a document as the site draws it: `npm run preview` (the development server
 * with drafts, docs/publishing.md) at the document's route, by the site's own link rule (a page of
 * another project opens on the sister site). SANITY_STUDIO_PREVIEW_URL moves the preview elsewhere.
 */
export const PREVIEW_ORIGIN = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://127.0.0.1:8000'

export function previewUrl(document: { href?: unknown; project?: unknown }): string | undefined {
  if (typeof document.href !== 'string' || !document.href.startsWith('/')) return undefined
  const href = contentHref(document.href, typeof document.project === 'string' ? document.project : null)
  return href.startsWith('/') ? `${PREVIEW_ORIGIN.replace(/\/$/, '')}${href}` : href
}
