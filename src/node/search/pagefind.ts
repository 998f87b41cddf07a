import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  groupByPage,
  indexChunkSize,
  PAGEFIND_SHARDS_FILE,
  pagefindPage,
  SHARD_PAGES,
  shardFolder,
  shardPages,
  type PagefindPage,
  type PagefindShards,
} from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'
import { collectGarbage } from '../memory'

/** The script that runs Pagefind's Node API (see there for why in a process of its own). */
const INDEXER = path.join('src', 'node', 'search', 'pagefind-index.mjs')

/** Pagefind's ready-made UIs and its web worker, which the site's client does not use (docs/search.md). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/
/** What a shard after the first does not need: the browser searches it with the first's. */
const MERGED_UNUSED = /^(pagefind\.js|wasm\..+\.pagefind)$/

/** In each shard's folder: the SHA-256 of the pages it was built from, so a build with the same pages keeps it. */
export const PAGES_DIGEST_FILE = 'pages.sha256'

/** A shard's folder in the bundle (shardFolder); the first shard's is the bundle's own. */
const SHARD_FOLDER = /^shard-\d+$/

export interface PagefindSummary {
  pages: number
  /** The shards of the index, and how many of them this build wrote (the others were kept: the same pages as the last build's). */
  shards: number
  rebuilt: number
  /** The whole bundle of the last build was kept: its pages were the same (a warm build with no change). */
  kept: boolean
}

/** A page's records, by the URL Pagefind gives its hits. */
interface PageRecords {
  url: string
  records: SearchRecord[]
}

/**
 * A shard's pages as Pagefind indexes them, each made when it is asked for: at 10,000 pages their
 * HTML is some 90 MB in the build's heap, which need not be there all at once.
 */
function* htmlOf(shard: readonly PageRecords[]): Generator<PagefindPage> {
  for (const page of shard) yield pagefindPage(page.records)
}

/**
 * The digest of a shard's pages, as written to its PAGES_DIGEST_FILE, with what else its files
 * depend on (`made`: Pagefind's version and the chunk size), so that no shard is kept from an index
 * made otherwise than the ones rebuilt beside it.
 */
function shardDigest(shard: readonly PageRecords[], made: string): string {
  const hash = createHash('sha256').update(made).update('\n')
  for (const page of htmlOf(shard)) hash.update(JSON.stringify(page)).update('\n')
  return hash.digest('hex')
}

/** The version of the `pagefind` package the indexer runs. */
async function pagefindVersion(root: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'node_modules', 'pagefind', 'package.json'), 'utf8')) as { version: string }).version
}

/** Empties a shard's folder: for the first shard, the bundle's folder but the other shards' folders in it. */
async function clearShard(folder: string, first: boolean): Promise<void> {
  if (!first) return rm(folder, { recursive: true, force: true })
  const entries = await readdir(folder).catch(() => [])
  for (const entry of entries) if (!SHARD_FOLDER.test(entry)) await rm(path.join(folder, entry), { recursive: true, force: true })
}

/** Runs Pagefind's indexer (INDEXER) on the shards, one after the other, each into its folder, with the chunk size given (or Pagefind's). */
async function index(shards: { folder: string; pages: Iterable<PagefindPage> }[], chunkSize: string | null, root: string): Promise<void> {
  const env = chunkSize === null ? process.env : { ...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: chunkSize }
  const child = spawn(process.execPath, [path.join(root, INDEXER)], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const exited = once(child, 'close')
  // If the indexer dies, its summary says why; a broken pipe is not a second error.
  child.stdin.on('error', () => undefined)
  const write = async (line: string): Promise<void> => {
    if (!child.stdin.write(`${line}\n`)) await Promise.race([once(child.stdin, 'drain'), exited])
  }
  for (const shard of shards) {
    await write(JSON.stringify({ outputPath: path.resolve(shard.folder) }))
    for (const page of shard.pages) await write(JSON.stringify(page))
    // The garbage of sending the shard (its pages' HTML and lines) goes now, while Pagefind builds
    // the shard's index, the moment its memory is largest: held, it filled this process's heap up to
    // V8's next limit (src/node/memory.ts), about 0.1 GB more beside Pagefind at 10,000 documents.
    collectGarbage()
  }
  child.stdin.end()
  const [code] = (await exited) as [number | null]
  let result: { pages: number[]; errors: string[] }
  try {
    result = JSON.parse(out.trim().split('\n').pop() ?? '') as { pages: number[]; errors: string[] }
  } catch {
    throw new Error(`Pagefind's indexer exited with ${code} and no summary: ${out}`)
  }
  if (code !== 0 || result.errors.length > 0) throw new Error(`Pagefind could not index the search records: ${result.errors.join('; ')}`)
}

/**
 * Writes Pagefind's bundle (its script, WebAssembly, index chunks and fragments) to `outputPath`
 * from the search records, in shards of about `perShard` pages (pagefind-pages.ts, SHARD_PAGES),
 * each rebuilt only when its pages differ from the last build's: Pagefind cannot update an
 * index, and rebuilding one of 10,000 pages costs tens of seconds and about 2 GB. The shards are
 * indexed one after the other, so Pagefind holds one at a time. Any error Pagefind reports fails:
 * a site without search must not publish silently.
 */
export async function writePagefindIndex(
  records: readonly SearchRecord[],
  outputPath: string,
  root = process.cwd(),
  perShard = SHARD_PAGES,
): Promise<PagefindSummary> {
  let shards: PageRecords[][] | null = shardPages(
    groupByPage(records).map((page) => ({ url: (page[0] as SearchRecord).pageId, records: page })),
    perShard,
  )
  const pageCount = shards.reduce((n, shard) => n + shard.length, 0)
  const folders = shards.map((_, n) => path.join(outputPath, shardFolder(n)))
  // A size set for the build (Pagefind reads it from the environment) is kept for every shard.
  const chunkSize = process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ?? indexChunkSize(shards.length)?.toString() ?? null
  const made = `pagefind ${await pagefindVersion(root)}, chunks ${chunkSize ?? 'default'}`
  const digests = shards.map((shard) => shardDigest(shard, made))
  const stale: number[] = []
  for (const [n, folder] of folders.entries()) {
    const previous = await readFile(path.join(folder, PAGES_DIGEST_FILE), 'utf8').catch(() => null)
    const entry = await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8').catch(() => null)
    if (previous !== digests[n] || entry === null) stale.push(n)
  }
  const manifest = `${JSON.stringify({ folders: shards.map((_, n) => shardFolder(n)) } satisfies PagefindShards)}\n`
  const listed = await readFile(path.join(outputPath, PAGEFIND_SHARDS_FILE), 'utf8').catch(() => null)
  if (stale.length === 0 && listed === manifest) return { pages: pageCount, shards: shards.length, rebuilt: 0, kept: true }

  // The shards of a larger index than this one are gone.
  for (const entry of await readdir(outputPath).catch(() => [])) {
    if (SHARD_FOLDER.test(entry) && !folders.includes(path.join(outputPath, `${entry}/`)))
      await rm(path.join(outputPath, entry), { recursive: true, force: true })
  }
  for (const n of stale) await clearShard(folders[n] as string, n === 0)

  const todo = stale.map((n) => ({ folder: folders[n] as string, pages: htmlOf(shards?.[n] ?? []) }))
  shards = null
  if (todo.length > 0) {
    // The search step's garbage (its query, the records' cache) goes before Pagefind starts, not
    // beside it: a process that then only waits would keep it resident.
    collectGarbage()
    await index(todo, chunkSize, root)
  }
  for (const n of stale) {
    const folder = folders[n] as string
    // About 440 KB: the site searches with its one UI, on the page's thread (PAGEFIND_OPTIONS); the
    // other shards are searched with the first's script and WebAssembly.
    for (const file of await readdir(folder))
      if (UNUSED.test(file) || (n > 0 && MERGED_UNUSED.test(file))) await rm(path.join(folder, file))
    await writeFile(path.join(folder, PAGES_DIGEST_FILE), digests[n] as string)
  }
  await writeFile(path.join(outputPath, PAGEFIND_SHARDS_FILE), manifest)
  return { pages: pageCount, shards: folders.length, rebuilt: stale.length, kept: false }
}
