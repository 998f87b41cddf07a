import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { indexPagefindPages, writePagefindIndex, writePagefindPages } from '../../../../src/node/search/pagefind'
import { pageRecord } from '../../../helpers/search-record'

// docs/search.md, "Pagefind": one index of every page, written by Pagefind's Node API in a process of its own.
describe('the Pagefind index', () => {
  let site: string
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'pagefind-index-'))
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  const records = (n: number) => Array.from({ length: n }, (_, i) => pageRecord(`/guides/g${i}`, `door ${i}`))
  const entryOf = (bundle: string) =>
    JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { page_count: number } } }

  it('writes one document per page, a section record in its page’s', async () => {
    const file = path.join(site, 'pages.ndjson')
    const section = { ...pageRecord('/guides/g0', 'wiring'), objectID: '/guides/g0#wiring', section: 'Wiring', href: '/guides/g0#wiring' }
    expect(await writePagefindPages([...records(3), section], file)).toBe(3)
    const pages = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string; html: string })
    expect(pages.map((p) => p.url)).toEqual(['/guides/g0', '/guides/g1', '/guides/g2'])
    expect(pages[0]?.html).toContain('<h2 id="wiring">Wiring</h2>')
  })

  it("writes one index of every page, with Pagefind's script beside it, nothing of an earlier index, and keeps it for the same pages", async () => {
    const file = path.join(site, 'pages.ndjson')
    const bundle = path.join(site, 'pagefind')
    mkdirSync(bundle)
    writeFileSync(path.join(bundle, 'left-by-an-earlier-build.pf_fragment'), '')
    await writePagefindPages(records(12), file)
    expect(await indexPagefindPages(file, bundle)).toMatch(/^Search: Pagefind indexed 12 pages into .*pagefind in [\d.]+ s$/)
    expect(entryOf(bundle).languages.en.page_count).toBe(12)
    expect(readdirSync(path.join(bundle, 'fragment'))).toHaveLength(12)
    for (const script of ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']) expect(existsSync(path.join(bundle, script))).toBe(true)
    expect(existsSync(path.join(bundle, 'left-by-an-earlier-build.pf_fragment'))).toBe(false)

    // The same pages (a warm build with no change): the index is kept as it is.
    const written = statSync(path.join(bundle, 'pagefind-entry.json')).mtimeMs
    await writePagefindPages(records(12), file)
    expect(await indexPagefindPages(file, bundle)).toMatch(/is kept: its pages are those of the last build$/)
    expect(statSync(path.join(bundle, 'pagefind-entry.json')).mtimeMs).toBe(written)
    // One page more: indexed anew.
    await writePagefindPages(records(13), file)
    expect(await indexPagefindPages(file, bundle)).toMatch(/indexed 13 pages/)
    expect(entryOf(bundle).languages.en.page_count).toBe(13)
  }, 60_000)

  it('writes no index without pages (a build that uses Algolia), and fails with what went wrong', async () => {
    const bundle = path.join(site, 'pagefind')
    expect(await indexPagefindPages(path.join(site, 'none.ndjson'), bundle)).toMatch(
      /^Search: no .*none\.ndjson, so no Pagefind index to write/,
    )
    expect(existsSync(bundle)).toBe(false)
    const broken = path.join(site, 'broken.ndjson')
    writeFileSync(broken, '{"url": "/a", "html": \n')
    await expect(indexPagefindPages(broken, bundle)).rejects.toThrow(/JSON/)
  }, 60_000)

  it('indexes records in one go, for the bench and the client’s tests', async () => {
    const bundle = path.join(site, 'pagefind')
    expect(await writePagefindIndex(records(2), bundle)).toEqual({ pages: 2 })
    expect(entryOf(bundle).languages.en.page_count).toBe(2)
  }, 60_000)
})
