import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { INDEX_SETTINGS, pushToAlgolia } from '../../../../src/node/search/algolia'
import { PAGEFIND_PAGES_FILE } from '../../../../src/node/search/pagefind'
import { publishSearch } from '../../../../src/node/search/publish'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../../helpers/algolia-stand-in'
import { pageRecord } from '../../../helpers/search-record'

// The Algolia path of the build (docs/search.md) with algoliasearch 5 against a local stand-in
// of Algolia's REST API (the client's `hosts` override): only changed records are sent, records
// that disappeared are deleted, the settings are set, and a failure never fails the build.

let algolia: AlgoliaStandIn
beforeEach(async () => {
  algolia = await startAlgoliaStandIn()
})
afterEach(() => algolia.close())

const target = () => ({ appId: 'TESTAPP', adminKey: 'admin-key', indexName: 'production_threshold', host: algolia.url })
const batches = () => algolia.calls.filter((c) => c.call === 'POST /1/indexes/production_threshold/batch')

describe('pushToAlgolia', () => {
  it('saves every record into a new index, with a hash, and sets the settings', async () => {
    const summary = await pushToAlgolia(target(), [pageRecord('/a', 'one'), pageRecord('/b', 'two')])
    expect(summary).toEqual({ saved: 2, deleted: 0, unchanged: 0 })
    const index = algolia.indices.get('production_threshold')
    expect([...(index?.keys() ?? [])].sort()).toEqual(['/a', '/b'])
    expect(index?.get('/a')?.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(algolia.settings.get('production_threshold')).toMatchObject({
      attributeForDistinct: 'pageId',
      distinct: 1,
      attributesToSnippet: ['text:20'],
    })
    expect(algolia.settings.get('production_threshold')).toEqual(JSON.parse(JSON.stringify(INDEX_SETTINGS)))
  })

  it('sends only what changed on the next build, and deletes what disappeared', async () => {
    await pushToAlgolia(target(), [pageRecord('/a', 'one'), pageRecord('/b', 'two'), pageRecord('/c', 'three')])
    algolia.calls.length = 0
    const summary = await pushToAlgolia(target(), [pageRecord('/a', 'one'), pageRecord('/b', 'two, edited')])
    expect(summary).toEqual({ saved: 1, deleted: 1, unchanged: 1 })
    const sent = batches().flatMap((c) => (c.body as { requests: { action: string; body: { objectID: string } }[] }).requests)
    expect(sent.map((r) => [r.action, r.body.objectID])).toEqual([
      ['addObject', '/b'],
      ['deleteObject', '/c'],
    ])
    expect([...(algolia.indices.get('production_threshold')?.keys() ?? [])].sort()).toEqual(['/a', '/b'])
  })

  it('sends nothing but the settings when nothing changed', async () => {
    await pushToAlgolia(target(), [pageRecord('/a', 'one')])
    algolia.calls.length = 0
    expect(await pushToAlgolia(target(), [pageRecord('/a', 'one')])).toEqual({ saved: 0, deleted: 0, unchanged: 1 })
    expect(batches()).toEqual([])
  })
})

describe('publishSearch', () => {
  const graphql = (async () => ({
    data: {
      allContentPage: {
        nodes: [
          {
            id: '1',
            href: '/guides/doors',
            heading: 'Doors',
            summary: 'All about doors',
            publishedOn: null,
            internal: { type: 'Guide' },
            mainImage: null,
            pageSeo: { ogImg: null, robots: null },
            body: [],
          },
        ],
      },
      allJobOffer: { nodes: [] },
      allAbCampaign: { nodes: [] },
    },
  })) as unknown as BuildArgs['graphql']
  const reporter = () => {
    const lines: string[] = []
    return { lines, reporter: { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) } }
  }
  // The page's body comes from its node as the CMS gave it (collect.ts).
  const getNode = (id: string) => (id === '1' ? { id, body: [] } : undefined)
  const args = (r: ReturnType<typeof reporter>) => ({ graphql, getNode, reporter: r.reporter }) as unknown as BuildArgs
  const settings = () => ({
    algolia: { appId: 'TESTAPP', searchKey: 'search', adminKey: 'admin', indexName: 'production_threshold', host: algolia.url },
  })

  it('pushes to Algolia when the admin key is set', async () => {
    const r = reporter()
    await publishSearch(args(r), settings(), mkdtempSync(path.join(tmpdir(), 'search-public-')))
    expect(r.lines).toEqual(['info Search: Algolia index production_threshold: 1 records saved, 0 deleted, 0 unchanged'])
    expect(algolia.indices.get('production_threshold')?.get('/guides/doors')?.title).toBe('Doors')
  })

  it('warns loudly that the index is stale when Algolia fails, and does not throw', async () => {
    algolia.failWith(503)
    const r = reporter()
    await expect(publishSearch(args(r), settings(), mkdtempSync(path.join(tmpdir(), 'search-public-')))).resolves.toBeUndefined()
    expect(r.lines.join('\n')).toContain('!!! SEARCH INDEX IS STALE !!!')
    expect(r.lines.join('\n')).toContain('The site is published, but its search still answers from the records of an earlier build.')
  })

  it('writes the pages for Pagefind without Algolia, and removes them and the Pagefind index when the site uses Algolia', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'search-site-'))
    const r = reporter()
    await publishSearch(args(r), { algolia: undefined }, root)
    // One line per page, which the indexer reads (pagefind.test.ts), then the index it wrote.
    const pages = readFileSync(path.join(root, PAGEFIND_PAGES_FILE), 'utf8').trim().split('\n')
    expect(pages.map((line) => (JSON.parse(line) as { url: string }).url)).toEqual(['/guides/doors'])
    expect(r.lines).toEqual([
      expect.stringMatching(
        /^info Search: 1 records of 1 pages for the Pagefind index \/pagefind\/ in [\d.]+ s \(\.cache\/pagefind-pages\.ndjson\)$/,
      ),
      expect.stringMatching(/^info Search: Pagefind indexed 1 pages into .*public\/pagefind in [\d.]+ s$/),
    ])
    expect(existsSync(path.join(root, 'public', 'pagefind', 'pagefind.js'))).toBe(true)
    expect(algolia.calls).toEqual([])
    // An index left by a build without Algolia would publish content nobody searches.
    mkdirSync(path.join(root, 'public', 'pagefind'), { recursive: true })
    await publishSearch(args(reporter()), settings(), root)
    expect(existsSync(path.join(root, 'public', 'pagefind'))).toBe(false)
    expect(existsSync(path.join(root, PAGEFIND_PAGES_FILE))).toBe(false)
  }, 30_000)
})
