import { datasetWith, gatsbyBuild } from '../helpers/gatsby-build'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// docs/architecture.md (bad input stops the build): a real `gatsby build` stops, naming the document and field, or with
// 'Sanity fetch failed', instead of publishing a half-empty site.
describe('the build stops on bad CMS data', () => {
  it('names the document and the missing required field', async () => {
    const { code, output } = await gatsbyBuild({
      CMS_DATASET_PATH: datasetWith('blogPost.lockdown-drills', (d) => delete d.heading),
    })
    expect(code).not.toBe(0)
    expect(output).toContain('CMS document "blogPost.lockdown-drills", field "heading": is required')
  })

  it('names the document and field of a dangling reference', async () => {
    const { code, output } = await gatsbyBuild({
      CMS_DATASET_PATH: datasetWith('author.maya-okafor', (d) => (d.company = { _type: 'reference', _ref: 'company.gone' })),
    })
    expect(code).not.toBe(0)
    expect(output).toContain('CMS document "author.maya-okafor", field "company": refers to "company.gone", which does not exist')
  })

  it('names the document and field of an unknown body block type', async () => {
    const { code, output } = await gatsbyBuild({
      CMS_DATASET_PATH: datasetWith('guide.pacs', (d) => (d.body as object[]).push({ _type: 'hologram', _key: 'h' })),
    })
    expect(code).not.toBe(0)
    expect(output).toMatch(/CMS document "guide\.pacs", field "body\[\d+\]\._type": unknown type "hologram"/)
  })

  it('names the document and field of an image whose file is missing', async () => {
    const { code, output } = await gatsbyBuild({
      CMS_DATASET_PATH: datasetWith('author.daniel-reyes', (d) => {
        d.image = { _type: 'image', alt: 'Daniel', asset: { _sanityAsset: 'image@file://./images/gone-1x1.png' } }
      }),
    })
    expect(code).not.toBe(0)
    expect(output).toContain('CMS document "author.daniel-reyes", field "image.asset._sanityAsset": the file images/gone-1x1.png is not in')
  })

  it('stops on an invalid setting, naming the variable', async () => {
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
