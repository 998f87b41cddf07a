import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { readDataset } from '../../../helpers/site-dataset'

// The dataset's pictures show the product, and none repeats: a drawing stands for at most two
// pages, no two customers share a logo, and every image says what it shows (scripts/dataset/pictures.mjs,
// docs/dataset.md). Checked on the generator's drawings (which know a drawing in any colours) and on
// the shipped dataset (which knows only files).
const ROOT = path.join(__dirname, '../../../..')
const node = (args: string[]) => spawnSync('node', args, { cwd: ROOT, encoding: 'utf8' })

/** Runs pictureProblems over documents made by `make` (ESM source with image(), cover(), logoMark() in scope). */
function problemsOf(make: string): string[] {
  const script = `
    import { image } from './scripts/dataset/lib.mjs'
    import { cover, logoMark } from './scripts/dataset/art.mjs'
    import { pictureProblems } from './scripts/dataset/pictures.mjs'
    const docs = ${make}
    console.log(JSON.stringify(pictureProblems(docs)))`
  const run = node(['--input-type=module', '-e', script])
  expect(run.stderr).toBe('')
  return JSON.parse(run.stdout) as string[]
}
const doc = (id: string, field: string) => `{ _id: '${id}', mainImage: ${field} }`
const screen = (seed: string, palette = 'blue') =>
  `image(cover('screen-doors', '${palette}', '${seed}'), 1200, 675, "The dashboard's doors list with lock states")`

describe('the pictures of the embedded dataset', () => {
  it('keep their rules in the generator: `content:generate --check` passes', () => {
    const run = node(['scripts/dataset/generate.mjs', '--check'])
    expect([run.status, run.stderr]).toEqual([0, ''])
  })

  it('may show one drawing on two pages, in any colours', () => {
    expect(problemsOf(`[${doc('page.a', screen('a'))}, ${doc('page.b', screen('b', 'night'))}]`)).toEqual([])
  })

  it('fail when one drawing is on a third page, even in other colours', () => {
    const problems = problemsOf(
      `[${['a', 'b', 'c'].map((id, i) => doc(`page.${id}`, screen(id, ['blue', 'ink', 'amber'][i]))).join(', ')}]`,
    )
    expect(problems).toEqual([expect.stringContaining('the drawing screen-doors is on 3 pages')])
  })

  it('fail when two customers share a logo', () => {
    const logo = (owner: string) => `image(logoMark('Northwind Properties'), 160, 160, '${owner} logo')`
    expect(problemsOf(`[${doc('caseStudy.a', logo('Northwind Properties'))}, ${doc('caseStudy.b', logo('Acme Corp'))}]`)).toEqual([
      expect.stringContaining('Northwind Properties logo and Acme Corp logo share one logo'),
    ])
  })

  it('fail on an image whose alt text does not say what it shows', () => {
    const vague = `{ ...image(cover('app-unlock', 'blue', 'x'), 1200, 675, 'x'), alt: 'Cover' }`
    expect(problemsOf(`[${doc('page.a', vague)}]`)).toEqual([expect.stringContaining('no alt text that says what it shows')])
  })

  describe('as shipped (content/cms)', () => {
    type Image = { asset: { _sanityAsset: string }; alt?: string }
    const fields = (value: unknown, out: Image[] = []): Image[] => {
      if (Array.isArray(value)) value.forEach((v) => fields(v, out))
      else if (value && typeof value === 'object') {
        const v = value as Record<string, unknown>
        if (typeof (v.asset as Image['asset'] | undefined)?._sanityAsset === 'string') out.push(v as Image)
        Object.values(v).forEach((x) => fields(x, out))
      }
      return out
    }
    const uses = readDataset().flatMap((d) => fields(d).map((f) => ({ doc: d._id, file: f.asset._sanityAsset, alt: f.alt })))
    const isLogo = (alt?: string) => Boolean(alt?.endsWith(' logo'))

    it('has alt text on every image', () => {
      expect(uses.filter((u) => !u.alt || u.alt.trim().split(/\s+/).length < (isLogo(u.alt) ? 2 : 4))).toEqual([])
    })

    it('shows no image file on more than two pages, logos and portraits aside', () => {
      const pagesOf = new Map<string, Set<string>>()
      for (const u of uses.filter((x) => !isLogo(x.alt) && !/^(Photo|Drawn portrait) of /.test(x.alt ?? '')))
        pagesOf.set(u.file, new Set([...(pagesOf.get(u.file) ?? []), u.doc]))
      expect([...pagesOf].filter(([, docs]) => docs.size > 2).map(([file, docs]) => `${file}: ${[...docs].join(', ')}`)).toEqual([])
    })

    it('gives each customer a logo of its own', () => {
      const ownerOf = new Map<string, Set<string>>()
      for (const u of uses.filter((x) => isLogo(x.alt))) ownerOf.set(u.file, new Set([...(ownerOf.get(u.file) ?? []), u.alt!]))
      expect([...ownerOf.values()].filter((owners) => owners.size > 1).map((o) => [...o])).toEqual([])
    })
  })
})
