import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writePagefindIndex } from '../../../../src/node/search/pagefind'
import { pageRecord } from '../../../helpers/search-record'

// docs/search.md, "Pagefind": one index of every page, written by Pagefind's Node API.
describe('writePagefindIndex', () => {
  let site: string
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'pagefind-index-'))
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  const pages = (n: number) => Array.from({ length: n }, (_, i) => pageRecord(`/guides/g${i}`, `door ${i}`))
  const entryOf = (bundle: string) =>
    JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { page_count: number } } }

  it("writes one index of every page, with Pagefind's script beside it, and nothing of an earlier index", async () => {
    const bundle = path.join(site, 'pagefind')
    mkdirSync(bundle)
    writeFileSync(path.join(bundle, 'left-by-an-earlier-build.pf_fragment'), '')
    expect(await writePagefindIndex(pages(12), bundle)).toEqual({ pages: 12 })
    expect(entryOf(bundle).languages.en.page_count).toBe(12)
    expect(readdirSync(path.join(bundle, 'fragment'))).toHaveLength(12)
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']) expect(existsSync(path.join(bundle, file))).toBe(true)
    expect(existsSync(path.join(bundle, 'left-by-an-earlier-build.pf_fragment'))).toBe(false)

    // A section record of a long page is in its page's document, not a page of its own.
    const [page] = pages(1)
    const section = { ...pageRecord('/guides/g0', 'wiring'), objectID: '/guides/g0#wiring', section: 'Wiring', href: '/guides/g0#wiring' }
    expect(await writePagefindIndex([page!, section], bundle)).toEqual({ pages: 1 })
  }, 60_000)

  it('fails with what the indexer says when Pagefind reports an error, or with its output when it says nothing', async () => {
    // A root whose indexer stands in for Pagefind's: it reads the pages and answers as given.
    const standIn = (script: string): string => {
      const root = path.join(site, `root-${Math.random().toString(36).slice(2)}`)
      mkdirSync(path.join(root, 'src/node/search'), { recursive: true })
      writeFileSync(path.join(root, 'src/node/search/pagefind-index.mjs'), `for await (const _ of process.stdin);\n${script}`)
      return root
    }
    const bundle = path.join(site, 'pagefind')
    const failing = standIn(`console.log(JSON.stringify({ pages: 2, errors: ['Failed to write fragment'] }))`)
    await expect(writePagefindIndex(pages(2), bundle, failing)).rejects.toThrow(
      'Pagefind could not index the search records: Failed to write fragment',
    )
    const silent = standIn(`console.log('crashed'); process.exit(3)`)
    await expect(writePagefindIndex(pages(2), bundle, silent)).rejects.toThrow("Pagefind's indexer exited with 3 and no summary: crashed")
  }, 60_000)
})
