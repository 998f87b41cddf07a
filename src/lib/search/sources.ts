import { firstVariationOnly, type AbCampaign } from '../ab-testing/ab-testing'
import type { TextBlock } from '../content/portable-text'
import { bodySections, htmlText, landingSections, pageRecords, type SearchPage, type SearchRecord } from './records'

/** The label a visitor sees beside a hit, by GraphQL type (src/node/schema.ts). */
export const TYPE_LABELS: Record<string, string> = {
  LandingPage: 'Page',
  Article: 'Article',
  BlogPost: 'Blog post',
  FeatureUpdate: 'Product update',
  CaseStudy: 'Customer story',
  Guide: 'Guide',
  AcademyCourse: 'Academy course',
  LegalPage: 'Legal',
  JobOffer: 'Job offer',
}

/** A CMS page as the build reads it: a body (articles and the like) or sections (landing pages). */
export interface ContentPageInput {
  id: string
  nodeType: string
  href: string
  heading: string
  summary?: string | null
  publishedOn?: string | null
  image?: { src: string; alt: string } | null
  body?: readonly TextBlock[] | null
  sections?: readonly unknown[] | null
}

/** A job offer node (src/node/careers/schema.ts), its HTML already sanitized. */
export interface JobOfferInput {
  offerId: string
  title: string
  path: string
  department: string
  location: string
  datePosted?: string | null
  description1: string
  description2: string
}

const isoDate = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null)

/**
 * A content page's search page. SPEC 4.7: of A/B variations, only the first variation's
 * sections and blocks are read (`campaigns` gives each campaign's first; the first tagged for one
 * not given), so a search hit shows one version of the page, never two.
 */
export function contentSearchPage(page: ContentPageInput, campaigns: readonly AbCampaign[] = []): SearchPage {
  return {
    pageId: page.href,
    type: TYPE_LABELS[page.nodeType] ?? 'Page',
    title: page.heading,
    href: page.href,
    summary: page.summary ?? '',
    publishedOn: isoDate(page.publishedOn),
    image: page.image ?? null,
    sections: page.sections
      ? landingSections(firstVariationOnly(page.sections, campaigns))
      : bodySections(firstVariationOnly(page.body ?? [], campaigns)),
  }
}

export function offerSearchPage(offer: JobOfferInput): SearchPage {
  return {
    pageId: offer.path,
    type: TYPE_LABELS.JobOffer as string,
    title: offer.title,
    href: offer.path,
    summary: `${offer.department} · ${offer.location}`,
    publishedOn: isoDate(offer.datePosted),
    image: null,
    sections: [{ heading: null, anchor: null, text: htmlText(`${offer.description1} ${offer.description2}`) }],
  }
}

/**
 * The one transformer (docs/search.md): content pages, collection entries, landing pages and
 * job offers in, search records out, for Algolia and for Pagefind alike.
 */
export function searchRecords(input: {
  pages: readonly ContentPageInput[]
  offers: readonly JobOfferInput[]
  campaigns?: readonly AbCampaign[]
}): SearchRecord[] {
  const pages = [...input.pages.map((page) => contentSearchPage(page, input.campaigns)), ...input.offers.map(offerSearchPage)]
  return pages.flatMap((page) => pageRecords(page))
}
