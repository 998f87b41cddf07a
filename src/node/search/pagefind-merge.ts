import { createHash } from 'node:crypto'
import { link, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import {
  compareWords,
  CborReader,
  CborWriter,
  decodeMeta,
  IndexChunk,
  type PagefindMeta,
  type RawForm,
  withoutSignature,
} from '../../lib/search/pagefind-format'

/*
 * One Pagefind index from the shards' (docs/search.md, "One index from the shards"). Pagefind 1.6
 * builds an index in one go, in memory (about 2 GB at 10,000 pages), so the build indexes the
 * pages in shards (pagefind.ts); but a browser searching shards fetches a chunk of each for every
 * new word typed, and ranks each shard by its own word statistics. So the shards are merged here
 * into the index Pagefind would have written for all the pages at once: the pages one after the
 * other, each word's pages from every shard, the words in chunks as Pagefind cuts them, in its
 * layout (pagefind-format.ts), which Pagefind's own script reads too. A word's places are copied
 * byte for byte; only the page numbers are written anew. One chunk of each shard is held at a
 * time, so the merge's memory does not grow with the site.
 */

const unzip = promisify(gunzip)
const zip = promisify(gzip)

/**
 * zlib's level for the chunks: at 10,000 pages level 9 makes them 0.7 % smaller (12,888 against
 * 12,981 KiB) for 1.7 times the CPU (6.2 against 3.7 s for the merge).
 */
const GZIP_LEVEL = 6

/**
 * Files compressed and written at once, at most: the rest wait, so the merge holds the bytes of a
 * few chunks at a time, not of all of them, while the build beside it is near its peak.
 */
const IN_FLIGHT = 4

/** One shard: its folder, metadata, and the page number its first page has in the merged index. */
interface Shard {
  folder: string
  meta: PagefindMeta
  firstPage: number
  /** Its metadata fields' numbers in the merged index, by its own number. */
  fields: number[]
  /** The chunk being read, which chunk it is, and the word in it. */
  chunk: IndexChunk | null
  chunkAt: number
  wordAt: number
}

export interface MergeSummary {
  pages: number
  words: number
  chunks: number
}

/** Reads a gzipped file of a shard's index, without Pagefind's signature. */
async function readIndexFile(file: string): Promise<Uint8Array> {
  return withoutSignature(new Uint8Array(await unzip(await readFile(file))), file)
}

/** The file name Pagefind gives an index file: its language, and as much of a digest of it as keeps it unique. */
function named(taken: Set<string>, bytes: Uint8Array, digits: number): string {
  const digest = createHash('sha256').update(bytes).digest('hex')
  let length = digits
  while (taken.has(`en_${digest.slice(0, length)}`)) length += 1
  const name = `en_${digest.slice(0, length)}`
  taken.add(name)
  return name
}

/** The shortest beginnings of two neighbouring words that tell them apart: a chunk's `to` and the next chunk's `from`, as Pagefind names them. */
function boundary(last: string, next: string): [string, string] {
  const [a, b] = [Array.from(last), Array.from(next)]
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')]
}

/**
 * A page's places with the metadata fields renumbered: its places as they are, then its metadata
 * places, whose markers (−n − 1 for field n) name the merged index's fields.
 */
function renumbered(bytes: Uint8Array, start: number, end: number, fields: number[]): Uint8Array {
  const cbor = new CborReader(bytes, start)
  cbor.skip()
  const places = bytes.subarray(start, cbor.at)
  const out = new CborWriter().raw(places)
  const count = cbor.array()
  out.array(count)
  for (let n = 0; n < count; n += 1) {
    const value = cbor.int()
    out.int(value < 0 ? -(fields[-value - 1] as number) - 1 : value)
  }
  if (cbor.at !== end) throw new Error('Pagefind index: a page entry has more than its places and metadata places')
  return out.bytes()
}

/**
 * Merges the indexes in `folders` (each a Pagefind 1.6 index in one language) into one at `out`:
 * its entry, metadata, index chunks of `chunkSize` (Pagefind's measure: a page's places and one
 * more, for each page of each word) and the pages' fragments (hard links to the shards' files).
 * No filter index is written: the site's search never filters, and each hit's filters are in its
 * fragment.
 */
export async function mergePagefindShards(folders: readonly string[], out: string, chunkSize: number): Promise<MergeSummary> {
  const shards: Shard[] = []
  const fieldNames: string[] = []
  let pages = 0
  let version = ''
  let includeCharacters: string[] = []
  for (const folder of folders) {
    const entry = JSON.parse(await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8')) as {
      version: string
      languages: Record<string, { hash: string } | undefined>
      include_characters?: string[]
    }
    const language = entry.languages.en
    if (!language) throw new Error(`The Pagefind index at ${folder} has no English index`)
    const meta = decodeMeta(await readIndexFile(path.join(folder, `pagefind.${language.hash}.pf_meta`)))
    // Pagefind groups fragments only when told to (maxFragments), which the build never does.
    if (meta.pages.some((page) => page.group !== ''))
      throw new Error(`The Pagefind index at ${folder} groups its fragments, which the merge does not read`)
    for (const field of meta.metaFields) if (!fieldNames.includes(field)) fieldNames.push(field)
    if (version && meta.version !== version)
      throw new Error(`Pagefind shards of different versions: ${version} and ${meta.version} (${folder})`)
    version = meta.version
    includeCharacters = entry.include_characters ?? includeCharacters
    shards.push({ folder, meta, firstPage: pages, fields: [], chunk: null, chunkAt: -1, wordAt: 0 })
    pages += meta.pages.length
  }
  for (const shard of shards) shard.fields = shard.meta.metaFields.map((field) => fieldNames.indexOf(field))

  /** The shard's current word, loading its next chunk when it has read one to the end; null past its last. */
  const current = async (shard: Shard): Promise<string | null> => {
    while (!shard.chunk || shard.wordAt >= shard.chunk.words.length) {
      shard.chunkAt += 1
      const next = shard.meta.chunks[shard.chunkAt]
      if (!next) return null
      shard.chunk = new IndexChunk(await readIndexFile(path.join(shard.folder, 'index', `${next.hash}.pf_index`)))
      shard.wordAt = 0
    }
    return shard.chunk.words[shard.wordAt] as string
  }

  await mkdir(path.join(out, 'index'), { recursive: true })
  await mkdir(path.join(out, 'fragment'), { recursive: true })
  const names = new Set<string>()
  const chunks: { from: string; to: string; hash: string }[] = []
  const writing = new Set<Promise<void>>()
  const write = async (task: () => Promise<void>): Promise<void> => {
    while (writing.size >= IN_FLIGHT) await Promise.race(writing)
    const done: Promise<void> = task().finally(() => writing.delete(done))
    writing.add(done)
  }
  let inChunk: { word: string; bytes: Uint8Array }[] = []
  let size = 0
  let words = 0
  const flush = async () => {
    if (inChunk.length === 0) return
    const body = new CborWriter().array(1).array(inChunk.length)
    for (const word of inChunk) body.raw(word.bytes)
    const file = body.signed()
    const hash = named(names, file, 7)
    chunks.push({ from: (inChunk[0] as { word: string }).word, to: (inChunk[inChunk.length - 1] as { word: string }).word, hash })
    inChunk = []
    size = 0
    await write(async () => writeFile(path.join(out, 'index', `${hash}.pf_index`), await zip(file, { level: GZIP_LEVEL })))
  }

  for (;;) {
    // The next word in Pagefind's order, and every shard that has it.
    let word: string | null = null
    const having: Shard[] = []
    for (const shard of shards) {
      const candidate = await current(shard)
      if (candidate === null) continue
      const order = word === null ? -1 : compareWords(candidate, word)
      if (order < 0) {
        word = candidate
        having.length = 0
      }
      if (order <= 0) having.push(shard)
    }
    if (word === null) break
    // Its forms (the word itself first, then those with diacritics), each with its pages from every shard in turn.
    const forms = new Map<string, { shard: Shard; form: RawForm }[]>()
    forms.set(word, [])
    for (const shard of having) {
      for (const form of (shard.chunk as IndexChunk).forms(shard.wordAt)) {
        const list = forms.get(form.form) ?? []
        list.push({ shard, form })
        forms.set(form.form, list)
      }
      shard.wordAt += 1
    }
    const entry = new CborWriter().array(3).string(word)
    const writePages = (lists: { shard: Shard; form: RawForm }[]) => {
      entry.array(lists.reduce((n, { form }) => n + form.pages.length, 0))
      let previous = 0
      for (const { shard, form } of lists) {
        const identity = shard.fields.every((field, n) => field === n)
        for (let k = 0; k < form.pages.length; k += 1) {
          const page = shard.firstPage + (form.pages[k] as number)
          const [start, end] = [form.ranges[2 * k] as number, form.ranges[2 * k + 1] as number]
          entry.array(3).int(page - previous)
          entry.raw(identity ? form.bytes.subarray(start, end) : renumbered(form.bytes, start, end, shard.fields))
          previous = page
          size += (form.places[k] as number) + 1
        }
      }
    }
    writePages(forms.get(word) ?? [])
    const variants = [...forms].filter(([form]) => form !== word)
    entry.array(variants.length)
    for (const [form, lists] of variants) {
      entry.array(2).string(form)
      writePages(lists)
    }
    inChunk.push({ word, bytes: entry.bytes() })
    words += 1
    if (size >= chunkSize) await flush()
  }
  await flush()
  for (let n = 0; n + 1 < chunks.length; n += 1) {
    const [a, b] = [chunks[n] as { to: string }, chunks[n + 1] as { from: string }]
    ;[a.to, b.from] = boundary(a.to, b.from)
  }

  const meta = new CborWriter().array(6).string(version)
  meta.array(pages)
  for (const shard of shards) for (const page of shard.meta.pages) meta.array(3).string(page.hash).int(page.wordCount).string(page.group)
  meta.array(chunks.length)
  for (const chunk of chunks) meta.array(3).string(chunk.from).string(chunk.to).string(chunk.hash)
  meta.array(0).array(0).array(fieldNames.length)
  for (const field of fieldNames) meta.string(field)
  const metaFile = meta.signed()
  const metaHash = named(new Set(), metaFile, 10)
  await write(async () => writeFile(path.join(out, `pagefind.${metaHash}.pf_meta`), await zip(metaFile, { level: GZIP_LEVEL })))
  const entryFile = { version, languages: { en: { hash: metaHash, wasm: 'en', page_count: pages } }, include_characters: includeCharacters }
  await write(() => writeFile(path.join(out, 'pagefind-entry.json'), JSON.stringify(entryFile)))

  // The fragments, linked from the shards' (a copy where the file system cannot link).
  for (const shard of shards) {
    for (const page of shard.meta.pages) {
      const name = `${page.hash}.pf_fragment`
      const [from, to] = [path.join(shard.folder, 'fragment', name), path.join(out, 'fragment', name)]
      await write(() =>
        link(from, to).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'EEXIST') return
          return copyFile(from, to)
        }),
      )
    }
  }
  await Promise.all(writing)
  return { pages, words, chunks: chunks.length }
}
