import type { SeoInput } from './seo'

/** The CMS fields of a content page that its metadata is built from (SPEC 3.2, 3.3). */
export interface SeoSource {
  href: string
  heading?: unknown
  headingAlt?: unknown
  summary?: unknown
  subHeading?: unknown
  seo?: SeoInput['seo']
}

/**
 * A content page's input to `buildSeo`: the title falls back to the short heading, the
 * description to the summary, then the sub-heading, then the heading. Shared by the validation at
 * load (which names the bad document) and the `pageSeo` field.
 */
export function seoInputOf(doc: SeoSource, siteUrl: string, mainImage: string | null, mainImageAlt?: string | null): SeoInput {
  return {
    siteUrl,
    path: doc.href,
    seo: doc.seo && typeof doc.seo === 'object' ? doc.seo : null,
    title: doc.headingAlt ?? doc.heading,
    description: doc.summary ?? doc.subHeading ?? doc.heading,
    mainImage,
    mainImageAlt,
  }
}
