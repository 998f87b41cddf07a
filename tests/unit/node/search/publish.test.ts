import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { forgetSourcedNodes, noteSourcedNodes } from '../../../../src/node/build-inputs'
import { publishSearch, startSearch } from '../../../../src/node/search/publish'

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
})
