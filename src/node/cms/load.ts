import { site, type ServiceSettings } from '../../config/site-config'
import { createCmsClient, type CmsClient, type CmsTransport } from './client'
import { loadEmbeddedTransport } from './embedded-transport'
import { CMS_TYPES } from './model'
import { QUERIES, type CmsTypeName } from './queries'
import type { CmsDocument } from './resolve-references'
import { createSanityTransport } from './sanity-transport'
import { checkLinks, checkUniqueHrefs, validateDocument } from './validate'

/** The transport the settings ask for: the Sanity API when a project id is set, else the embedded dataset. */
export function createTransport(cms: ServiceSettings['cms'], { drafts = false } = {}): Promise<CmsTransport> {
  return cms.kind === 'sanity'
    ? Promise.resolve(createSanityTransport(cms, { drafts }))
    : loadEmbeddedTransport(cms.datasetPath, { drafts })
}

/** SPEC 7.3, with the optional parts left null when the CMS has none. */
export interface SiteWideContent {
  navBarFeatureArticle: { title: string; href: string; mainImage: { alt: string | null; clId: string | null; asset: unknown } } | null
  footerLegalItems: { title: string; href: string }[]
  abCampaigns: { name: string; variations: { name: string; chance: number }[] }[]
  navBarMenu: Record<'products' | 'solutions' | 'resources', { columns: unknown[] } | null>
}

export interface CmsContent {
  byType: Map<CmsTypeName, CmsDocument[]>
  siteWide: SiteWideContent
  /** Ids of the documents shown as their draft (preview only; always empty in a build). */
  draftIds: Set<string>
}

/**
 * Reads and checks everything the site shows from the CMS. Any bad document, dangling reference or
 * failed fetch throws, so the build stops rather than publishing a half-empty site.
 */
export async function loadCmsContent(client: CmsClient, { drafts = false } = {}): Promise<CmsContent> {
  const results = await Promise.all(CMS_TYPES.map((type) => client.query<CmsDocument[]>(QUERIES.documents[type])))
  const byType = new Map(CMS_TYPES.map((type, i) => [type, results[i] as CmsDocument[]]))
  for (const [type, docs] of byType) for (const doc of docs) validateDocument(type, doc)
  checkUniqueHrefs([...byType.values()].flat())
  checkLinks(byType)

  const ids = site.navBarMenuIds
  const siteWide = await client.query<SiteWideContent>(QUERIES.siteWide, {
    productsMenuId: ids.products,
    solutionsMenuId: ids.solutions,
    resourcesMenuId: ids.resources,
  })
  const draftIds = new Set(drafts ? await client.query<string[]>(QUERIES.draftIds) : [])
  return { byType, siteWide, draftIds }
}

export async function loadCmsContentFromSettings(cms: ServiceSettings['cms'], { drafts = false } = {}): Promise<CmsContent> {
  return loadCmsContent(createCmsClient(await createTransport(cms, { drafts })), { drafts })
}
