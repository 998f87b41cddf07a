import { editedDataset, gatsbyBuild } from '../helpers/gatsby-build'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// docs/architecture.md (bad input stops the build): a real `gatsby build` stops, naming the document and field, or with
// 'Sanity fetch failed', instead of publishing a half-empty site.
describe('the build stops on bad CMS data', () => {
  // One build of a dataset with six bad documents: the build lists every problem at once, so an
  // editor fixes them in one pass (src/node/cms/errors.ts, CmsContentError), and each test below
  // finds its own in that build's output.
  let build: { code: number | null; output: string }
  beforeAll(async () => {
    build = await gatsbyBuild({
      CMS_DATASET_PATH: editedDataset({
        'blogPost.lockdown-drills': (d) => delete d.heading,
        'author.maya-okafor': (d) => (d.company = { _type: 'reference', _ref: 'company.gone' }),
        'guide.pacs': (d) => (d.body as object[]).push({ _type: 'hologram', _key: 'h' }),
        'author.daniel-reyes': (d) => {
          d.image = { _type: 'image', alt: 'Daniel', asset: { _sanityAsset: 'image@file://./images/gone-1x1.png' } }
        },
        'page.pricing': (d) => ((d.seo as Record<string, unknown>).title = ['Pricing']),
        'featureUpdateArticle.visitor-qr': (d) => ((d.mainImage as Record<string, unknown>).clId = ''),
      }),
    })
  })

  it('stops, listing all six problems', () => {
    expect(build.code).not.toBe(0)
    expect(build.output).toContain('6 problem(s) in the CMS content:')
  })

  it('names the document and the missing required field', () => {
    expect(build.output).toContain('CMS document "blogPost.lockdown-drills", field "heading": is required')
  })

  it('names the document and field of a dangling reference', () => {
    expect(build.output).toContain('CMS document "author.maya-okafor", field "company": refers to "company.gone", which does not exist')
  })

  it('names the document and field of an unknown body block type', () => {
    expect(build.output).toMatch(/CMS document "guide\.pacs", field "body\[\d+\]\._type": unknown type "hologram"/)
  })

  it('names the document and field of an image whose file is missing', () => {
    expect(build.output).toContain(
      'CMS document "author.daniel-reyes", field "image.asset._sanityAsset": the file images/gone-1x1.png is not in',
    )
  })

  // SPEC 5.6 and 5.7: the catalogue's messages for a bad SEO value and a bad image id.
  it("names the document of a bad SEO value: 'Required key title is missing or not a string'", () => {
    expect(build.output).toContain('CMS document "page.pricing", field "seo.title": Required key title is missing or not a string')
  })

  it("names the document of a bad image id: 'Incorrect Cloudinary image id'", () => {
    expect(build.output).toContain('CMS document "featureUpdateArticle.visitor-qr", field "mainImage.clId": Incorrect Cloudinary image id')
  })
})

describe('the build stops on an invalid setting', () => {
  it('names the variable', async () => {
    const { code, output } = await gatsbyBuild({ SITE_URL: 'not a url' })
    expect(code).not.toBe(0)
    expect(output).toContain('Invalid setting SITE_URL')
  })
})

describe('the build stops when the Sanity API fails', () => {
  let server: LocalServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('fails with "Sanity fetch failed" on a 500', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"error":"internal"}')
    })
    const { code, output } = await gatsbyBuild({ SANITY_PROJECT_ID: 'test', SANITY_API_HOST: server.url })
    expect(code).not.toBe(0)
    expect(output).toContain('Sanity fetch failed (status 500)')
    expect(server.requests.length).toBeGreaterThan(0)
  })

  it('fails with "Sanity fetch failed" on a timeout', async () => {
    server = await startLocalServer(() => {
      // Never answers.
    })
    const { code, output } = await gatsbyBuild({
      SANITY_PROJECT_ID: 'test',
      SANITY_API_HOST: server.url,
      SANITY_TIMEOUT_MS: '500',
    })
    expect(code).not.toBe(0)
    expect(output).toMatch(/Sanity fetch failed \(/)
  })
})
