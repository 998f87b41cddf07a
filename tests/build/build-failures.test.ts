import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// Issue 2, "Bad input": a real `gatsby build` stops, naming the document and field, or with
// 'Sanity fetch failed', instead of publishing a half-empty site.
const ROOT = path.join(__dirname, '../..')
// A fixed copy of the starter dataset, so these cases do not move when the site's content changes.
const FIXTURE = path.join(ROOT, 'tests/fixtures/cms')

function gatsbyBuild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** The fixture dataset with one document changed, in a temp folder beside the fixture's images. */
function datasetWith(id: string, change: (doc: Record<string, unknown>) => void): string {
  const lines = readFileSync(path.join(FIXTURE, 'data.ndjson'), 'utf8').trim().split('\n')
  const changed = lines.map((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>
    if (doc._id !== id) return line
    change(doc)
    return JSON.stringify(doc)
  })
  const dir = mkdtempSync(path.join(tmpdir(), 'bad-dataset-'))
  symlinkSync(path.join(FIXTURE, 'images'), path.join(dir, 'images'))
  writeFileSync(path.join(dir, 'data.ndjson'), changed.join('\n') + '\n')
  return path.join(dir, 'data.ndjson')
}

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
