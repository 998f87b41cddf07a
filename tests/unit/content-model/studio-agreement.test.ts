import { execFileSync } from 'node:child_process'
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readEmbeddedDataset } from '../../../src/node/cms/embedded-transport'
import { checkCmsContent } from '../../../src/node/cms/load'
import type { CmsDocument } from '../../../src/node/cms/resolve-references'
import { readDataset } from '../../helpers/site-dataset'

// One content model (docs/studio.md): the Studio's validation (sanity's validateDocument over the
// Studio schema, studio/scripts/validate-documents.ts) and the build's (`npm run content:check`)
// give the same verdict, field by field, on the embedded dataset and on every kind of bad data.
const ROOT = path.join(__dirname, '../../..')
const DATASET = path.join(ROOT, 'content/cms/data.ndjson')

type Verdict = Set<string>

function studioProblems(file: string): { id: string; field: string; level: string; message: string }[] {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['studio/scripts/validate-documents.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; field: string; level: string; message: string })
}

function studioVerdict(file: string): Verdict {
  return new Set(
    studioProblems(file)
      .filter((p) => p.level === 'error')
      .map((p) => `${p.id} ${p.field}`),
  )
}

async function buildVerdict(file: string): Promise<Verdict> {
  const { problems } = await checkCmsContent(await readEmbeddedDataset(file))
  return new Set(problems.map((p) => `${p.documentId} ${p.field}`))
}

/**
 * What only the build can find, since the Studio never holds it: a line that is not JSON, an image
 * file missing beside the export (the Studio stores uploaded assets), a nav-bar menu document that
 * does not exist (the Studio shows it as a singleton, so it exists once published).
 */
const BUILD_ONLY = /^(line \d+ \(line\)|\S+ image\.asset\._sanityAsset|\S+ _id)$/

function withDataset(documents: CmsDocument[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agreement-'))
  writeFileSync(path.join(dir, 'data.ndjson'), documents.map((d) => JSON.stringify(d)).join('\n') + '\n')
  symlinkSync(path.join(path.dirname(DATASET), 'images'), path.join(dir, 'images'))
  return path.join(dir, 'data.ndjson')
}

describe('the Studio and the build agree', () => {
  it('on the embedded dataset: every document passes both', async () => {
    expect(studioVerdict(DATASET)).toEqual(new Set())
    expect(await buildVerdict(DATASET)).toEqual(new Set())
  }, 60_000)

  it('on a certification that expires within 30 days: the Studio warns, and the build goes on', async () => {
    const documents = readDataset(DATASET)
    const facts = documents.find((d) => d._id === 'companyFacts') as unknown as { certifications: { expiresOn: string }[] }
    const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    facts.certifications[0]!.expiresOn = inTenDays
    const file = withDataset(documents)
    const problems = studioProblems(file)
    expect(problems.map(({ id, field, level }) => ({ id, field, level }))).toEqual([
      { id: 'companyFacts', field: 'certifications[0].expiresOn', level: 'warning' },
    ])
    expect(problems[0]?.message).toMatch(/^expires on .*, in 10 days: enter the renewed dates once the new certificate is issued$/)
    expect(await buildVerdict(file)).toEqual(new Set())
  }, 180_000)

  it('on the content-check fixture: the same fields of the same documents fail', async () => {
    const file = path.join(ROOT, 'tests/fixtures/content-check/data.ndjson')
    const build = [...(await buildVerdict(file))].filter((p) => !BUILD_ONLY.test(p))
    expect(build.length).toBeGreaterThan(8)
    expect(studioVerdict(file)).toEqual(new Set(build))
  }, 60_000)

  it("on each bad document of the build's tests, one per document", async () => {
    const documents = readDataset(DATASET)
    const doc = (id: string) => {
      const found = documents.find((d) => d._id === id)
      if (!found) throw new Error(`the dataset has no ${id}`)
      return found as Record<string, unknown>
    }
    const sections = (id: string) => doc(id).sections as Record<string, unknown>[]
    const body = (id: string) => doc(id).body as Record<string, unknown>[]
    // Each change breaks one rule of the content model (the build tests' bad data, tests/build and tests/unit/node/cms).
    delete doc('blogPost.lockdown-drills').heading
    ;(doc('companyFacts').certifications as Record<string, unknown>[])[1]!.expiresOn = '2020-01-31'
    doc('author.maya-okafor').company = { _type: 'reference', _ref: 'company.gone' }
    body('guide.pacs').push({ _type: 'hologram', _key: 'h' })
    doc('article.audit-logs').author = { _type: 'reference', _ref: 'company.threshold' }
    doc('page.products-reader').href = '/products/reader/'
    delete sections('page.home')[0]!.heading
    sections('page.pricing').push({
      _type: 'pricingPlans',
      _key: 'p',
      plans: [
        { name: 'A', highlighted: true },
        { name: 'B', highlighted: true },
      ],
    })
    sections('page.enterprise').push({
      _type: 'comparisonTable',
      _key: 'c',
      columns: ['Us', 'Them'],
      rows: [{ feature: 'Offline', values: ['Yes'] }],
    })
    sections('page.integrations').push({ _type: 'featureGrid', _key: 'f', items: [{ title: 'T', text: 'x', icon: 'rocket' }] })
    sections('page.about').push({ _type: 'leadForm', _key: 'l', formId: 'footerNewsletter' })
    sections('page.how-it-works').push({ _type: 'hubspotForm', _key: 'h', formId: 'newsletter' })
    sections('page.resellers').find((s) => s._type === 'leadForm')!.errorRedirectUrl = '/oops'
    doc('academyCourse.fundamentals').label = 'Cooking'
    ;(doc('abCampaign.homeHero').variations as Record<string, unknown>[])[0]!.chance = '70%'
    ;(doc('abCampaign.pricingCta').variations as Record<string, unknown>[])[0]!.chance = 45
    ;(doc('featureUpdateArticle.visitor-qr').mainImage as Record<string, unknown>).clId = ''
    doc('blogPost.dead-phone').seo = { _type: 'seo', title: 42 }
    ;(doc('blogPost.gyms').mainImage as Record<string, unknown>).alt = ' '
    body('article.rbac').push({ _type: 'videoEmbed', _key: 'v', url: 'https://example.com/video/1', title: 'A video' })
    ;(body('article.rex').find((b) => b._type === 'block')!.markDefs as object[]).push({ _type: 'link', _key: 'l', href: '/blog/missing' })
    // The chrome's documents (SPEC 2.2 Reading A, 2.4, 2.5, 3.7).
    delete doc('topBanner').buyLink
    const footerColumns = doc('footer.main').columns as { links: Record<string, unknown>[] }[]
    footerColumns[0]!.links[0]!.href = '/pricing/'
    delete footerColumns[1]!.links[0]!.title
    delete (doc('footer.classic').social as Record<string, unknown>[])[0]!.url
    ;(doc('footer.classic').social as Record<string, unknown>[])[1]!.url = 'x.com/threshold'
    const navItems = doc('classicNavigation').items as Record<string, unknown>[]
    delete navItems[0]!.topics
    delete navItems.find((i) => i.type === 'cta')!.link
    navItems[1]!.type = 'dropdown'

    const file = withDataset(documents)
    const build = await buildVerdict(file)
    expect(build.size).toBeGreaterThanOrEqual(28)
    expect(studioVerdict(file)).toEqual(build)
  }, 60_000)
})
