import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import {
  collectSearchRecords,
  planRecords,
  readRecordsCache,
  RECORDS_CACHE_FILE,
  writeRecordsCache,
  type RecordsCache,
} from '../../../../src/node/search/collect'

// docs/architecture.md, "Build phases at scale": a build reads anew only the records of the pages
// whose node changed since the last build.
const cached = (id: string, digest: string, href = `/${id}`) => ({ id, digest, href, records: [] })
const cache = (version: string, ...pages: ReturnType<typeof cached>[]): RecordsCache => ({ version, pages })

describe('planRecords', () => {
  it('reuses the pages whose node digest is the cached one, and reads the others', () => {
    const digests = new Map([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ])
    const plan = planRecords(digests, 'v', cache('v', cached('a', '1'), cached('b', 'old'), cached('gone', '9')))
    expect(plan.reused.map((p) => p.id)).toEqual(['a'])
    expect(plan.changed).toEqual(['b', 'c'])
  })

  it('reads every page without digests, without a cache, or when the version changed', () => {
    const digests = new Map([['a', '1']])
    expect(planRecords(undefined, 'v', cache('v', cached('a', '1'))).changed).toBe('all')
    expect(planRecords(digests, 'v', null).changed).toBe('all')
    expect(planRecords(digests, 'v2', cache('v', cached('a', '1'))).changed).toBe('all')
  })
})

describe('collectSearchRecords', () => {
  const page = (id: string, href: string, heading: string) => ({
    id,
    href,
    heading,
    summary: `About ${heading}`,
    publishedOn: null,
    internal: { type: 'Guide' },
    mainImage: null,
    pageSeo: { ogImg: null, robots: null },
  })
  const queries: { query: string; variables: unknown }[] = []
  const graphql = ((query: string, variables: { ids?: string[] }) => {
    queries.push({ query, variables })
    const all = [page('a', '/guides/a', 'Doors'), page('b', '/guides/b', 'Locks')]
    return Promise.resolve({
      data: {
        allContentPage: { nodes: variables.ids ? all.filter((p) => variables.ids?.includes(p.id)) : all },
        allJobOffer: { nodes: [] },
        allAbCampaign: { nodes: [] },
      },
    })
  }) as unknown as CreatePagesArgs['graphql']
  const getNode = () => ({ body: [] })

  it('queries only the changed pages, and gives the same records as a full read', async () => {
    const digests = new Map([
      ['a', '1'],
      ['b', '2'],
    ])
    const first = await collectSearchRecords(graphql, getNode, { digests, version: 'v' })
    expect(first.reused).toBe(0)
    expect(first.records.map((r) => r.title)).toEqual(['Doors', 'Locks'])
    queries.length = 0
    const next = await collectSearchRecords(graphql, getNode, {
      digests: new Map([
        ['a', '1'],
        ['b', '3'],
      ]),
      version: 'v',
      cache: first.cache,
    })
    expect(next.reused).toBe(1)
    expect(queries[0]?.variables).toEqual({ ids: ['b'] })
    expect(next.records).toEqual(first.records)
  })

  it('keeps its cache in a file, one page a line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'records-cache-'))
    try {
      const written = cache('v', { id: 'a', digest: '1', href: '/a', records: [] })
      await writeRecordsCache(dir, written)
      expect(await readRecordsCache(dir)).toEqual(written)
      expect(await readRecordsCache(path.join(dir, 'none'))).toBeNull()
      // Tens of megabytes at 10,000 pages: written a megabyte at a time and read line by line, never one string.
      const large = cache(
        'v2',
        ...Array.from({ length: 3000 }, (_, n) => ({ ...cached(`p${n}`, String(n)), href: `/p${n}?${'x'.repeat(1000)}` })),
      )
      await writeRecordsCache(dir, large)
      expect(readFileSync(path.join(dir, RECORDS_CACHE_FILE), 'utf8').split('\n')).toHaveLength(3002)
      expect(await readRecordsCache(dir)).toEqual(large)
      writeFileSync(path.join(dir, RECORDS_CACHE_FILE), '{"version":"v"}\nnot json\n')
      expect(await readRecordsCache(dir)).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
