import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium'
import { FIXTURE, ROOT, gatsbyBuild } from '../helpers/gatsby-build'
import { freePort } from '../helpers/local-server'

// docs/publishing.md: `npm run preview` shows drafts, and an edit without a restart; a production
// build never shows them. The fixture dataset has a draft of blogPost.lockdown-drills at
// /blog/draft-only-preview.
const DRAFT_ID = 'drafts.blogPost.lockdown-drills'
const DRAFT_HREF = '/blog/draft-only-preview'
const DRAFT_HEADING = 'Draft heading that must not be published'

/**
 * A throw-away copy of the fixture dataset (beside its images) that the test edits. Develop runs in
 * the repository, like the build tests (scripts/test/all cleans .cache/ before the production build).
 */
function datasetCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-test-'))
  mkdirSync(path.join(dir, 'dataset'))
  symlinkSync(path.join(FIXTURE, 'images'), path.join(dir, 'dataset/images'))
  cpSync(path.join(FIXTURE, 'data.ndjson'), path.join(dir, 'dataset/data.ndjson'))
  return dir
}

/** Saves the dataset as an editor's tool would: a new file renamed over the old one. */
function editDataset(file: string, id: string, change: (doc: Record<string, unknown>) => void): void {
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const doc = JSON.parse(line) as Record<string, unknown>
      if (doc._id !== id) return line
      change(doc)
      return JSON.stringify(doc)
    })
  writeFileSync(`${file}.tmp`, lines.join('\n') + '\n')
  renameSync(`${file}.tmp`, file)
}

describe('npm run preview (drafts, live)', () => {
  let dir: string
  let develop: ChildProcess | undefined
  let browser: Browser | undefined
  let output = ''
  afterAll(async () => {
    await browser?.close()
    // gatsby develop runs its server in a child process: end the whole group the test started.
    if (develop?.pid && develop.exitCode === null) {
      const exited = new Promise((resolve) => develop?.once('exit', resolve))
      process.kill(-develop.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('shows a draft with its badge, and an edit of it without a restart', async () => {
    dir = datasetCopy()
    const dataset = path.join(dir, 'dataset/data.ndjson')
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    develop = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['develop', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: ROOT,
      detached: true, // its own process group, ended as a whole in afterAll
      // NODE_ENV: jest sets 'test', which makes Gatsby's babel loader look for a 'test' stage.
      env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1', CMS_DRAFTS: '1', CMS_DATASET_PATH: dataset },
    })
    develop.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    develop.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    for (const deadline = Date.now() + 600_000; !output.includes('You can now view');) {
      if (Date.now() > deadline || develop.exitCode !== null) throw new Error(`gatsby develop did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 1000))
    }
    // Gatsby wraps its log lines at the terminal width.
    const said = () => output.replace(/\s+/g, ' ')
    expect(said()).toContain('1 shown as drafts')

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const page = await browser.newPage()
    await page.goto(`${url}${DRAFT_HREF}`)
    await page.locator('main h1').filter({ hasText: DRAFT_HEADING }).waitFor({ timeout: 120_000 })
    const badge = page.locator('[data-draft-badge]')
    await badge.waitFor()
    expect(await badge.textContent()).toBe('Draft')
    expect(await badge.isVisible()).toBe(true)
    // For a person to look at (test-results/ is not committed).
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: path.join(ROOT, 'test-results/preview-draft-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: path.join(ROOT, 'test-results/preview-draft-390.png') })

    // A published page shows no badge.
    await page.goto(`${url}/blog`)
    await page.locator('main').waitFor()
    expect(await page.locator('[data-draft-badge]').count()).toBe(0)

    const pid = develop.pid
    output = ''
    editDataset(dataset, DRAFT_ID, (doc) => (doc.heading = 'Edited while previewing'))
    await page.goto(`${url}${DRAFT_HREF}`)
    for (const deadline = Date.now() + 120_000; ;) {
      if ((await page.locator('main h1').textContent())?.includes('Edited while previewing')) break
      if (Date.now() > deadline) throw new Error(`the edit did not appear:\n${output}`)
      await new Promise((r) => setTimeout(r, 2000))
      await page.reload()
    }
    expect(await page.locator('[data-draft-badge]').isVisible()).toBe(true)
    // The same process, and only the edited document's node refreshed.
    expect(develop.pid).toBe(pid)
    expect(develop.exitCode).toBeNull()
    expect(said()).toContain('Preview: 1 CMS node(s) refreshed, 0 removed')
  }, 900_000)
})

describe('drafts never reach a production build', () => {
  it('gatsby build refuses CMS_DRAFTS=1', async () => {
    const { code, output } = await gatsbyBuild({ CMS_DRAFTS: '1', CMS_DATASET_PATH: path.join(FIXTURE, 'data.ndjson') })
    expect(code).not.toBe(0)
    expect(output).toContain('CMS_DRAFTS=1 is for `npm run preview` (gatsby develop) only')
  })
})
