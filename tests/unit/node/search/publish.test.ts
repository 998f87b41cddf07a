import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { forgetSourcedNodes, noteSourcedNodes } from '../../../../src/node/build-inputs'
import type { SearchRecord } from '../../../../src/lib/search/records'
import * as pagefind from '../../../../src/node/search/pagefind'
import { publishSearch, startSearch } from '../../../../src/node/search/publish'
import { aliveAtCollection } from '../../../helpers/alive-at-collection'

// docs/architecture.md, "Build phases at scale": the search index is kept when its inputs are
// those of the last build, and a build whose pages changed (all of them, cold) begins it before the pages are built.
describe('the Pagefind index from build to build', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'search-builds-'))
    mkdirSync(path.join(root, 'public'))
  })
  afterEach(() => {
    forgetSourcedNodes()
    rmSync(root, { recursive: true, force: true })
  })

  const page = (id: string, heading: string) => ({
    id,
    href: `/guides/${id}`,
    heading,
    summary: `All about ${heading}`,
    publishedOn: null,
    internal: { type: 'Guide' },
    mainImage: null,
    pageSeo: { ogImg: null, robots: null },
  })
  let headings: Record<string, string> = {}
  const source = (changed: Record<string, string>) => {
    headings = { ...headings, ...changed }
    forgetSourcedNodes()
    noteSourcedNodes(Object.entries(headings).map(([id, heading]) => ({ id, internal: { type: 'Guide', contentDigest: heading } })))
  }
  const args = (lines: string[]) =>
    ({
      graphql: (_query: string, variables: { ids?: string[] }) => {
        const all = Object.entries(headings).map(([id, heading]) => page(id, heading))
        return Promise.resolve({
          data: {
            allContentPage: { nodes: variables.ids ? all.filter((p) => variables.ids?.includes(p.id)) : all },
            allJobOffer: { nodes: [] },
            allAbCampaign: { nodes: [] },
          },
        })
      },
      getNode: () => ({ body: [] }),
      getNodesByType: () => [],
      reporter: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) },
    }) as unknown as BuildArgs
  const build = async () => {
    const lines: string[] = []
    await startSearch(args(lines), { algolia: undefined }, path.join(root, 'public'))
    await publishSearch(args(lines), { algolia: undefined }, path.join(root, 'public'))
    return lines
  }

  it('is begun before the pages on a cold build and when some pages changed, and kept when nothing changed', async () => {
    source({ doors: 'Doors', locks: 'Locks' })
    expect(await build()).toEqual([
      expect.stringMatching(
        /^Search: 2 records of 2 pages in the Pagefind index \/pagefind\/ \(records [\d.]+ s, Pagefind [\d.]+ s, 1 of 1 shard indexed, merged into one index, from before the pages were built\)$/,
      ),
    ])
    expect(await build()).toEqual([
      'Search: the Pagefind index /pagefind/ is kept: its pages, offers and campaigns are those of the last build',
    ])
    source({ locks: 'Smart locks' })
    expect(await build()).toEqual([
      expect.stringMatching(
        /\(records [\d.]+ s, 1 pages' from the last build, Pagefind [\d.]+ s, 1 of 1 shard indexed, merged into one index, from before the pages were built\)$/,
      ),
    ])
    expect(await build()).toEqual([expect.stringContaining('is kept')])
  }, 60_000)

  // docs/architecture.md, "The records let go of": begun before the pages, the index is built beside
  // the bundles and the queries; the search step keeps no record once Pagefind has it.
  it('keeps no record once Pagefind has them all, while the index is still to be done', async () => {
    headings = {}
    source(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`door-${i}`, `Door ${i}`])))
    const refs: WeakRef<SearchRecord>[] = []
    const write = pagefind.writePagefindIndex
    // The build's own function, given the records and a collection after each shard sent; it keeps no record itself (pagefind.test.ts).
    const indexed = jest.spyOn(pagefind, 'writePagefindIndex').mockImplementation((records, options) => {
      for (const record of records) refs.push(new WeakRef(record))
      // A mock keeps its calls' arguments: cleared, so that the test keeps no record either.
      indexed.mockClear()
      return write(records, { ...options, collectEvery: 1 })
    })
    try {
      // Looked at after the last of the collections: one before Pagefind starts, one after each of the 4 shards is sent.
      const lines: string[] = []
      const { alive, collections } = await aliveAtCollection(refs, 1 + 4, async () => {
        await startSearch(args(lines), { algolia: undefined, searchShardPages: 3 }, path.join(root, 'public'))
        await publishSearch(args(lines), { algolia: undefined, searchShardPages: 3 }, path.join(root, 'public'))
      })
      expect(lines).toEqual([expect.stringMatching(/^Search: 12 records of 12 pages .*4 of 4 shards indexed/)])
      expect(collections).toBe(1 + 4)
      expect(alive).toBe(0)
    } finally {
      indexed.mockRestore()
    }
  }, 60_000)
})
