import { site, type ServiceSettings } from '../../config/site-config'
import { createCmsClient } from './client'
import type { CmsContent, CmsSource, SiteWideContent } from './content'
import { readEmbeddedDataset } from './embedded-transport'
import { fillFactsIn, FACT_PLACEHOLDERS, type CompanyFacts } from '../../lib/content/company-facts'
import { CmsContentError, CmsDataError } from './errors'
import { CMS_TYPES } from './model'
import { QUERIES } from './queries'
import type { CmsDocument } from './resolve-references'
import { createSanityTransport } from './sanity-transport'
import { thisSiteOnly } from './projects'
import { contentProblems } from './validate'

/**
 * The source the settings ask for: the Sanity API when a project id is set, else the embedded
 * dataset. `drafts` (preview only) shows each document's draft where it has one.
 */
function createSource(cms: ServiceSettings['cms'], { drafts = false } = {}): Promise<CmsSource> {
  return cms.kind === 'sanity'
    ? Promise.resolve({ transport: createSanityTransport(cms, { drafts }), problems: [] })
    : readEmbeddedDataset(cms.datasetPath, { drafts })
}

/**
 * Reads everything the site shows from the CMS and checks it, collecting every problem (each names
 * the document and field) instead of stopping at the first: the one validation that both the
 * build and `npm run content:check` run. A failed fetch still throws.
 */
export async function checkCmsContent(
  source: CmsSource,
  { drafts = false } = {},
): Promise<{ content: CmsContent; problems: CmsDataError[] }> {
  const problems = [...source.problems]
  const client = createCmsClient(source.transport, { onDanglingReference: (problem) => problems.push(problem) })
  const results = await Promise.all(CMS_TYPES.map((type) => client.query<CmsDocument[]>(QUERIES.documents[type])))
  const byType = new Map(CMS_TYPES.map((type, i) => [type, results[i] as CmsDocument[]]))
  const ids = site.navBarMenuIds
  const siteWide = await client.query<SiteWideContent>(QUERIES.siteWide, {
    productsMenuId: ids.products,
    solutionsMenuId: ids.solutions,
    resourcesMenuId: ids.resources,
    topBannerId: site.topBannerId,
    mainFooterId: site.footerIds.main,
    classicFooterId: site.footerIds.classic,
    classicNavigationId: site.classicNavigationId,
    companyFactsId: site.companyFactsId,
  })
  const stored = await source.transport.fetch<CmsDocument[]>(QUERIES.stored, { types: CMS_TYPES })
  problems.push(...(await contentProblems(stored, { drafts })))
  const draftIds = new Set(drafts ? await client.query<string[]>(QUERIES.draftIds) : [])
  const facts = siteWide.companyFacts
  const filled = facts ? withFacts(byType, facts, problems) : byType
  return { content: { byType: filled, siteWide, draftIds }, problems: firstPerField(problems) }
}

/**
 * Every document's text with the company's facts filled in ({{headcount}} → 240), so no page states
 * a fact typed by hand; a placeholder that is not a fact is a problem of its document and field.
 */
function withFacts(byType: CmsContent['byType'], facts: CompanyFacts, problems: CmsDataError[]): CmsContent['byType'] {
  const known = Object.keys(FACT_PLACEHOLDERS)
    .map((name) => `{{${name}}}`)
    .join(', ')
  return new Map(
    [...byType].map(([type, docs]) => [
      type,
      docs.map((doc) => {
        const { value, unknown } = fillFactsIn(doc, facts)
        for (const { path, names } of unknown) {
          problems.push(
            new CmsDataError(doc._id, path, `names ${names.map((n) => `{{${n}}}`).join(', ')}, which is not a company fact (${known})`),
          )
        }
        return value
      }),
    ]),
  )
}

/** One problem per document and field: a dangling reference is found both resolving and validating. */
function firstPerField(problems: CmsDataError[]): CmsDataError[] {
  const seen = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.documentId}\0${p.field}`
    return seen.has(key) ? false : (seen.add(key), true)
  })
}

/**
 * The content for the build. Any bad document, dangling reference or failed fetch throws, listing
 * every problem, so the build stops rather than publishing a half-empty site.
 */
export async function loadCmsContent(source: CmsSource, { drafts = false } = {}): Promise<CmsContent> {
  const { content, problems } = await checkCmsContent(source, { drafts })
  if (problems.length > 0) throw new CmsContentError(problems)
  return thisSiteOnly(content)
}

export async function loadCmsContentFromSettings(cms: ServiceSettings['cms'], { drafts = false } = {}): Promise<CmsContent> {
  return loadCmsContent(await createSource(cms, { drafts }), { drafts })
}
