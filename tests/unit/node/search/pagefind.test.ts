import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { decodeMeta, IndexChunk, withoutSignature } from '../../../../src/lib/search/pagefind-format'
import { shardOf } from '../../../../src/lib/search/pagefind-pages'
import * as memory from '../../../../src/node/memory'
import { writePagefindIndex } from '../../../../src/node/search/pagefind'
import type { SearchRecord } from '../../../../src/lib/search/records'
import { aliveAtCollection } from '../../../helpers/alive-at-collection'
import { pageRecord } from '../../../helpers/search-record'

// docs/search.md, "Shards" and "One index from the shards": the pages indexed in shards, each
// rebuilt only when its pages change, and merged into the one index the browser searches.
describe('writePagefindIndex', () => {
  const pages = (n: number, changed = -1) =>
    Array.from({ length: n }, (_, i) => pageRecord(`/guides/g${i}`, i === changed ? 'rewired doors' : `door ${i}`))
  const entryOf = (folder: string) =>
    JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as {
      languages: { en: { hash: string; page_count: number } }
    }
  const metaOf = (folder: string) =>
    decodeMeta(
      withoutSignature(gunzipSync(readFileSync(path.join(folder, `pagefind.${entryOf(folder).languages.en.hash}.pf_meta`))), 'meta'),
    )
  const shardFolders = (dir: string) => readdirSync(dir).filter((f) => /^shard-\d+$/.test(f))
  const modified = (file: string) => statSync(file).mtimeMs

  it('indexes the pages in shards by URL, merges them into one index, and rebuilds only a changed shard', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'pagefind-shards-'))
    const [bundle, shardsDir] = [path.join(site, 'pagefind'), path.join(site, 'shards')]
    const options = { bundle, shardsDir, perShard: 3 }
    // 12 pages in shards of 3: 4 shards, none left empty by the hash.
    expect(await writePagefindIndex(pages(12), options)).toMatchObject({ pages: 12, kept: false, rebuilt: 4, shards: 4 })
    expect(shardFolders(shardsDir)).toHaveLength(4)
    const perShard = shardFolders(shardsDir).map((f) => entryOf(path.join(shardsDir, f)).languages.en.page_count)
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(12)

    // The bundle is one index of every page, with each page's fragment, and nothing of Pagefind's but its index.
    const meta = metaOf(bundle)
    expect(entryOf(bundle).languages.en.page_count).toBe(12)
    expect(meta.pages).toHaveLength(12)
    for (const page of meta.pages) expect(existsSync(path.join(bundle, 'fragment', `${page.hash}.pf_fragment`))).toBe(true)
    expect(
      readdirSync(bundle)
        .map((f) => f.replace(/^pagefind\.en_\w+\.pf_meta$/, 'metadata'))
        .sort(),
    ).toEqual(['fragment', 'index', 'metadata', 'pagefind-entry.json', 'pages.sha256'])
    // Every page of the word 'door' is in its one list, from every shard.
    const chunk = meta.chunks.find((c) => c.from <= 'door' && 'door' <= c.to)
    const index = new IndexChunk(withoutSignature(gunzipSync(readFileSync(path.join(bundle, 'index', `${chunk?.hash}.pf_index`))), 'chunk'))
    expect(index.postings(index.lowerBound('door'))[0]?.pages).toHaveLength(12)
    const published = modified(path.join(bundle, 'pagefind-entry.json'))

    // The same pages: every shard and the bundle kept.
    expect(await writePagefindIndex(pages(12), options)).toMatchObject({ kept: true, rebuilt: 0 })
    expect(modified(path.join(bundle, 'pagefind-entry.json'))).toBe(published)

    // One page changed: only its shard is rebuilt (a file left in every shard stays in the others), and the bundle merged anew.
    for (const folder of shardFolders(shardsDir)) writeFileSync(path.join(shardsDir, folder, 'left-by-the-test'), '')
    const changedShard = `shard-${shardOf('/guides/g5', 4)}`
    expect(await writePagefindIndex(pages(12, 5), options)).toMatchObject({ kept: false, rebuilt: 1 })
    for (const folder of shardFolders(shardsDir))
      expect(existsSync(path.join(shardsDir, folder, 'left-by-the-test'))).toBe(folder !== changedShard)
    const rewired = metaOf(bundle).chunks.find((c) => c.from <= 'rewir' && 'rewir' <= c.to)
    const after = new IndexChunk(
      withoutSignature(gunzipSync(readFileSync(path.join(bundle, 'index', `${rewired?.hash}.pf_index`))), 'chunk'),
    )
    expect(after.words[after.lowerBound('rewir')]).toBe('rewir')

    // Fewer pages, one shard: the others' folders are gone, and the bundle has the two pages only.
    expect(await writePagefindIndex(pages(2), options)).toMatchObject({ pages: 2, shards: 1, rebuilt: 1 })
    expect(shardFolders(shardsDir)).toEqual(['shard-0'])
    expect(metaOf(bundle).pages).toHaveLength(2)
    expect(readdirSync(path.join(bundle, 'fragment'))).toHaveLength(2)
  }, 60_000)

  // A shard the merge cannot read fails the build, with the merge's own error, and leaves the bundle there.
  it("fails with the merge process's error when a shard cannot be merged", async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'pagefind-broken-'))
    const options = { bundle: path.join(site, 'pagefind'), shardsDir: path.join(site, 'shards'), perShard: 3 }
    await writePagefindIndex(pages(6), options)
    const shard = path.join(options.shardsDir, 'shard-0')
    writeFileSync(path.join(shard, `pagefind.${entryOf(shard).languages.en.hash}.pf_meta`), 'not gzip')
    // The shards are as they were; only the bundle's digest is gone, so it is merged again.
    rmSync(path.join(options.bundle, 'pages.sha256'))
    await expect(writePagefindIndex(pages(6), options)).rejects.toThrow(
      /^The merge of Pagefind's shards failed \(exit 1\): .*(gzip|header)/s,
    )
    expect(existsSync(path.join(options.bundle, 'pagefind-entry.json'))).toBe(true)
  }, 60_000)

  // docs/architecture.md, "The search step, measured again" and "The search beside the build": the
  // build's process collects what the search step left before Pagefind starts, and what sending the
  // pages left once every `collectEvery` pages, while Pagefind builds a shard's index (at 10,000
  // documents about 0.1 GB less beside Pagefind; after every shard of 500, 8–9 s more a cold build).
  it("collects the build's garbage before Pagefind starts and once every collectEvery pages sent", async () => {
    const collected = jest.spyOn(memory, 'collectGarbage')
    try {
      const site = mkdtempSync(path.join(tmpdir(), 'pagefind-gc-'))
      const options = { bundle: path.join(site, 'pagefind'), shardsDir: path.join(site, 'shards'), perShard: 3 }
      // One page a collection: one after each of the 4 shards.
      expect(await writePagefindIndex(pages(12), { ...options, collectEvery: 1 })).toMatchObject({ rebuilt: 4 })
      expect(collected).toHaveBeenCalledTimes(1 + 4)
      // Kept shards send nothing: nothing to collect.
      collected.mockClear()
      expect(await writePagefindIndex(pages(12), options)).toMatchObject({ kept: true })
      expect(collected).not.toHaveBeenCalled()
      // 13 pages, a collection every 12: one when the pages sent reach 12, at the end of a shard, and none for the rest.
      expect(await writePagefindIndex(pages(13), { ...options, collectEvery: 12 })).toMatchObject({ rebuilt: 5 })
      expect(collected).toHaveBeenCalledTimes(1 + 1)
    } finally {
      collected.mockRestore()
    }
  }, 60_000)

  // docs/architecture.md, "The records let go of": a cold build indexes beside the bundles and the
  // queries, so each shard's records go once Pagefind has them, not when the whole index is done.
  it("lets go of each shard's records once Pagefind has them, before the index is done", async () => {
    // The records alive at the `at`-th of the build's collections: the first is before Pagefind
    // starts, then one after each shard is sent (collectEvery: 1).
    const aliveAt = async (at: number) => {
      const refs: WeakRef<SearchRecord>[] = []
      const records = () => {
        const made = pages(12)
        for (const record of made) refs.push(new WeakRef(record))
        return made
      }
      const site = mkdtempSync(path.join(tmpdir(), 'pagefind-let-go-'))
      const options = { bundle: path.join(site, 'pagefind'), shardsDir: path.join(site, 'shards'), perShard: 3, collectEvery: 1 }
      const { alive, collections } = await aliveAtCollection(refs, at, async () => {
        expect(await writePagefindIndex(records(), options)).toMatchObject({ rebuilt: 4 })
      })
      expect(collections).toBe(1 + 4)
      return alive
    }
    // Before Pagefind starts, all 12; after the first of 4 shards, only the others'; after the last, none.
    expect(await aliveAt(1)).toBe(12)
    const afterFirst = await aliveAt(2)
    expect(afterFirst).toBeGreaterThan(0)
    expect(afterFirst).toBeLessThan(12)
    expect(await aliveAt(5)).toBe(0)
  }, 60_000)

  // The indexer, Pagefind's binary and the merge run beside the bundles and the image jobs, which the build waits for.
  it('runs the indexer and the merge at a lower priority than the build', async () => {
    const lowered = jest.spyOn(os, 'setPriority')
    try {
      const site = mkdtempSync(path.join(tmpdir(), 'pagefind-nice-'))
      await writePagefindIndex(pages(4), { bundle: path.join(site, 'pagefind'), shardsDir: path.join(site, 'shards'), perShard: 4 })
      expect(lowered.mock.calls).toEqual([
        [expect.any(Number), 10],
        [expect.any(Number), 10],
      ])
    } finally {
      lowered.mockRestore()
    }
  }, 60_000)
})
