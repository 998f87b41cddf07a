import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readEmbeddedDataset } from '../../../../src/node/cms/embedded-transport'
import { checkCmsContent } from '../../../../src/node/cms/load'
import { readServiceSettings } from '../../../../src/config/site-config'
import { searchRecords } from '../../../../src/lib/search/sources'
import { datasetSearchPages } from '../../../../src/node/search/dataset-pages'
import { pageTexts, wordSpread } from '../../../../scripts/dataset/corpus-stats'
import { readDataset } from '../../../helpers/site-dataset'

// docs/dataset.md: `npm run content:scale -- N` writes a deterministic synthetic content folder
// that the build reads through CONTENT_DIR.
const ROOT = path.join(__dirname, '../../../..')
const scale = (n: number, out: string) =>
  spawnSync('node', ['scripts/dataset/scale.mjs', String(n), '--out', out], { cwd: ROOT, encoding: 'utf8' })

// Each test starts the generator in a process of its own (twice in the first): room for a busy machine.
jest.setTimeout(60_000)

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
    for (const doc of extra) expect(JSON.stringify(doc.body).length).toBeGreaterThan(500)
    const { problems } = await checkCmsContent(await readEmbeddedDataset(path.join(dir, 'a/cms/data.ndjson')))
    expect(problems.map((p) => p.message)).toEqual([])
  })

  it('writes each document from a topic of the dataset at the length of its type, so its words spread over pages as the dataset’s do', () => {
    expect(scale(600, path.join(dir, 'spread')).status).toBe(0)
    const texts = pageTexts(searchRecords({ pages: datasetSearchPages(path.join(dir, 'spread/cms/data.ndjson')), offers: [] }))
    const collections = /^\/(blog|resources|customers|updates|guides|academy\/courses)\//
    const synthetic = wordSpread(texts.filter((t) => t.pageId.includes('/scale-')).map((t) => t.text))
    const real = wordSpread(texts.filter((t) => collections.test(t.pageId) && !t.pageId.includes('/scale-')).map((t) => t.text))
    expect(synthetic.pages).toBe(600)
    // As long as the dataset's documents, give or take; with words on more than half of the pages
    // about as many as among the dataset's (57 of its 65 collection pages' 3,188 words). The corpus
    // once made of 44 phrases had 123 such words, and every word a visitor would type among them.
    expect(synthetic.medianLength).toBeGreaterThan(real.medianLength * 0.6)
    expect(synthetic.medianLength).toBeLessThan(real.medianLength * 1.4)
    expect(synthetic.common).toBeLessThan(real.common * 1.5)
    expect(synthetic.words).toBeGreaterThan(real.words)
    for (const word of ['visitor', 'lockdown', 'tailgating', 'elevator']) expect(synthetic.shareOf(word)).toBeLessThan(0.5)
  })

  it('writes to .bench/content-N by default', () => {
    const folder = path.join(ROOT, '.bench/content-2')
    const run = spawnSync('node', ['scripts/dataset/scale.mjs', '2'], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`CONTENT_DIR=${folder} npm run build`)
    expect(readDataset(path.join(folder, 'cms/data.ndjson')).filter((d) => d._id.includes('scale-'))).toHaveLength(2)
    rmSync(folder, { recursive: true })
  })

  it('refuses a missing or bad N', () => {
    const run = spawnSync('node', ['scripts/dataset/scale.mjs', 'many'], { cwd: ROOT, encoding: 'utf8' })
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
