import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readEmbeddedDataset } from '../../../../src/node/cms/embedded-transport'
import { checkCmsContent } from '../../../../src/node/cms/load'
import { BODY_BLOCK_TYPES, SECTION_TYPES } from '../../../../src/content-model/types'
import { ACADEMY_LABELS } from '../../../../src/lib/content/taxonomy'
import type { CmsDocument } from '../../../../src/node/cms/resolve-references'
import { CODE_ROUTES } from '../../../../src/lib/navigation/code-routes'
import { site } from '../../../../src/config/site-config'
import { DATASET, docs } from '../../../helpers/site-dataset'
import { SPEC_ROUTES } from '../../../helpers/spec-routes'

// The embedded dataset is the whole site's content (docs/dataset.md). These tests
// read the shipped dataset (content/cms), so they fail when a collection shrinks, a link dangles
// or an image goes missing.
const ROOT = path.join(__dirname, '../../../..')
const DIR = path.dirname(DATASET)
const TEXT = readFileSync(DATASET, 'utf8')
const ofType = (type: string): CmsDocument[] => docs.filter((d) => d._type === type)
const byId = new Map(docs.map((d) => [d._id, d]))

type Block = { _type: string; style?: string; listItem?: string; children?: { text: string }[]; markDefs?: { href?: string }[] }
const bodies = (): Block[] => docs.flatMap((d) => (Array.isArray(d.body) ? (d.body as Block[]) : []))
const text = (b: Block): string => (b.children ?? []).map((c) => c.text).join('')

/** Every value in a document, with the key it sits under. */
function values(value: unknown, key = '', out: [string, unknown][] = []): [string, unknown][] {
  out.push([key, value])
  if (Array.isArray(value)) value.forEach((v) => values(v, key, out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) values(v, k, out)
  return out
}

describe('the embedded dataset: collections (SPEC 2.9–2.13)', () => {
  const under = (type: string, prefix: string): CmsDocument[] => {
    const found = ofType(type)
    for (const d of found) expect(d.href).toMatch(new RegExp(`^${prefix}/[a-z0-9-]+$`))
    return found
  }

  it('has the counts docs/dataset.md promises, at their URL patterns', () => {
    expect(under('blogPost', '/blog').length).toBeGreaterThanOrEqual(20)
    expect(under('article', '/resources').length).toBeGreaterThanOrEqual(10)
    expect(under('guide', '/guides').length).toBeGreaterThanOrEqual(3)
    expect(under('featureUpdateArticle', '/updates').length).toBeGreaterThanOrEqual(10)
    expect(under('caseStudy', '/customers').length).toBeGreaterThanOrEqual(8)
    expect(under('academyCourse', '/academy/courses').length).toBeGreaterThanOrEqual(12)
    expect(ofType('page').filter((d) => (d.href as string).startsWith('/lp/')).length).toBeGreaterThanOrEqual(2)
  })

  it('has the long guide, whose reading time reaches the 20-minute clamp (SPEC 9.1)', () => {
    const guide = docs.find((d) => d.href === '/guides/physical-access-control-systems')
    const chars = (guide?.body as Block[]).filter((b) => b._type === 'block').reduce((n, b) => n + text(b).length, 0)
    expect(Math.round(chars / 5 / 200)).toBeGreaterThan(20)
  })

  it('has feature updates on varied dates, the newest hidden from the nav bar (SPEC 7.3)', () => {
    const updates = ofType('featureUpdateArticle').sort((a, b) => String(b.publishedOn).localeCompare(String(a.publishedOn)))
    expect(new Set(updates.map((u) => String(u.publishedOn).slice(0, 7))).size).toBeGreaterThanOrEqual(8)
    expect(updates[0]?.showInNavBar).toBe('no')
    const shown = updates.find((u) => u.showInNavBar !== 'no')
    expect(String(updates[0]?.publishedOn) > String(shown?.publishedOn)).toBe(true)
  })

  it('spreads case studies across industries and courses across the three labels', () => {
    expect(new Set(ofType('caseStudy').map((d) => d.industry)).size).toBeGreaterThanOrEqual(8)
    for (const label of ACADEMY_LABELS) {
      expect(ofType('academyCourse').filter((d) => d.label === label).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('has the five legal pages with distinct priorities', () => {
    const legal = ofType('legalPage')
    expect(legal.map((d) => d.href).sort()).toEqual(['/legal/cookies', '/legal/dpa', '/legal/gdpr', '/legal/privacy', '/legal/terms'])
    expect(new Set(legal.map((d) => d.priority)).size).toBe(5)
  })

  it('gives every author a job title and a company', () => {
    for (const author of ofType('author')) {
      expect(author.jobTitle).toEqual(expect.any(String))
      expect(byId.get((author.company as { _ref: string })._ref)?._type).toBe('company')
    }
  })
})

describe('the embedded dataset: site-wide documents (SPEC 3.6, 4.7)', () => {
  it('has the three nav-bar menus with every kind of entry (SPEC 3.6)', () => {
    for (const id of Object.values(site.navBarMenuIds)) {
      const items = ((byId.get(id)?.columns ?? []) as { items: { _type: string }[] }[]).flatMap((c) => c.items)
      expect(new Set(items.map((i) => i._type))).toEqual(new Set(['title', 'item', 'subItem', 'card']))
    }
  })

  it("leaves the guide card and the 'What’s new' group to the navigation, which always shows them (SPEC 2.2)", () => {
    const items = Object.values(site.navBarMenuIds).flatMap((id) =>
      (byId.get(id)?.columns as { items: Record<string, unknown>[] }[]).flatMap((c) => c.items),
    )
    expect(items.filter((i) => i.href === '/guides/physical-access-control-systems' && i._type === 'card')).toEqual([])
    expect(items.filter((i) => i._type === 'title' && i.title === 'What’s new')).toEqual([])
  })

  it("has the chrome's documents, with the site's placeholders (SPEC 2.2 Reading A, 2.4, 2.5)", () => {
    const links = (id: string) => ((byId.get(id)?.columns ?? []) as { links: { title: string; href: string }[] }[]).flatMap((c) => c.links)
    expect(links(site.footerIds.main)).toContainEqual(expect.objectContaining({ title: `Sales: ${site.phone.display}`, href: `tel:${site.phone.e164}` }))
    expect(links(site.footerIds.classic).map((l) => l.href)).toContain(`tel:${site.phone.e164}`)
    const items = byId.get(site.classicNavigationId)?.items as { type: string; text: string; link?: { href: string } }[]
    // Four popups, then the plain links: pricing, the web app's sign-in and the 'Get demo' cta.
    expect(items.map((i) => i.type)).toEqual(['popup', 'popup', 'popup', 'popup', 'link', 'link', 'cta'])
    expect(items.find((i) => i.text === 'Sign-in')?.link?.href).toBe(`${site.signInHost}/users/sign_in`)
    expect(JSON.stringify(items)).toContain(`"href":"${site.docsUrl}"`)
    expect(byId.get(site.topBannerId)?.text).toContain(site.brand.name)
  })

  it('gives the classic navigation only icons the site serves (static/)', () => {
    const sources = values(byId.get(site.classicNavigationId)).flatMap(([key, v]) => (key === 'src' ? [v as string] : []))
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect({ src, served: existsSync(path.join(ROOT, 'static', src)) }).toEqual({ src, served: true })
  })

  it('has weighted A/B campaigns, the form-theme one with the brand variation (SPEC 4.7)', () => {
    const campaigns = ofType('abCampaign')
    expect(campaigns.length).toBeGreaterThanOrEqual(2)
    for (const c of campaigns) {
      const chances = (c.variations as { chance: number }[]).map((v) => v.chance)
      expect(chances.reduce((a, b) => a + b, 0)).toBe(100)
    }
    const theme = campaigns.find((c) => c.name === site.marketingAutomation.formThemeCampaign)
    expect((theme?.variations as { name: string }[]).map((v) => v.name)).toContain(site.marketingAutomation.formThemeVariation)
  })
})

describe('the embedded dataset: coverage (SPEC 3.3, 3.5)', () => {
  it('uses every body block type, h1 to h3 headings, lists and links (SPEC 3.3)', () => {
    const blocks = bodies()
    expect(new Set(blocks.map((b) => b._type))).toEqual(new Set(BODY_BLOCK_TYPES))
    const styles = new Set(blocks.map((b) => b.style))
    for (const style of ['normal', 'h1', 'h2', 'h3']) expect(styles).toContain(style)
    expect(new Set(blocks.map((b) => b.listItem))).toEqual(new Set([undefined, 'bullet', 'number']))
    expect(blocks.some((b) => (b.markDefs ?? []).some((m) => m.href?.startsWith('/')))).toBe(true)
  })

  it('uses every section type on the landing pages, and gives each its images (docs/content-model.md)', () => {
    const sections = ofType('page').flatMap((d) => d.sections as { _type: string }[])
    expect(new Set(sections.map((s) => s._type))).toEqual(new Set(SECTION_TYPES))
    const pricing = docs.find((d) => d.href === '/pricing')?.sections as { _type: string }[]
    expect(pricing.map((s) => s._type)).toContain('pricingPlans')
    const compare = docs.find((d) => d.href === '/compare-us/smartlocks')?.sections as { _type: string }[]
    expect(compare.map((s) => s._type)).toContain('comparisonTable')
    // Product, feature and industry pages and the home page each have their own drawn main image.
    const shown = ofType('page').filter((d) => /^\/(products|features|industry)\/|^\/$/.test(String(d.href)))
    const files = shown.map((d) => (d.mainImage as { asset: { _sanityAsset: string } }).asset._sanityAsset)
    expect(shown.length).toBeGreaterThan(20)
    expect(new Set(files).size).toBe(files.length)
  })

  it('embeds videos from both supported hosts, each with the site’s own poster (SPEC 3.5, 7.13)', () => {
    const videos = bodies().filter((b) => b._type === 'videoEmbed') as unknown as { url: string; poster?: { alt?: string; asset?: unknown } }[]
    expect(videos.some((v) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(v.url))).toBe(true)
    expect(videos.some((v) => /^https:\/\/vimeo\.com\/\d+$/.test(v.url))).toBe(true)
    for (const v of videos) expect(v.poster).toEqual(expect.objectContaining({ alt: expect.any(String) as unknown, asset: expect.anything() as unknown }))
  })

  it('has content of another project than the main site (SPEC 2.10)', () => {
    expect(docs.some((d) => typeof d.href === 'string' && d.project && d.project !== site.mainProject)).toBe(true)
  })
})

describe('the embedded dataset: quality', () => {
  it('never repeats a heading, a summary or a paragraph: no filler', () => {
    const routable = docs.filter((d) => typeof d.href === 'string')
    for (const field of ['heading', 'summary']) {
      const seen = routable.map((d) => d[field]).filter((v) => v !== undefined)
      expect(seen.length - new Set(seen).size).toBe(0)
    }
    const paragraphs = bodies().filter((b) => b._type === 'block' && text(b).length > 80).map(text)
    expect(paragraphs.filter((p, i) => paragraphs.indexOf(p) !== i)).toEqual([])
    expect(TEXT).not.toMatch(/lorem|ipsum/i)
  })

  it('gives every image alt text and ships its file', () => {
    const images = docs.flatMap((d) => values(d)).filter(([, v]) => v && typeof v === 'object' && 'asset' in v)
    expect(images.length).toBeGreaterThan(100)
    for (const [, img] of images as [string, { alt?: string; asset: { _sanityAsset: string } }][]) {
      expect(img.alt?.trim()).toBeTruthy()
      expect(existsSync(path.join(DIR, img.asset._sanityAsset.replace('image@file://./', '')))).toBe(true)
    }
  })

  it('passes content:check: every internal link resolves, references and images are whole', async () => {
    const { problems } = await checkCmsContent(await readEmbeddedDataset(DATASET))
    expect(problems.map((p) => p.message)).toEqual([])
  })
})

describe('the embedded dataset: every CMS route (docs/routes.txt)', () => {
  const routes = SPEC_ROUTES
  const hrefs = new Set(docs.map((d) => d.href))

  it('has a document for every route that is not a code route', () => {
    expect(routes.filter((r) => !CODE_ROUTES.includes(r) && !hrefs.has(r))).toEqual([])
  })

  it('lists only real routes as code routes, and no document takes one', () => {
    // A code route beyond the specification's list is a page of src/pages (the comparisons index,
    // the design system's component pages).
    const pageFile = (r: string) => ['.tsx', '/index.tsx'].some((end) => existsSync(path.join(ROOT, 'src/pages', r + end)))
    expect(CODE_ROUTES.filter((r) => !routes.includes(r) && !pageFile(r))).toEqual([])
    expect(CODE_ROUTES).toEqual(expect.arrayContaining(['/compare-us', '/laika/components/popup-layer']))
    expect(CODE_ROUTES.filter((r) => hrefs.has(r))).toEqual([])
  })
})
