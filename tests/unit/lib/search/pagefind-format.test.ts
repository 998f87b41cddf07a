import { gzipSync } from 'node:zlib'
import {
  CborReader,
  CborWriter,
  compareWords,
  decodeMeta,
  IndexChunk,
  unzipPagefindFile,
  withoutSignature,
} from '../../../../src/lib/search/pagefind-format'

// docs/search.md, "Ranking": the site reads Pagefind 1.6's index files itself (SPEC 2.8, 7.11:
// the search's hits come from them). The layout is Pagefind's: these files are written the way
// Pagefind writes them (the oracle tests, pagefind-ranking.test.ts, read Pagefind's own).
const signature = new TextEncoder().encode('pagefind_dcd')
const unsigned = (writer: CborWriter) => writer.signed().subarray(signature.length)

describe('CBOR as Pagefind writes it', () => {
  it('reads back what it writes: integers of every width, negative ones, text and arrays', () => {
    const values = [0, 23, 24, 255, 256, 65_535, 65_536, 4_000_000_000, -1, -24, -25, -37, -300]
    const writer = new CborWriter().array(values.length + 2)
    for (const v of values) writer.int(v)
    writer.string('café’s').array(0)
    const reader = new CborReader(unsigned(writer))
    expect(reader.array()).toBe(values.length + 2)
    expect(values.map(() => reader.int())).toEqual(values)
    expect(reader.string()).toBe('café’s')
    expect(reader.array()).toBe(0)
  })

  it('writes each number in the fewest bytes, as minicbor does', () => {
    expect([...new CborWriter().int(23).bytes()]).toEqual([0x17])
    expect([...new CborWriter().int(24).bytes()]).toEqual([0x18, 24])
    expect([...new CborWriter().int(-25).bytes()]).toEqual([0x38, 24])
    expect([...new CborWriter().int(399).bytes()]).toEqual([0x19, 0x01, 0x8f])
  })

  it('skips a nested item whole', () => {
    const writer = new CborWriter().array(2).array(3).int(1).array(2).string('a').int(-5).string('bc').string('after')
    const reader = new CborReader(unsigned(writer))
    reader.array()
    reader.skip()
    expect(reader.string()).toBe('after')
  })

  it('names what it cannot read', () => {
    expect(() => new CborReader(Uint8Array.of(0x1b, 0, 0, 0, 0, 0, 0, 0, 1)).int()).toThrow(/CBOR item Pagefind does not write/)
    expect(() => new CborReader(Uint8Array.of(0xf5)).int()).toThrow(/expected an integer at byte 0, found CBOR type 7/)
    expect(() => new CborReader(Uint8Array.of(0x61, 0x61)).array()).toThrow(/expected an array at byte 0, found CBOR type 3/)
    expect(() => withoutSignature(Uint8Array.of(1, 2, 3), 'index/en_1.pf_index')).toThrow('index/en_1.pf_index is not a Pagefind 1.6 file')
  })

  it('unzips a file of the index and takes its signature off', async () => {
    const gzipped = gzipSync(new CborWriter().string('door').signed())
    const bytes = await unzipPagefindFile(gzipped.buffer.slice(gzipped.byteOffset, gzipped.byteOffset + gzipped.length), 'x')
    expect(new CborReader(bytes).string()).toBe('door')
  })

  it("unzips with fflate's inflate where the browser has no DecompressionStream (Safari before 16.4)", async () => {
    const gzipped = gzipSync(new CborWriter().string('door').signed())
    const native = globalThis.DecompressionStream
    // @ts-expect-error: taken away, as an older browser has none
    delete globalThis.DecompressionStream
    try {
      const bytes = await unzipPagefindFile(new Response(gzipped), 'x')
      expect(new CborReader(bytes).string()).toBe('door')
    } finally {
      globalThis.DecompressionStream = native
    }
  })

  it('orders words as Rust orders strings: by code point, so an emoji after U+FFFF comes after a letter before it', () => {
    expect(['door', 'doo', 'dóor', 'do😀', 'doﬀ', 'a'].sort(compareWords)).toEqual(['a', 'doo', 'door', 'doﬀ', 'do😀', 'dóor'])
    // UTF-16 alone would put the emoji (a surrogate pair, 0xD83D…) before 'ﬀ' (U+FB00).
    expect(compareWords('do😀', 'doﬀ')).toBeGreaterThan(0)
  })
})

describe("an index's metadata and chunks", () => {
  it('reads the pages, the chunks and the metadata fields of the metadata', () => {
    const meta = new CborWriter().array(6).string('1.6.0')
    meta.array(2).array(3).string('en_a').int(264).string('').array(3).string('en_b').int(12).string('')
    meta.array(1).array(3).string('0').string('zz').string('en_c1')
    meta.array(1).array(2).string('type').string('en_f') // filters, which the site does not read
    meta.array(0).array(2).string('summary').string('title')
    expect(decodeMeta(unsigned(meta))).toEqual({
      version: '1.6.0',
      pages: [
        { hash: 'en_a', wordCount: 264, group: '' },
        { hash: 'en_b', wordCount: 12, group: '' },
      ],
      chunks: [{ from: '0', to: 'zz', hash: 'en_c1' }],
      metaFields: ['summary', 'title'],
    })
  })

  // [word, [[page (difference), [places], [metadata places]]…], [[form, pages]…]]
  const chunk = () => {
    const writer = new CborWriter().array(1).array(2)
    writer.array(3).string('access')
    writer.array(2)
    // Page 5: text at 20, 40, 139 (weight 24), the summary's 1.5 at 4; in the summary (field 0) and the title (field 1).
    writer.array(3).int(5).array(6).int(-25).int(20).int(20).int(99).int(-37).int(4).array(4).int(-1).int(4).int(-2).int(0)
    // Page 7: a part of a hyphenated word (weight 12) at 22; in no metadata field.
    writer.array(3).int(2).array(2).int(-13).int(22).array(0)
    writer.array(0)
    writer.array(3).string('cafe').array(0).array(1).array(2).string('café').array(1).array(3).int(3).array(2).int(-25).int(31).array(0)
    return new IndexChunk(unsigned(writer))
  }

  it("reads a word's pages, places, weights and metadata fields", () => {
    const index = chunk()
    expect(index.words).toEqual(['access', 'cafe'])
    expect(index.lowerBound('acc')).toBe(0)
    expect(index.lowerBound('b')).toBe(1)
    expect(index.lowerBound('z')).toBe(2)
    const [list] = index.postings(0)
    expect([...(list?.pages ?? [])]).toEqual([5, 7])
    expect([...(list?.starts ?? [])]).toEqual([0, 4, 5])
    // Each place the difference from the one before, since the last weight marker.
    expect([...(list?.positions ?? [])]).toEqual([20, 40, 139, 4, 22])
    expect([...(list?.weights ?? [])]).toEqual([24, 24, 24, 36, 12])
    expect([...(list?.metaFields ?? [])]).toEqual([0b11, 0])
  })

  it('reads the forms of a word with diacritics, and leaves out a form on no page', () => {
    const lists = chunk().postings(1)
    expect(lists.map((l) => [l.form, [...l.pages]])).toEqual([['café', [3]]])
  })

  it('gives the bytes of each page of each form, for merging', () => {
    const forms = chunk().forms(0)
    expect(forms.map((f) => [f.form, [...f.pages], [...f.places]])).toEqual([['access', [5, 7], [6, 2]]])
    const [form] = forms
    const reader = new CborReader(form?.bytes ?? new Uint8Array(), form?.ranges[2])
    expect(reader.array()).toBe(2)
    expect([reader.int(), reader.int()]).toEqual([-13, 22])
    expect(reader.array()).toBe(0)
    expect(reader.at).toBe(form?.ranges[3])
  })
})
