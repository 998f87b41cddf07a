import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { CborReader, CborWriter, decodeMeta, IndexChunk, withoutSignature } from '../../../../src/lib/search/pagefind-format'
import { mergePagefindShards } from '../../../../src/node/search/pagefind-merge'

// docs/search.md, "One index from the shards": the shards Pagefind indexed are merged into the one
// index the browser searches (SPEC 2.8, 7.11), in Pagefind's layout. The oracle test
// (tests/unit/lib/search/pagefind-ranking.test.ts) checks a merge of real shards against Pagefind's
// own index of all the pages; these shards are written by hand, for what real ones rarely show.
describe('mergePagefindShards', () => {
  /** A word of a chunk: [word, pages, forms with diacritics], each page [page (difference), places, metadata places]. */
  type Page = [number, number[], number[]]
  const word = (writer: CborWriter, text: string, pages: Page[], forms: [string, Page[]][] = []) => {
    const list = (entries: Page[]) => {
      writer.array(entries.length)
      for (const [page, places, meta] of entries) {
        writer.array(3).int(page).array(places.length)
        for (const p of places) writer.int(p)
        writer.array(meta.length)
        for (const m of meta) writer.int(m)
      }
    }
    writer.array(3).string(text)
    list(pages)
    writer.array(forms.length)
    for (const [form, entries] of forms) {
      writer.array(2).string(form)
      list(entries)
    }
  }
  const shard = (folder: string, pages: [string, number][], fields: string[], words: (w: CborWriter) => number) => {
    mkdirSync(path.join(folder, 'index'), { recursive: true })
    mkdirSync(path.join(folder, 'fragment'), { recursive: true })
    const chunk = new CborWriter().array(1)
    const count = new CborWriter()
    const n = words(count)
    chunk.array(n).raw(count.bytes())
    writeFileSync(path.join(folder, 'index', 'en_c.pf_index'), gzipSync(chunk.signed()))
    const meta = new CborWriter().array(6).string('1.6.0').array(pages.length)
    for (const [hash, words] of pages) meta.array(3).string(hash).int(words).string('')
    meta.array(1).array(3).string('a').string('z').string('en_c').array(0).array(0).array(fields.length)
    for (const field of fields) meta.string(field)
    writeFileSync(path.join(folder, 'pagefind.en_m.pf_meta'), gzipSync(meta.signed()))
    writeFileSync(
      path.join(folder, 'pagefind-entry.json'),
      JSON.stringify({ version: '1.6.0', languages: { en: { hash: 'en_m', wasm: 'en', page_count: pages.length } } }),
    )
    for (const [hash] of pages)
      writeFileSync(
        path.join(folder, 'fragment', `${hash}.pf_fragment`),
        gzipSync(new TextEncoder().encode(`pagefind_dcd{"url":"/${hash}"}`)),
      )
  }

  const merged = async (chunkSize: number) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pagefind-merge-'))
    // Shard A: the summary (field 0) and the title (field 1); 'cafe' also written 'café'.
    shard(
      path.join(dir, 'a'),
      [
        ['en_a1', 10],
        ['en_a2', 20],
      ],
      ['summary', 'title'],
      (w) => {
        word(w, 'cafe', [[0, [-25, 3], []]], [['café', [[1, [-25, 7], []]]]])
        word(w, 'door', [
          [0, [-25, 1, 4], [-1, 0, -2, 0]],
          [1, [-37, 2], [-2, 1]],
        ])
        return 2
      },
    )
    // Shard B: the title only, its field 0; 'café' only.
    shard(path.join(dir, 'b'), [['en_b1', 5]], ['title'], (w) => {
      word(w, 'cafe', [], [['café', [[0, [-25, 0], []]]]])
      word(w, 'door', [[0, [-13, 9], [-1, 2]]])
      return 2
    })
    const out = path.join(dir, 'out')
    const summary = await mergePagefindShards([path.join(dir, 'a'), path.join(dir, 'b')], out, chunkSize)
    const read = (file: string) => withoutSignature(gunzipSync(readFileSync(path.join(out, file))), file)
    const entry = JSON.parse(readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8')) as {
      languages: { en: { hash: string; page_count: number } }
    }
    const meta = decodeMeta(read(`pagefind.${entry.languages.en.hash}.pf_meta`))
    const chunks = meta.chunks.map((c) => new IndexChunk(read(`index/${c.hash}.pf_index`)))
    return { out, summary, entry, meta, chunks }
  }

  it("puts the shards' pages one after the other, and each word's pages from every shard in one list", async () => {
    const { summary, entry, meta, chunks } = await merged(1000)
    expect(summary).toEqual({ pages: 3, words: 2, chunks: 1 })
    expect(entry.languages.en.page_count).toBe(3)
    expect(meta.pages.map((p) => [p.hash, p.wordCount])).toEqual([
      ['en_a1', 10],
      ['en_a2', 20],
      ['en_b1', 5],
    ])
    expect(meta.metaFields).toEqual(['summary', 'title'])
    const [chunk] = chunks
    expect(chunk?.words).toEqual(['cafe', 'door'])
    const [door] = chunk?.postings(1) ?? []
    expect([...(door?.pages ?? [])]).toEqual([0, 1, 2])
    expect([...(door?.positions ?? [])]).toEqual([1, 5, 2, 9])
    expect([...(door?.weights ?? [])]).toEqual([24, 24, 36, 12])
    // Shard B's field 0, its title, is the merged index's field 1.
    expect([...(door?.metaFields ?? [])]).toEqual([0b11, 0b10, 0b10])
    // 'cafe' as written without diacritics on A's first page; 'café' on A's second and B's page.
    expect(chunk?.postings(0).map((l) => [l.form, [...l.pages]])).toEqual([
      ['cafe', [0]],
      ['café', [1, 2]],
    ])
  })

  it("copies each page's places byte for byte, renumbering only B's metadata fields", async () => {
    const { chunks } = await merged(1000)
    const [form] = chunks[0]?.forms(1) ?? []
    const placesOf = (k: number) => {
      const reader = new CborReader(form?.bytes ?? new Uint8Array(), form?.ranges[2 * k])
      const read = () => Array.from({ length: reader.array() }, () => reader.int())
      return [read(), read()]
    }
    expect([0, 1, 2].map(placesOf)).toEqual([
      [
        [-25, 1, 4],
        [-1, 0, -2, 0],
      ],
      [
        [-37, 2],
        [-2, 1],
      ],
      [
        [-13, 9],
        [-2, 2],
      ],
    ])
  })

  it("cuts the words into chunks of Pagefind's size, named by their shortest distinct beginnings, and links the fragments", async () => {
    const { out, meta, chunks } = await merged(1)
    expect(meta.chunks.map((c) => [c.from, c.to])).toEqual([
      ['cafe', 'c'],
      ['d', 'door'],
    ])
    expect(chunks.map((c) => c.words)).toEqual([['cafe'], ['door']])
    expect(readdirSync(path.join(out, 'fragment')).sort()).toEqual(['en_a1.pf_fragment', 'en_a2.pf_fragment', 'en_b1.pf_fragment'])
  })
})
