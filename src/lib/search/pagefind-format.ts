/*
 * Pagefind 1.6's index files as the site's search reads them (docs/search.md, "Ranking"): the
 * metadata of a shard (its pages, its index chunks and their word ranges, its metadata fields) and
 * its index chunks (each word's pages, with the places and weights of the word on them). Each file
 * is gzipped and, unzipped, begins with the signature `pagefind_dcd`, then CBOR (RFC 8949) holding
 * arrays, text and integers only. The layout is Pagefind's own and undocumented, read off its
 * files; `pagefind` is pinned in package.json, and tests/unit/lib/search/pagefind-ranking.test.ts
 * answers the same queries with Pagefind's own script to catch a change of layout.
 */

const SIGNATURE = 'pagefind_dcd'

/** The bytes after the signature; an error names the file when it is not one of Pagefind's. */
export function withoutSignature(bytes: Uint8Array, file: string): Uint8Array {
  const head = new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length))
  if (head !== SIGNATURE) throw new Error(`${file} is not a Pagefind 1.6 file: no ${SIGNATURE} signature after unzipping`)
  return bytes.subarray(SIGNATURE.length)
}

/**
 * Unzips a gzipped file of the index as it arrives (the browser's and Node's DecompressionStream)
 * and removes its signature. (A Blob of the bytes would be a copy Chromium hands to its browser
 * process: about a millisecond a chunk.) Pagefind's own script carried an inflate of its own, so
 * browsers without DecompressionStream get one too.
 */
export async function unzipPagefindFile(gzipped: Response | ArrayBuffer, file: string): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') {
    // Safari before 16.4 and Firefox before 113 have none: fflate's inflate, fetched only there.
    const { gunzipSync } = await import('fflate')
    const bytes = gzipped instanceof Response ? await gzipped.arrayBuffer() : gzipped
    return withoutSignature(gunzipSync(new Uint8Array(bytes)), file)
  }
  const body = gzipped instanceof Response ? gzipped.body : new Response(gzipped).body
  if (!body) throw new Error(`${file} is empty`)
  const unzipped = await new Response(body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()
  return withoutSignature(new Uint8Array(unzipped), file)
}

/** A CBOR reader over the subset Pagefind writes: unsigned and negative integers, text, arrays. */
export class CborReader {
  private readonly text = new TextDecoder()
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
  ) {}

  /** The major type of the item whose head `head` read last. */
  private major = 0

  /**
   * Moves past the next item's head: its argument, and its major type (0 unsigned, 1 negative,
   * 3 text, 4 array) in `major`. Not a pair: a chunk has tens of thousands of items, and a new pair
   * for each took half the time of finding a chunk's words (docs/search.md, "Less work a ranking").
   */
  private head(): number {
    const bytes = this.bytes
    const first = bytes[this.at] as number
    const info = first & 31
    this.major = first >> 5
    this.at += 1
    if (info < 24) return info
    if (info === 24) return bytes[this.at++] as number
    if (info === 25) {
      const value = ((bytes[this.at] as number) << 8) | (bytes[this.at + 1] as number)
      this.at += 2
      return value
    }
    if (info === 26) {
      const value =
        (bytes[this.at] as number) * 0x1000000 +
        (((bytes[this.at + 1] as number) << 16) | ((bytes[this.at + 2] as number) << 8) | (bytes[this.at + 3] as number))
      this.at += 4
      return value
    }
    throw new Error(`Pagefind index: a CBOR item Pagefind does not write (type ${first >> 5}, info ${info}) at byte ${this.at - 1}`)
  }

  private expect(type: number, what: string): number {
    const value = this.head()
    const major = this.major
    if (major !== type) throw new Error(`Pagefind index: expected ${what} at byte ${this.at - 1}, found CBOR type ${major}`)
    return value
  }

  array(): number {
    return this.expect(4, 'an array')
  }

  string(): string {
    const length = this.expect(3, 'text')
    const value = this.text.decode(this.bytes.subarray(this.at, this.at + length))
    this.at += length
    return value
  }

  /** An integer, negative or not. */
  int(): number {
    const value = this.head()
    const major = this.major
    if (major === 0) return value
    if (major === 1) return -1 - value
    throw new Error(`Pagefind index: expected an integer at byte ${this.at - 1}, found CBOR type ${major}`)
  }

  /** Moves past one item, whatever it holds. */
  skip(): void {
    let items = 1
    while (items > 0) {
      const value = this.head()
      const major = this.major
      items -= 1
      if (major === 4) items += value
      else if (major === 2 || major === 3) this.at += value
    }
  }
}

/** One page of an index: its fragment's name, its number of words, and the group of fragments it is in ('' for none). */
export interface PagefindPageMeta {
  hash: string
  wordCount: number
  group: string
}

/** An index chunk: the words from `from` to `to`, in the file `index/<hash>.pf_index`. */
export interface PagefindChunkMeta {
  from: string
  to: string
  hash: string
}

/** An index's metadata (`pagefind.<language hash>.pf_meta`). */
export interface PagefindMeta {
  version: string
  pages: PagefindPageMeta[]
  chunks: PagefindChunkMeta[]
  /** The metadata fields Pagefind indexed the words of ('summary', 'title'), in the order the index numbers them. */
  metaFields: string[]
}

/** Reads an index's metadata: version, pages [hash, words, fragment group], chunks [from, to, hash], filters, sorts, metadata fields. */
export function decodeMeta(bytes: Uint8Array): PagefindMeta {
  const cbor = new CborReader(bytes)
  cbor.array()
  const version = cbor.string()
  const pages: PagefindPageMeta[] = []
  for (let n = cbor.array(); n > 0; n -= 1) {
    const fields = cbor.array()
    pages.push({ hash: cbor.string(), wordCount: cbor.int(), group: fields > 2 ? cbor.string() : '' })
    for (let rest = fields - 3; rest > 0; rest -= 1) cbor.skip()
  }
  const chunks: PagefindChunkMeta[] = []
  for (let n = cbor.array(); n > 0; n -= 1) {
    cbor.array()
    chunks.push({ from: cbor.string(), to: cbor.string(), hash: cbor.string() })
  }
  // The filters' chunks and the sorts: the site neither filters nor sorts its searches.
  cbor.skip()
  cbor.skip()
  const metaFields: string[] = []
  for (let n = cbor.array(); n > 0; n -= 1) metaFields.push(cbor.string())
  return { version, pages, chunks, metaFields }
}

/**
 * The pages one form of a word is on, in page order, with its places: page `pages[k]` has its
 * places from `starts[k]` to `starts[k + 1]` in `positions` (word numbers in the page's text) and
 * `weights` (Pagefind's weights in 24ths: 24 for text, 36 for the summary's 1.5, half for a part
 * of a hyphenated word), and `metaFields[k]` has a bit for each metadata field (PagefindMeta's
 * order) the word is in on that page. A page can have the word in a metadata field only.
 */
export interface Postings {
  /** The word as written on these pages: the index word, or one of its forms with diacritics ('café' of 'cafe'). */
  form: string
  pages: Int32Array
  starts: Int32Array
  positions: Int32Array
  /** The largest of `positions` (-1 for none). */
  last: number
  weights: Uint8Array
  metaFields: Int32Array
}

/** An index chunk's words, in Pagefind's order, each read into its Postings when first asked for. */
export class IndexChunk {
  readonly words: string[] = []
  private readonly offsets: number[] = []
  private readonly read = new Map<number, Postings[]>()

  constructor(private readonly bytes: Uint8Array) {
    const cbor = new CborReader(bytes)
    cbor.array()
    for (let n = cbor.array(); n > 0; n -= 1) {
      cbor.array()
      this.words.push(cbor.string())
      this.offsets.push(cbor.at)
      cbor.skip()
      cbor.skip()
    }
  }

  /** The index of the first word not before `word` (code point order, as Pagefind sorts). */
  lowerBound(word: string): number {
    let [low, high] = [0, this.words.length]
    while (low < high) {
      const mid = (low + high) >> 1
      if (compareWords(this.words[mid] as string, word) < 0) low = mid + 1
      else high = mid
    }
    return low
  }

  /**
   * Word `n` as the file holds it, for merging indexes (src/node/search/pagefind-merge.ts): each
   * of its forms (the word itself first), with each page's number and the bytes of its places and
   * metadata places, `[start, end)` in `bytes`, and the count of numbers in its places.
   */
  forms(n: number): RawForm[] {
    const cbor = new CborReader(this.bytes, this.offsets[n])
    const forms = [rawForm(cbor, this.words[n] as string)]
    for (let variants = cbor.array(); variants > 0; variants -= 1) {
      cbor.array()
      const form = cbor.string()
      forms.push(rawForm(cbor, form))
    }
    return forms
  }

  /** Word `n`'s postings: its pages as the word itself, then each of its forms with diacritics. */
  postings(n: number): Postings[] {
    const known = this.read.get(n)
    if (known) return known
    const cbor = new CborReader(this.bytes, this.offsets[n])
    const word = this.words[n] as string
    const lists = [readPostings(cbor, word)]
    for (let variants = cbor.array(); variants > 0; variants -= 1) {
      cbor.array()
      const form = cbor.string()
      lists.push(readPostings(cbor, form))
    }
    const found = lists.filter((list) => list.pages.length > 0)
    this.read.set(n, found)
    return found
  }
}

/** A form of a word as its file holds it (IndexChunk.forms). */
export interface RawForm {
  form: string
  bytes: Uint8Array
  pages: Int32Array
  /** Page k's places and metadata places are bytes[ranges[2k], ranges[2k + 1]). */
  ranges: Int32Array
  /** How many numbers page k's places have (markers included): Pagefind's measure of a chunk's size. */
  places: Int32Array
}

function rawForm(cbor: CborReader, form: string): RawForm {
  const count = cbor.array()
  const pages = new Int32Array(count)
  const ranges = new Int32Array(count * 2)
  const places = new Int32Array(count)
  let page = 0
  for (let k = 0; k < count; k += 1) {
    cbor.array()
    page += cbor.int()
    pages[k] = page
    ranges[2 * k] = cbor.at
    const start = cbor.at
    places[k] = cbor.array()
    cbor.at = start
    cbor.skip()
    cbor.skip()
    ranges[2 * k + 1] = cbor.at
  }
  return { form, bytes: cbor.bytes, pages, ranges, places }
}

/**
 * One form's pages: `[[page, [places], [metadata places]], …]`. Page numbers are each the
 * difference from the one before. In the places, a negative number n sets the weight of the places
 * after it to −n − 1, and each place is the difference from the one before since that marker; in
 * the metadata places, −n − 1 names the field of the places after it.
 */
function readPostings(cbor: CborReader, form: string): Postings {
  // The places are fewer than the list's bytes (each number takes one at least).
  const start = cbor.at
  cbor.skip()
  const room = cbor.at - start
  cbor.at = start
  const count = cbor.array()
  const pages = new Int32Array(count)
  const starts = new Int32Array(count + 1)
  const metaFields = new Int32Array(count)
  const positions = new Int32Array(room)
  const weights = new Uint8Array(room)
  let places = 0
  let page = 0
  let last = -1
  for (let k = 0; k < count; k += 1) {
    cbor.array()
    page += cbor.int()
    pages[k] = page
    starts[k] = places
    let weight = 24
    let position = 0
    for (let n = cbor.array(); n > 0; n -= 1) {
      const value = cbor.int()
      if (value < 0) {
        weight = Math.min(255, -value - 1)
        position = 0
      } else {
        position += value
        if (position > last) last = position
        positions[places] = position
        weights[places] = weight
        places += 1
      }
    }
    let fields = 0
    for (let n = cbor.array(); n > 0; n -= 1) {
      const value = cbor.int()
      if (value < 0) fields |= 1 << (-value - 1)
    }
    metaFields[k] = fields
  }
  starts[count] = places
  return { form, pages, starts, positions: positions.subarray(0, places), last, weights: weights.subarray(0, places), metaFields }
}

/** Pagefind's order of words (Rust's, of UTF-8 bytes): code point order, which UTF-16 order is not past U+FFFF. */
export function compareWords(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i += 1) {
    const [x, y] = [a.charCodeAt(i), b.charCodeAt(i)]
    if (x === y) continue
    // A surrogate (a code point past U+FFFF) sorts after every other code unit.
    const [sx, sy] = [x >= 0xd800 && x <= 0xdfff, y >= 0xd800 && y <= 0xdfff]
    if (sx !== sy) return sx ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

/** Writes the CBOR Pagefind reads (the subset CborReader reads), growing its buffer as it goes. */
export class CborWriter {
  private buffer: Uint8Array
  private length = 0
  private readonly text = new TextEncoder()

  /** `room`: the bytes it starts with, doubled whenever it runs out. */
  constructor(room = 1024) {
    this.buffer = new Uint8Array(room)
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes))
    grown.set(this.buffer.subarray(0, this.length))
    this.buffer = grown
  }

  /** A head: major type and argument, in the fewest bytes (as Pagefind's minicbor writes). */
  private head(major: number, value: number): void {
    this.room(5)
    const b = this.buffer
    const type = major << 5
    if (value < 24) b[this.length++] = type | value
    else if (value < 0x100) {
      b[this.length++] = type | 24
      b[this.length++] = value
    } else if (value < 0x10000) {
      b[this.length++] = type | 25
      b[this.length++] = value >> 8
      b[this.length++] = value & 0xff
    } else {
      b[this.length++] = type | 26
      new DataView(b.buffer, b.byteOffset + this.length, 4).setUint32(0, value)
      this.length += 4
    }
  }

  array(items: number): this {
    this.head(4, items)
    return this
  }

  int(value: number): this {
    if (value >= 0) this.head(0, value)
    else this.head(1, -1 - value)
    return this
  }

  string(value: string): this {
    const bytes = this.text.encode(value)
    this.head(3, bytes.length)
    return this.raw(bytes)
  }

  /** Bytes already CBOR (items read elsewhere), as they are. */
  raw(bytes: Uint8Array): this {
    this.room(bytes.length)
    this.buffer.set(bytes, this.length)
    this.length += bytes.length
    return this
  }

  get size(): number {
    return this.length
  }

  /** What was written, after the signature Pagefind's files begin with. */
  signed(): Uint8Array {
    const signature = new TextEncoder().encode(SIGNATURE)
    const out = new Uint8Array(signature.length + this.length)
    out.set(signature)
    out.set(this.buffer.subarray(0, this.length), signature.length)
    return out
  }

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length)
  }
}
