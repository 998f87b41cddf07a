import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAGEFIND_SHARDS_FILE, shardOf, type PagefindShards } from '../../../../src/lib/search/pagefind-pages'
import * as memory from '../../../../src/node/memory'
import { writePagefindIndex } from '../../../../src/node/search/pagefind'
import { pageRecord } from '../../../helpers/search-record'

// docs/search.md, "Shards": the index in shards, each rebuilt only when its pages change.
describe('writePagefindIndex', () => {
  const pages = (n: number, changed = -1) =>
    Array.from({ length: n }, (_, i) => pageRecord(`/guides/g${i}`, i === changed ? 'rewired doors' : `door ${i}`))
  const manifest = (bundle: string) => JSON.parse(readFileSync(path.join(bundle, PAGEFIND_SHARDS_FILE), 'utf8')) as PagefindShards
  const pageCount = (folder: string) =>
    (JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> })
      .languages.en?.page_count

  it('splits the pages into shards by URL, rebuilds only a changed shard, and drops the shards a smaller index leaves', async () => {
    const bundle = path.join(mkdtempSync(path.join(tmpdir(), 'pagefind-shards-')), 'pagefind')
    const first = await writePagefindIndex(pages(12), bundle, process.cwd(), 3)
    const folders = manifest(bundle).folders
    expect(first).toMatchObject({ pages: 12, kept: false, rebuilt: folders.length, shards: folders.length })
    // 12 pages in shards of 3: 4 shards, none left empty by the hash.
    expect(folders).toHaveLength(4)
    expect(folders[0]).toBe('')
    // Every page in one shard; Pagefind's script and WebAssembly only in the first, which the browser loads.
    expect(folders.map((f) => pageCount(path.join(bundle, f))).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(12)
    expect(existsSync(path.join(bundle, 'pagefind.js'))).toBe(true)
    expect(existsSync(path.join(bundle, 'wasm.en.pagefind'))).toBe(true)
    for (const folder of folders.slice(1)) {
      expect(readdirSync(path.join(bundle, folder)).filter((f) => f === 'pagefind.js' || f.startsWith('wasm.'))).toEqual([])
    }

    // The same pages: every shard kept.
    expect(await writePagefindIndex(pages(12), bundle, process.cwd(), 3)).toMatchObject({ kept: true, rebuilt: 0 })

    // One page changed: only its shard is rebuilt (a file left in every shard stays in the others).
    for (const folder of folders) writeFileSync(path.join(bundle, folder, 'left-by-the-test'), '')
    const changedShard = folders[shardOf('/guides/g5', folders.length)] as string
    expect(await writePagefindIndex(pages(12, 5), bundle, process.cwd(), 3)).toMatchObject({ kept: false, rebuilt: 1 })
    for (const folder of folders) expect(existsSync(path.join(bundle, folder, 'left-by-the-test'))).toBe(folder !== changedShard)
    expect(existsSync(path.join(bundle, 'pagefind.js'))).toBe(true)

    // Fewer pages, one shard: the others' folders are gone.
    expect(await writePagefindIndex(pages(2), bundle, process.cwd(), 3)).toMatchObject({ pages: 2, shards: 1, rebuilt: 1 })
    expect(manifest(bundle).folders).toEqual([''])
    expect(readdirSync(bundle).filter((f) => f.startsWith('shard-'))).toEqual([])
    expect(pageCount(bundle)).toBe(2)
  }, 60_000)

  // docs/architecture.md, "The search step, measured again": the build's process collects what the
  // search step left before Pagefind starts, and what sending each shard left while Pagefind builds
  // that shard's index (at 10,000 documents about 0.1 GB less beside Pagefind).
  it("collects the build's garbage before Pagefind starts and after each shard is sent", async () => {
    const collected = jest.spyOn(memory, 'collectGarbage')
    try {
      const bundle = path.join(mkdtempSync(path.join(tmpdir(), 'pagefind-gc-')), 'pagefind')
      const { rebuilt } = await writePagefindIndex(pages(12), bundle, process.cwd(), 3)
      expect(rebuilt).toBe(4)
      expect(collected).toHaveBeenCalledTimes(1 + 4)
      // Kept shards send nothing: nothing to collect.
      collected.mockClear()
      expect(await writePagefindIndex(pages(12), bundle, process.cwd(), 3)).toMatchObject({ kept: true })
      expect(collected).not.toHaveBeenCalled()
    } finally {
      collected.mockRestore()
    }
  }, 60_000)
})
