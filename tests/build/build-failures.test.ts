import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// Issue 2, "Bad input": a real `gatsby build` stops, naming the document and field, or with
// 'Sanity fetch failed', instead of publishing a half-empty site.
const ROOT = path.join(__dirname, '../..')
const DATASET = path.join(ROOT, 'content/cms/data.ndjson')

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

/** The embedded dataset with one document changed, written to a temp file. */
function datasetWith(id: string, change: (doc: Record<string, unknown>) => void): string {
  const lines = readFileSync(DATASET, 'utf8').trim().split('\n')
  const changed = lines.map((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>
    if (doc._id !== id) return line
    change(doc)
    return JSON.stringify(doc)
  })
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bad-dataset-')), 'data.ndjson')
  writeFileSync(file, changed.join('\n') + '\n')
  return file
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
