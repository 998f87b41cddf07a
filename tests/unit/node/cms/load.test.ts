import path from 'node:path'
import { createEmbeddedTransport } from '../../../../src/node/cms/embedded-transport'
import { CmsContentError } from '../../../../src/node/cms/errors'
import { loadCmsContent } from '../../../../src/node/cms/load'
import { CMS_TYPES } from '../../../../src/node/cms/model'
import type { CmsDocument } from '../../../../src/node/cms/resolve-references'
import { docs as siteDocs, readDataset } from '../../../helpers/site-dataset'

// A fixed copy of the starter dataset, so these cases do not move when the site's content changes.
const DATASET = path.join(__dirname, '../../../fixtures/cms/data.ndjson')
const starter = (): CmsDocument[] => readDataset(DATASET)

function load(docs: CmsDocument[]) {
  return loadCmsContent({ transport: createEmbeddedTransport(docs), problems: [] })
}

/** The starter dataset with one document changed. */
function withChange(id: string, change: (doc: CmsDocument) => void): CmsDocument[] {
  const docs = starter()
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`the starter dataset has no ${id}`)
  change(doc)
  return docs
}

describe('loading the CMS content', () => {
  it('loads the site dataset: every type and its checks', async () => {
    const { byType } = await load(siteDocs)
    for (const type of CMS_TYPES) expect(byType.get(type)?.length).toBeGreaterThan(0)
  })

  it('SPEC 3.3: projects relativeUrl with the other content-page fields, the href unless the CMS sets one', async () => {
    const { byType } = await load(withChange('guide.pacs', (d) => (d.relativeUrl = 'guides/pacs')))
    const pages = [...byType.values()].flat().filter((d) => typeof d.href === 'string')
    expect(pages.find((d) => d._id === 'guide.pacs')?.relativeUrl).toBe('guides/pacs')
    for (const page of pages.filter((d) => d._id !== 'guide.pacs')) expect(page.relativeUrl).toBe(page.href)
  })

  it('loads the starter dataset: every type, drafts left out, site-wide content per SPEC 7.3', async () => {
    const { byType, siteWide } = await load(starter())
    for (const type of CMS_TYPES) expect(byType.get(type)?.length).toBeGreaterThan(0)
    const hrefs = [...byType.values()].flat().map((d) => d.href)
    expect(hrefs).not.toContain('/blog/draft-only-preview')
    // The newest update is marked showInNavBar 'no', so the nav bar shows the one before it.
    expect(siteWide.navBarFeatureArticle?.href).toBe('/updates/visitor-qr-passes')
    expect(siteWide.footerLegalItems.map((i) => i.href)).toEqual(['/legal/cookies', '/legal/privacy'])
    expect(siteWide.abCampaigns.map((c) => c.name)).toContain('hubspotFormTheme')
    expect(siteWide.navBarMenu.products?.columns.length).toBeGreaterThan(0)
    expect(siteWide.navBarMenu.solutions).not.toBeNull()
    expect(siteWide.navBarMenu.resources).not.toBeNull()
  })

  it("carries a legal page's newTab to the footer's legal items (SPEC 3.6: { title, href?, newTab? })", async () => {
    const { siteWide } = await load(withChange('legalPage.privacy', (d) => (d.newTab = true)))
    expect(siteWide.footerLegalItems).toEqual([
      expect.objectContaining({ href: '/legal/cookies', newTab: null }),
      expect.objectContaining({ href: '/legal/privacy', newTab: true }),
    ])
  })

  it('resolves references inside bodies (an author quote gets its author and company)', async () => {
    const { byType } = await load(starter())
    const article = byType.get('article')?.find((d) => d._id === 'article.mobile-credentials')
    const quote = (article?.body as { _type: string; author?: unknown }[]).find((b) => b._type === 'authorQuote')
    expect(quote?.author).toMatchObject({ name: 'Maya Okafor', company: { name: 'Threshold' } })
  })

  it.each<[string, string, (d: CmsDocument) => void, string]>([
    [
      'a missing required field',
      'blogPost.lockdown-drills',
      (d) => delete d.publishedOn,
      'CMS document "blogPost.lockdown-drills", field "publishedOn": is required for blogPost documents',
    ],
    [
      'an unknown block type in a body',
      'blogPost.lockdown-drills',
      (d) => (d.body as object[]).splice(1, 0, { _type: 'carousel', _key: 'x' }),
      'CMS document "blogPost.lockdown-drills", field "body[1]._type": unknown type "carousel"',
    ],
    [
      'an unknown block type in a table cell',
      'article.mobile-credentials',
      (d) =>
        (d.body as { _type: string; rows?: { cells: { blocks: object[] }[] }[] }[])
          .find((b) => b._type === 'figureTable')
          ?.rows?.[0]?.cells[1]?.blocks.push({ _type: 'image' }),
      'field "body[6].rows[0].cells[1].blocks[1]._type": unknown type "image"',
    ],
    [
      'a dangling author link',
      'caseStudy.northwind',
      (d) => (d.author = { _type: 'reference', _ref: 'author.nobody' }),
      'CMS document "caseStudy.northwind", field "author": refers to "author.nobody", which does not exist',
    ],
    [
      'a link to a document of the wrong type',
      'guide.pacs',
      (d) => (d.author = { _type: 'reference', _ref: 'company.threshold' }),
      'CMS document "guide.pacs", field "author": refers to "company.threshold" of type company; expected type author',
    ],
    [
      'a dangling reference inside a body',
      'article.mobile-credentials',
      (d) =>
        ((d.body as { _type: string; author?: unknown }[]).find((b) => b._type === 'authorQuote')!.author = {
          _type: 'reference',
          _ref: 'author.gone',
        }),
      'CMS document "article.mobile-credentials", field "body[7].author": refers to "author.gone", which does not exist',
    ],
    [
      'an href with a trailing slash',
      'page.products-reader',
      (d) => (d.href = '/products/reader/'),
      'CMS document "page.products-reader", field "href": "/products/reader/" must be a lower-case path',
    ],
    [
      'a link in a body with a trailing slash',
      'blogPost.lockdown-drills',
      (d) => (d.body as { markDefs?: object[] }[])[0]!.markDefs!.push({ _type: 'link', _key: 'l', href: '/pricing/' }),
      'CMS document "blogPost.lockdown-drills", field "body[0].markDefs[0].href": "/pricing/" must be a lower-case path',
    ],
    [
      'a menu entry linking with a trailing slash',
      'navBarMenu.solutions',
      (d) => ((d.columns as { items: { href?: string }[] }[])[0]!.items[1]!.href = '/features/lockdown/?ref=menu'),
      'CMS document "navBarMenu.solutions", field "columns[0].items[1].href": "/features/lockdown/" must be a lower-case path',
    ],
    [
      'an unknown section type',
      'page.home',
      (d) => (d.sections as object[]).push({ _type: 'marquee', _key: 'm' }),
      'CMS document "page.home", field "sections[4]._type": unknown type "marquee"',
    ],
    [
      'a section without a required field',
      'page.home',
      (d) => delete (d.sections as Record<string, unknown>[])[0]!.heading,
      'CMS document "page.home", field "sections[0].heading": is required for hero sections',
    ],
    [
      'pricing plans with two highlighted plans',
      'page.home',
      (d) =>
        (d.sections as object[]).push({
          _type: 'pricingPlans',
          _key: 'p',
          plans: [
            { name: 'A', highlighted: true },
            { name: 'B', highlighted: true },
          ],
        }),
      'CMS document "page.home", field "sections[4].plans": must highlight exactly one plan (found 2)',
    ],
    [
      'a comparison row narrower than its columns',
      'page.home',
      (d) =>
        (d.sections as object[]).push({
          _type: 'comparisonTable',
          _key: 'c',
          columns: ['Us', 'Them'],
          rows: [{ feature: 'Offline', values: ['Yes'] }],
        }),
      'CMS document "page.home", field "sections[4].rows[0].values": must hold 2 values, one per column',
    ],
    [
      'a feature icon outside the list',
      'page.home',
      (d) => (d.sections as object[]).push({ _type: 'featureGrid', _key: 'f', items: [{ title: 'T', text: 'x', icon: 'rocket' }] }),
      'CMS document "page.home", field "sections[4].items[0].icon": "rocket" is not one of lock,',
    ],
    [
      'a lead form that does not exist',
      'page.home',
      (d) => (d.sections as object[]).push({ _type: 'leadForm', _key: 'l', formId: 'footerNewsletter' }),
      'CMS document "page.home", field "sections[4].formId": "footerNewsletter" is not one of quote, demo, resellers, contact',
    ],
    [
      'an academy label outside the list',
      'academyCourse.fundamentals',
      (d) => (d.label = 'Cooking'),
      'CMS document "academyCourse.fundamentals", field "label": "Cooking" is not one of Access Control, Physical Security, Workplace Technology',
    ],
    [
      'a menu entry of unknown type',
      'navBarMenu.products',
      (d) => (d.columns as { items: object[] }[])[0]?.items.push({ _type: 'banner' }),
      'CMS document "navBarMenu.products", field "columns[0].items[4]._type": unknown type "banner"',
    ],
    [
      'an A/B chance that is not a percentage',
      'abCampaign.homeHero',
      (d) => ((d.variations as { chance: unknown }[])[0]!.chance = '70%'),
      'CMS document "abCampaign.homeHero", field "variations[0].chance": must be a percentage between 0 and 100',
    ],
  ])('fails on %s, naming the document and field', async (_what, id, change, message) => {
    const pending = load(withChange(id, change))
    await expect(pending).rejects.toThrow(CmsContentError)
    await expect(pending).rejects.toThrow(message)
  })

  it('fails when two documents share an href, naming both', async () => {
    const docs = withChange('legalPage.privacy', (d) => (d.href = '/legal/cookies'))
    await expect(load(docs)).rejects.toThrow(
      /"legalPage\.(privacy|cookies)".*"\/legal\/cookies" is also the href of document "legalPage\.(cookies|privacy)"/,
    )
  })
})
