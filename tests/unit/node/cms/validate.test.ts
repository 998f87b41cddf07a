import path from 'node:path'
import { createEmbeddedTransport, readEmbeddedDataset } from '../../../../src/node/cms/embedded-transport'
import { CmsContentError, type CmsDataError } from '../../../../src/node/cms/errors'
import { checkCmsContent, loadCmsContent } from '../../../../src/node/cms/load'
import type { CmsDocument } from '../../../../src/node/cms/resolve-references'
import { readDataset } from '../../../helpers/site-dataset'

// The one content validation (docs/dataset.md): the loader collects every problem
// of the content, each naming the document id and field; the build stops on them and
// `npm run content:check` prints them. The fixture holds one case of each kind of problem.
const FIXTURE = path.join(__dirname, '../../../fixtures/content-check')

describe('every problem of a dataset at once', () => {
  let problems: CmsDataError[] = []
  beforeAll(async () => {
    problems = (await checkCmsContent(await readEmbeddedDataset(path.join(FIXTURE, 'data.ndjson')))).problems
  })
  const found = (id: string, field: string): string | undefined => problems.find((p) => p.documentId === id && p.field === field)?.problem

  it.each<[string, string, string, RegExp]>([
    ['a line that is not JSON', 'line 7', '(line)', /^not valid JSON/],
    ['a missing required field', 'blogPost.no-heading', 'heading', /is required for blogPost documents/],
    ['an unknown body block type', 'blogPost.unknown-block', 'body[1]._type', /unknown type "carousel"/],
    ['an unknown section type', 'page.bad-section', 'sections[0]._type', /unknown type "slider"/],
    ['a dangling reference', 'author.dangling', 'company', /refers to "company.gone", which does not exist/],
    ['a reference to the wrong type', 'blogPost.wrong-ref', 'author', /of type company; expected type author/],
    ['two documents with one href', 'page.dup-b', 'href', /"\/about" is also the href of document "page.dup-a"/],
    ['two documents with one href, either way', 'page.dup-a', 'href', /"\/about" is also the href of document "page.dup-b"/],
    ['a document at a code route', 'page.code-route', 'href', /"\/blog" is a route the site serves from code/],
    ['a missing image file', 'author.no-file', 'image.asset._sanityAsset', /the file images\/missing-400x400.png is not in/],
    ['an image without alt text', 'blogPost.no-alt', 'mainImage.alt', /every image needs alt text/],
    ['a menu entry that resolves to no page', 'navBarMenu.solutions', 'columns[0].items[0].href', /links to "\/nowhere"/],
    ['a rich-text link to no page', 'blogPost.dead-link', 'body[0].markDefs[0].href', /links to "\/blog\/missing"/],
    ['a missing nav-bar menu', 'navBarMenu.resources', '_id', /is missing: the site needs this navigation menu document/],
  ])('reports %s with the document id and field', (_, id, field, problem) => {
    expect(found(id, field)).toMatch(problem)
  })

  it('reports nothing else: the valid documents, links to code routes and drafts pass', () => {
    expect(problems).toHaveLength(14)
    expect(problems.map((p) => p.documentId)).not.toEqual(
      expect.arrayContaining(['blogPost.ok', 'page.home', 'author.ann', 'drafts.blogPost.ok']),
    )
  })

  it('stops the load on them, listing them all', async () => {
    const pending = loadCmsContent(await readEmbeddedDataset(path.join(FIXTURE, 'data.ndjson')))
    await expect(pending).rejects.toThrow(CmsContentError)
    await expect(pending).rejects.toThrow(/^14 problem\(s\) in the CMS content:\n/)
    await expect(pending).rejects.toThrow('CMS document "blogPost.dead-link", field "body[0].markDefs[0].href": links to "/blog/missing"')
  })

  // SPEC 4.7: a section or body block tagged as a variation names a campaign document and one of its variations.
  it('reports an A/B tag with an unknown campaign or a variation not of its campaign, naming the document and field', async () => {
    const campaign = {
      _id: 'abCampaign.homeHero',
      _type: 'abCampaign',
      name: 'homeHero',
      variations: [
        { name: 'control', chance: 70 },
        { name: 'outcomes', chance: 30 },
      ],
    }
    const hero = (key: string, ab: object) => ({ _type: 'hero', _key: key, heading: 'H', ab })
    const page = {
      _id: 'page.ab',
      _type: 'page',
      href: '/ab',
      heading: 'AB',
      sections: [
        hero('a', { campaign: 'homeHero', variation: 'control' }),
        hero('b', { campaign: 'homeHero', variation: 'winner' }),
        hero('c', { campaign: 'nope', variation: 'control' }),
      ],
    }
    const note = {
      _type: 'actionBanner',
      _key: 'n',
      intention: 'info',
      content: { headingAlt: 'N' },
      ab: { campaign: 'homeHero', variation: 'other' },
    }
    const post = { _id: 'blogPost.ab', _type: 'blogPost', href: '/blog/ab', heading: 'P', publishedOn: '2026-01-01', body: [note] }
    const { problems: found } = await checkCmsContent({ transport: createEmbeddedTransport([campaign, page, post]), problems: [] })
    const messages = found.map((p) => p.message)
    expect(messages).toContain(
      'CMS document "page.ab", field "sections[1].ab.variation": "winner" is not a variation of the campaign "homeHero" (control, outcomes)',
    )
    expect(messages).toContain(
      'CMS document "page.ab", field "sections[2].ab.campaign": names the campaign "nope", which is not an A/B campaign document',
    )
    expect(messages).toContain(
      'CMS document "blogPost.ab", field "body[0].ab.variation": "other" is not a variation of the campaign "homeHero" (control, outcomes)',
    )
    expect(messages.filter((m) => m.includes('sections[0]'))).toEqual([])
  })

  it('reports a nested reference to a document of the wrong type', async () => {
    const docs: CmsDocument[] = [
      { _id: 'company.x', _type: 'company', name: 'X' },
      { _id: 'author.a', _type: 'author', name: 'A' },
    ]
    const quote = { _type: 'authorQuote', _key: 'q', author: { _type: 'reference', _ref: 'company.x' }, blocks: [] }
    const post = { _id: 'blogPost.p', _type: 'blogPost', href: '/blog/p', heading: 'P', publishedOn: '2026-01-01', body: [quote] }
    const { problems: found } = await checkCmsContent({ transport: createEmbeddedTransport([...docs, post]), problems: [] })
    expect(found.map((p) => p.message)).toContain(
      'CMS document "blogPost.p", field "body[0].author": refers to "company.x" of type company; expected type author',
    )
  })
})

// Bad SEO values (SPEC 5.6), bad Cloudinary ids (SPEC 5.7) and internal links to documents
// without a page (SPEC 2.10) stop the load, naming the document and field.
const DATASET = path.join(__dirname, '../../../fixtures/cms/data.ndjson')

function loadWith(id: string, change: (doc: CmsDocument) => void) {
  const documents = readDataset(DATASET)
  const doc = documents.find((d) => d._id === id)
  if (!doc) throw new Error(`the fixture has no ${id}`)
  change(doc)
  return loadCmsContent({ transport: createEmbeddedTransport(documents), problems: [] })
}

const paragraph = (markDefs: object[], marks: string[]) => ({
  _type: 'block',
  _key: 'p',
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: 's', text: 'the guide', marks }],
})

describe('content checks at load', () => {
  it("fails on an SEO title that is not a string: 'Required key title is missing or not a string'", async () => {
    await expect(loadWith('page.pricing', (d) => ((d.seo as Record<string, unknown>).title = 42))).rejects.toThrow(
      'CMS document "page.pricing", field "seo.title": Required key title is missing or not a string',
    )
  })

  it("fails on an optional SEO key that is not a string: 'Optional key ogTitle is not a string'", async () => {
    await expect(loadWith('blogPost.lockdown-drills', (d) => (d.seo = { ogTitle: ['two', 'titles'] }))).rejects.toThrow(
      'CMS document "blogPost.lockdown-drills", field "seo.ogTitle": Optional key ogTitle is not a string',
    )
  })

  it("fails on an empty Cloudinary id: 'Incorrect Cloudinary image id'", async () => {
    await expect(loadWith('featureUpdateArticle.visitor-qr', (d) => ((d.mainImage as Record<string, unknown>).clId = ''))).rejects.toThrow(
      'CMS document "featureUpdateArticle.visitor-qr", field "mainImage.clId": Incorrect Cloudinary image id',
    )
  })

  it('stops the build on a certification that has expired while shown as current, naming the field', async () => {
    const expire = (d: CmsDocument) => void ((d.certifications as Record<string, unknown>[])[0]!.expiresOn = '2026-01-31')
    await expect(loadWith('companyFacts', expire)).rejects.toThrow(
      'CMS document "companyFacts", field "certifications[0].expiresOn": expired on 31 January 2026 but is shown as current: enter the renewed dates, or untick “Shown as current”',
    )
    const lapsed = (d: CmsDocument) => {
      expire(d)
      ;(d.certifications as Record<string, unknown>[])[0]!.current = false
    }
    await expect(loadWith('companyFacts', lapsed)).resolves.toBeDefined()
  })

  it('fills the company facts into every text, and refuses a placeholder that is not a fact', async () => {
    const { byType } = await loadWith('article.mobile-credentials', (d) => void (d.heading = 'We are {{headcount}} people'))
    expect(byType.get('article')?.find((d) => d._id === 'article.mobile-credentials')?.heading).toBe('We are 240 people')
    await expect(loadWith('article.mobile-credentials', (d) => void (d.heading = '{{staff}} people'))).rejects.toThrow(
      'CMS document "article.mobile-credentials", field "heading": names {{staff}}, which is not a company fact',
    )
  })

  it('projects an internal link to the href and project of its target, without inlining it', async () => {
    const { byType } = await loadWith('article.mobile-credentials', (d) => {
      ;(d.body as object[]).push(
        paragraph([{ _type: 'internalLink', _key: 'l', reference: { _type: 'reference', _ref: 'guide.pacs' } }], ['l']),
      )
    })
    const article = byType.get('article')?.find((d) => d._id === 'article.mobile-credentials')
    const body = article?.body as { markDefs?: Record<string, unknown>[] }[]
    expect(body.at(-1)?.markDefs).toEqual([
      { _type: 'internalLink', _key: 'l', reference: null, href: '/guides/physical-access-control-systems', project: null },
    ])
  })

  it('fails on an internal link to a document without a page', async () => {
    await expect(
      loadWith('article.mobile-credentials', (d) => {
        ;(d.body as object[]).push(
          paragraph([{ _type: 'internalLink', _key: 'l', reference: { _type: 'reference', _ref: 'author.maya-okafor' } }], ['l']),
        )
      }),
    ).rejects.toThrow(
      /CMS document "article\.mobile-credentials", field "body\[\d+\]\.markDefs\[0\]\.reference": must point to a document that has a page/,
    )
  })
})

// An embedded HubSpot form (SPEC 4.6, 7.9), as a body block or a section, needs a HubSpot form
// GUID: anything else fails the build, naming the document and field (docs/content-model.md).
describe('hubspotForm blocks and sections', () => {
  const FORM_ID = '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9'

  it('accepts a form GUID in a body and in the sections', async () => {
    await expect(
      loadWith(
        'article.mobile-credentials',
        (d) => void (d.body as object[]).push({ _type: 'hubspotForm', _key: 'h', formId: FORM_ID, heading: 'Get the guide' }),
      ),
    ).resolves.toBeDefined()
    await expect(
      loadWith('page.pricing', (d) => void (d.sections as object[]).push({ _type: 'hubspotForm', _key: 'h', formId: FORM_ID })),
    ).resolves.toBeDefined()
  })

  it('fails on a body block whose formId is not a form GUID', async () => {
    await expect(
      loadWith(
        'article.mobile-credentials',
        (d) => void (d.body as object[]).push({ _type: 'hubspotForm', _key: 'h', formId: 'newsletter' }),
      ),
    ).rejects.toThrow(/CMS document "article\.mobile-credentials", field "body\[\d+\]\.formId": "newsletter" is not a HubSpot form id/)
  })

  it('fails on a section without a formId, or with text that is not text', async () => {
    await expect(loadWith('page.pricing', (d) => void (d.sections as object[]).push({ _type: 'hubspotForm', _key: 'h' }))).rejects.toThrow(
      /CMS document "page\.pricing", field "sections\[\d+\]\.formId": is required for hubspotForm sections/,
    )
    await expect(
      loadWith(
        'page.pricing',
        (d) => void (d.sections as object[]).push({ _type: 'hubspotForm', _key: 'h', formId: FORM_ID, text: { x: 1 } }),
      ),
    ).rejects.toThrow(/CMS document "page\.pricing", field "sections\[\d+\]\.text": must be text/)
  })
})

// SPEC 4.5 steps 3 and 4: a lead form's redirect, its placement's or its form's default, is a page
// of the site, so unpublishing a thank-you page cannot send leads to a 404.
describe('lead-form redirects', () => {
  const SITE = path.join(__dirname, '../../../../content/cms/data.ndjson')
  const siteWith = (change: (docs: CmsDocument[]) => CmsDocument[]) =>
    loadCmsContent({ transport: createEmbeddedTransport(change(readDataset(SITE))), problems: [] })

  it("fails naming the placement when the form's default thank-you page is gone", async () => {
    await expect(siteWith((docs) => docs.filter((d) => d.href !== '/quote/thank-you'))).rejects.toThrow(
      /CMS document "page\.quote", field "sections\[\d+\]\.redirectUrl": the quote form's thank-you page "\/quote\/thank-you" is not a page of the site/,
    )
  })

  it("fails on a placement's own redirect to no page, and on one to another site", async () => {
    const placing = (redirect: Record<string, string>) =>
      siteWith((docs) => {
        const quote = docs.find((d) => d._id === 'page.quote') as CmsDocument
        Object.assign((quote.sections as Record<string, unknown>[]).find((s) => s._type === 'leadForm') as object, redirect)
        return docs
      })
    await expect(placing({ errorRedirectUrl: '/oops' })).rejects.toThrow(
      /field "sections\[\d+\]\.errorRedirectUrl": links to "\/oops", which is neither a document nor a code route/,
    )
    await expect(placing({ redirectUrl: 'https://elsewhere.example/thanks' })).rejects.toThrow(
      /field "sections\[\d+\]\.redirectUrl": must be a route of this site/,
    )
    await expect(placing({ redirectUrl: '/demo/thank-you', errorRedirectUrl: '/contact-us' })).resolves.toBeDefined()
  })
})

// The CMS's redirects (docs/content-model.md, "Redirects"): the build stops on a planted loop, a
// chain, a redirect from a page's address and one to no page, naming the documents.
describe('redirect documents', () => {
  const SITE = path.join(__dirname, '../../../../content/cms/data.ndjson')
  const planting = (...planted: Record<string, unknown>[]) =>
    loadCmsContent({
      transport: createEmbeddedTransport([
        ...readDataset(SITE),
        ...planted.map((d) => ({ _id: '', _type: 'redirect', permanent: true, ...d })),
      ]),
      problems: [],
    })

  it('loads the embedded redirects', async () => {
    const content = await loadCmsContent({ transport: createEmbeddedTransport(readDataset(SITE)), problems: [] })
    expect(content.byType.get('redirect')?.length).toBeGreaterThanOrEqual(5)
  })

  it('fails on a planted loop, naming both documents', async () => {
    const loop = planting(
      { _id: 'redirect.loop-a', from: '/loop-a', to: '/loop-b' },
      { _id: 'redirect.loop-b', from: '/loop-b', to: '/loop-a' },
    )
    await expect(loop).rejects.toThrow(
      'CMS document "redirect.loop-a", field "to": loops: /loop-a → /loop-b → /loop-a (redirects "redirect.loop-a", "redirect.loop-b")',
    )
  })

  it('fails on a planted chain, offering the direct target', async () => {
    await expect(planting({ _id: 'redirect.older', from: '/blog/older-name', to: '/blog/tailgating-by-the-numbers' })).rejects.toThrow(
      'CMS document "redirect.older", field "to": is a chain of 2 hops: /blog/older-name → /blog/tailgating-by-the-numbers → /blog/tailgating-what-the-data-says (redirects "redirect.older", "redirect.blog-tailgating-by-the-numbers"); point it at "/blog/tailgating-what-the-data-says" directly',
    )
  })

  it("fails on a redirect from a page's address and on one to no page", async () => {
    await expect(planting({ _id: 'redirect.shadowed', from: '/pricing', to: '/about' })).rejects.toThrow(
      'CMS document "redirect.shadowed", field "from": "/pricing" is a page the site serves; a redirect from it would never apply',
    )
    await expect(planting({ _id: 'redirect.dead-end', from: '/products/old-hub', to: '/products/hub' })).rejects.toThrow(
      'CMS document "redirect.dead-end", field "to": "/products/hub" is not a page of the site (neither a document\'s href nor a code route)',
    )
  })
  it('leaves the redirects to the published build in a preview of drafts, where a draft may move a page', async () => {
    const fixture = path.join(__dirname, '../../../fixtures/cms')
    // The fixture's draft moves /blog/running-a-lockdown-drill, which a redirect leads to.
    const drafts = await readEmbeddedDataset(path.join(fixture, 'data.ndjson'), { drafts: true })
    await expect(loadCmsContent(drafts, { drafts: true })).resolves.toBeDefined()
    const published = await readEmbeddedDataset(path.join(fixture, 'data.ndjson'), { drafts: false })
    await expect(loadCmsContent(published)).resolves.toBeDefined()
  })
})

// The chrome's documents (the top banner, the footers, the classic navigation): each of a fixed id,
// so a missing one fails the build naming it, and the classic navigation's items lead somewhere
// (SPEC 2.2 Reading A, 2.4, 2.5, 3.7).
describe("the chrome's documents", () => {
  it.each([
    ['topBanner', 'top banner'],
    ['footer.main', 'footer'],
    ['footer.classic', 'footer'],
    ['classicNavigation', 'classic navigation'],
  ])('fails when %s is missing, naming it', async (id, title) => {
    const documents = readDataset(DATASET).filter((d) => d._id !== id)
    await expect(loadCmsContent({ transport: createEmbeddedTransport(documents), problems: [] })).rejects.toThrow(
      `CMS document "${id}", field "_id": is missing: the site needs this ${title} document`,
    )
  })

  it('fails when a document of that id has another type', async () => {
    await expect(loadWith('footer.classic', (d) => (d._type = 'topBanner'))).rejects.toThrow(
      'CMS document "footer.classic", field "_id": is missing: the site needs this footer document',
    )
  })

  type Item = { type: string; link?: unknown; topics?: unknown }
  const items = (d: CmsDocument) => d.items as Item[]

  it('fails on a popup item without topics, naming the item', async () => {
    await expect(loadWith('classicNavigation', (d) => delete items(d)[0]!.topics)).rejects.toThrow(
      'CMS document "classicNavigation", field "items[0].topics": a popup item needs topics',
    )
  })

  it('fails on a link or cta item without a link, naming the item', async () => {
    await expect(loadWith('classicNavigation', (d) => delete items(d)[2]!.link)).rejects.toThrow(
      'CMS document "classicNavigation", field "items[2].link": a cta item needs a link',
    )
  })

  it('fails on an item of a kind the navigation does not have', async () => {
    await expect(loadWith('classicNavigation', (d) => (items(d)[1]!.type = 'dropdown'))).rejects.toThrow(
      'CMS document "classicNavigation", field "items[1].type": "dropdown" is not one of link, popup, cta, cta_mobile',
    )
  })

  it('fails on a footer link that leads nowhere, and on a social link without its URL', async () => {
    const columns = (d: CmsDocument) => d.columns as { links: { href: string }[] }[]
    await expect(loadWith('footer.main', (d) => (columns(d)[0]!.links[1]!.href = '/pricing/'))).rejects.toThrow(
      /CMS document "footer\.main", field "columns\[0\]\.links\[1\]\.href": "\/pricing\/" must be a lower-case path/,
    )
    await expect(loadWith('footer.classic', (d) => delete (d.social as { url?: string }[])[0]!.url)).rejects.toThrow(
      'CMS document "footer.classic", field "social[0].url": is required',
    )
    await expect(loadWith('footer.classic', (d) => ((d.social as { url?: string }[])[1]!.url = 'x.com/threshold'))).rejects.toThrow(
      'CMS document "footer.classic", field "social[1].url": must be a full URL like https://example.com',
    )
  })

  it("fails on a top banner without its 'Buy now' link", async () => {
    await expect(loadWith('topBanner', (d) => delete d.buyLink)).rejects.toThrow(
      'CMS document "topBanner", field "buyLink": is required for topBanner documents',
    )
  })
})
