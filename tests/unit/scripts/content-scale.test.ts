import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readEmbeddedDataset } from '../../../src/node/cms/embedded-transport'
import { checkCmsContent } from '../../../src/node/cms/load'
import { readServiceSettings } from '../../../src/config/site-config'
import { readDataset } from '../../helpers/site-dataset'

// docs/dataset.md: `npm run content:scale -- N` writes a deterministic synthetic content folder
// that the build reads through CONTENT_DIR.
const ROOT = path.join(__dirname, '../../..')
const scale = (n: number, out: string) => spawnSync('node', ['scripts/content-scale.mjs', String(n), '--out', out], { cwd: ROOT, encoding: 'utf8' })

describe('content:scale', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-scale-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('adds N documents spread over every collection type with a realistic block mix, deterministically, passing content:check', async () => {
    const base = readDataset()
    expect(scale(42, path.join(dir, 'a')).status).toBe(0)
    expect(scale(42, path.join(dir, 'b')).status).toBe(0)
    const text = readFileSync(path.join(dir, 'a/cms/data.ndjson'), 'utf8')
    expect(readFileSync(path.join(dir, 'b/cms/data.ndjson'), 'utf8')).toBe(text)

    const scaled = readDataset(path.join(dir, 'a/cms/data.ndjson'))
    expect(scaled).toHaveLength(base.length + 42)
    const extra = scaled.filter((d) => d._id.includes('scale-'))
    expect(extra).toHaveLength(42)
    // Every collection type (docs/collections.md), 7 each, under its type's folder.
    for (const type of ['article', 'blogPost', 'featureUpdateArticle', 'caseStudy', 'guide', 'academyCourse']) {
      const ofType = extra.filter((d) => d._type === type)
      expect(ofType).toHaveLength(7)
      const folder = base.find((d) => d._type === type && typeof d.pathDir === 'string')?.pathDir as string
      for (const doc of ofType) expect(doc.href).toMatch(new RegExp(`^${folder}/scale-`))
    }
    expect(new Set(extra.map((d) => d.href)).size).toBe(42)
    const types = new Set(extra.flatMap((d) => (d.body as { _type: string }[]).map((b) => b._type)))
    expect([...types].sort()).toEqual(['authorQuote', 'block', 'figureImage'])
    const chars = extra.map((d) => JSON.stringify(d.body).length)
    expect(Math.min(...chars)).toBeGreaterThan(2000)
    const { problems } = await checkCmsContent(await readEmbeddedDataset(path.join(dir, 'a/cms/data.ndjson')))
    expect(problems.map((p) => p.message)).toEqual([])
  })

  it('writes to .bench/content-N by default', () => {
    const folder = path.join(ROOT, '.bench/content-2')
    const run = spawnSync('node', ['scripts/content-scale.mjs', '2'], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`CONTENT_DIR=${folder} npm run build`)
    expect(readDataset(path.join(folder, 'cms/data.ndjson')).filter((d) => d._id.includes('scale-'))).toHaveLength(2)
    rmSync(folder, { recursive: true })
  })

  it('refuses a missing or bad N', () => {
    const run = spawnSync('node', ['scripts/content-scale.mjs', 'many'], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('usage: npm run content:scale -- N')
  })

  it('is read by the build through CONTENT_DIR (absolute, or relative to the root)', () => {
    expect(readServiceSettings({ CONTENT_DIR: '/data/scaled' }, '/repo')).toMatchObject({
      cms: { kind: 'embedded', datasetPath: '/data/scaled/cms/data.ndjson' },
      ats: { kind: 'embedded', offersPath: '/data/scaled/careers/offers.json' },
    })
    expect(readServiceSettings({ CONTENT_DIR: '.bench/content-10' }, '/repo').cms).toEqual({
      kind: 'embedded',
      datasetPath: '/repo/.bench/content-10/cms/data.ndjson',
    })
    expect(readServiceSettings({ CONTENT_DIR: '/x', CMS_DATASET_PATH: '/y/data.ndjson' }, '/repo').cms).toEqual({
      kind: 'embedded',
      datasetPath: '/y/data.ndjson',
    })
  })
})
