import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openPagefindIndex } from '../../../../src/lib/search/pagefind-reader'
import { writePagefindIndex } from '../../../../src/node/search/pagefind'
import { pageRecord } from '../../../helpers/search-record'

// docs/search.md, "Ranking": the overlay and /search (SPEC 2.8, 7.11) read the index in parts, as
// a query needs them; a part that fails to load fails that search with its URL and is fetched
// again by the next one, so search recovers when the network does.
describe('openPagefindIndex', () => {
  let bundle: string
  beforeAll(async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'pagefind-reader-'))
    bundle = path.join(site, 'pagefind')
    const records = [pageRecord('/guides/doors', 'door schedules for every door'), pageRecord('/guides/badges', 'badge migration plan')]
    await writePagefindIndex(records, { bundle, shardsDir: path.join(site, 'shards') })
  }, 60_000)

  /** The index's files from disk, by URL; those `failing` answers 503 while it is set. */
  const files = () => {
    const requested: string[] = []
    let failing: RegExp | null = null
    const fetchFile = async (url: string): Promise<Response> => {
      requested.push(url)
      if (failing?.test(url)) return new Response('unavailable', { status: 503 })
      try {
        return new Response(readFileSync(path.join(bundle, url.replace(/^\/pagefind\//, ''))))
      } catch {
        return new Response('not found', { status: 404 })
      }
    }
    return { fetchFile, requested, fail: (pattern: RegExp | null) => (failing = pattern) }
  }

  it('ranks the matching pages, and loads the data of those asked for only', async () => {
    const { fetchFile, requested } = files()
    const index = openPagefindIndex({ fetchFile, excerptLength: 20, ellipsis: '…' })
    const ranking = await index.search('door')
    expect(ranking.length).toBe(1)
    expect(requested.filter((url) => url.includes('/fragment/'))).toEqual([])
    const [hit] = ranking.slice(0, 5)
    const data = await hit?.data()
    expect(data?.url).toBe('/guides/doors')
    // Pagefind ends each paragraph of its text with a full stop.
    expect(data?.excerpt).toBe('<mark>door</mark> schedules for every <mark>door.</mark>')
    expect(requested.filter((url) => url.includes('/fragment/'))).toHaveLength(1)
    // A second search of the same word fetches nothing more.
    const before = requested.length
    await index.search('doors')
    expect(requested).toHaveLength(before)
  })

  it('fails a search whose chunk fails to load, naming it, and fetches it again for the next', async () => {
    const { fetchFile, requested, fail } = files()
    const index = openPagefindIndex({ fetchFile })
    fail(/\.pf_index$/)
    await expect(index.search('badge')).rejects.toThrow(
      /Pagefind's index could not be loaded: 503 from \/pagefind\/index\/en_\w+\.pf_index/,
    )
    fail(null)
    expect((await index.search('badge')).length).toBe(1)
    expect(requested.filter((url) => url.endsWith('.pf_index'))).toHaveLength(2)
  })

  it("fails a search with the entry's error while the index cannot be opened, and opens it for the next", async () => {
    const { fetchFile, fail } = files()
    fail(/pagefind-entry\.json$/)
    const index = openPagefindIndex({ fetchFile })
    await expect(index.search('door')).rejects.toThrow("Pagefind's index could not be loaded: 503 from /pagefind/pagefind-entry.json")
    fail(null)
    expect((await index.search('door')).length).toBe(1)
  })
})
