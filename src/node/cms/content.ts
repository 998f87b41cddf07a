import type { CmsTransport } from './client'
import type { CmsDataError } from './errors'
import type { CompanyFacts } from '../../lib/content/company-facts'
import type { CmsTypeName } from './queries'
import type { CmsDocument } from './resolve-references'

// What load.ts reads from and hands on, in a module of its own: the transports and the steps after
// loading name these types without importing the loader, which imports them.

/** Where the content comes from, with the problems found while reading it (the embedded files). */
export interface CmsSource {
  transport: CmsTransport
  problems: readonly CmsDataError[]
}

/**
 * SPEC 7.3 and the chrome's documents, with the optional parts left null when the CMS has none (a
 * missing document of a fixed id fails the validation, src/node/cms/validate.ts). Their rich parts
 * stay unknown here: the content model checks them, and the GraphQL schema types them.
 */
export interface SiteWideContent {
  navBarFeatureArticle: { title: string; href: string; mainImage: { alt: string | null; clId: string | null; asset: unknown } } | null
  /** SPEC 3.6: a legal item is { title, href?, newTab? }. */
  footerLegalItems: { title: string; href: string; newTab?: boolean | null }[]
  abCampaigns: { name: string; variations: { name: string; chance: number }[] }[]
  navBarMenu: Record<'products' | 'solutions' | 'resources', { columns: unknown[] } | null>
  topBanner: { text: string; link: unknown; buyLink: unknown; position: string | null } | null
  footers: Record<'main' | 'classic', { columns: unknown[]; social: unknown[] | null } | null>
  classicNavigation: { items: unknown[] } | null
  companyFacts: CompanyFacts | null
}

export interface CmsContent {
  byType: Map<CmsTypeName, CmsDocument[]>
  siteWide: SiteWideContent
  /** Ids of the documents shown as their draft (preview only; always empty in a build). */
  draftIds: Set<string>
}
