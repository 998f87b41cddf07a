import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { setPriority } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { groupByPage, INDEX_CHUNKS_SIZE, pagefindPage, SHARD_PAGES, shardPages, type PagefindPage } from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'
import { codeVersion } from '../build-inputs'
import { collectGarbage } from '../memory'

/** The script that runs Pagefind's Node API (see there for why in a process of its own). */
const INDEXER = path.join('src', 'node', 'search', 'pagefind-index.mjs')

/** The merge of the shards (run in a process of its own, mergeShards). */
const MERGE = path.join('src', 'node', 'search', 'pagefind-merge.ts')

/**
 * The niceness of the indexer (and the Pagefind binary it starts) and of the merge. The search is
 * built beside the bundles, the queries and the image jobs, which the build waits for, and it has
 * until onPostBuild to finish: it takes the CPU they leave.
 */
const BACKGROUND = 10

/** Lowers a child's priority to BACKGROUND; a system that refuses leaves it as it is. */
function inBackground(pid: number | undefined): void {
  try {
    if (pid !== undefined) setPriority(pid, BACKGROUND)
  } catch {
    // Not permitted here: the child runs at the build's priority.
  }
}

/**
 * Pagefind's scripts, WebAssembly and ready-made UIs: the site reads the index itself
 * (src/lib/search/pagefind-reader.ts, docs/search.md "Ranking"), so only the index is published.
 */
const UNUSED = /^(pagefind[\w-]*\.(js|css)|wasm\..+\.pagefind)$/

/** In each shard's folder: the SHA-256 of the pages it was built from, so a build with the same pages keeps it. */
export const PAGES_DIGEST_FILE = 'pages.sha256'

/** The shards' folder in the build's cache folder (.cache): kept from build to build, never published. */
export const PAGEFIND_SHARDS_DIR = 'pagefind-shards'

/** A shard's folder in the shards' folder. */
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

/**
 * Pages sent to the indexer between two of this process's full collections (see index): the
 * cadence of the shards of 1,500 pages that came before (docs/architecture.md, "The search beside
 * the build"). Collected after each shard of 500, cold builds at 10,000 documents took 8–9 s longer.
 */
const COLLECT_EVERY = 1_500

/** A shard of the index: its folder, and its pages until the indexer has them (see index). */
interface Shard {
  folder: string
  pages: readonly PageRecords[] | null
}

/**
 * Runs Pagefind's indexer (INDEXER) on the shards, one after the other, each into its folder. A
 * shard's pages are let go of once the indexer has them: a cold build indexes beside the bundles
 * and the queries, and the records of 10,000 pages, held until the last shard was done, were some
 * 50 MB of the main process's live heap through the queries, whose end is the build's peak
 * (docs/architecture.md, "The records let go of").
 */
async function index(shards: Shard[], root: string, collectEvery: number): Promise<void> {
  // The shards are read by the merge only, in chunks of Pagefind's own size (the merged index's is chunkSize()).
  const env = { ...process.env }
  delete env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE
  const child = spawn(process.execPath, [path.join(root, INDEXER)], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] })
  // Before the first line is sent, so before the indexer starts Pagefind's binary, which inherits it.
  inBackground(child.pid)
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const exited = once(child, 'close')
  // If the indexer dies, its summary says why; a broken pipe is not a second error.
  child.stdin.on('error', () => undefined)
  const write = async (line: string): Promise<void> => {
    if (!child.stdin.write(`${line}\n`)) await Promise.race([once(child.stdin, 'drain'), exited])
  }
  let uncollected = 0
  for (const shard of shards) {
    await write(JSON.stringify({ outputPath: path.resolve(shard.folder) }))
    for (const page of htmlOf(shard.pages ?? [])) {
      await write(JSON.stringify(page))
      uncollected += 1
    }
    shard.pages = null
    // The garbage of sending the pages (their HTML and lines) goes while Pagefind builds a shard's
    // index, the moment its memory is largest: held, it filled this process's heap up to V8's next
    // limit (src/node/memory.ts), about 0.1 GB more beside Pagefind at 10,000 documents. Once every
    // `collectEvery` pages, not every shard: each collection stops this process (webpack, the image
    // jobs' queue) for a full mark of its heap.
    if (uncollected >= collectEvery) {
      collectGarbage()
      uncollected = 0
    }
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
 * Merges the shards into one index at `out` (pagefind-merge.ts) in a process of its own, bundled
 * here by esbuild: its thousands of file reads and links, inflating and gzip would otherwise queue
 * on this process's libuv threads, which the image jobs' encodings wait on (at 10,000 documents,
 * cold builds with the merge in the build's process took 181–184 s where 6cc135d's, which had no
 * merge, took 165–170 s, the image jobs 100–102 s against 87–89 s). A merge that fails fails the
 * build with what it wrote to stderr.
 */
async function mergeShards(folders: readonly string[], out: string, size: number, root: string, shardsDir: string): Promise<void> {
  const merge = path.join(root, MERGE)
  const { outputFiles } = await build({
    stdin: {
      contents: `import { mergePagefindShards } from ${JSON.stringify(merge)}
const [folders, out, size] = JSON.parse(process.argv[2])
await mergePagefindShards(folders, out, size)`,
      loader: 'ts',
      resolveDir: root,
      sourcefile: 'pagefind-merge-process.ts',
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  const script = path.join(shardsDir, 'merge.mjs')
  await writeFile(script, outputFiles[0]?.text ?? '')
  const child = spawn(process.execPath, [script, JSON.stringify([folders, out, size])], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
  inBackground(child.pid)
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code] = (await once(child, 'close')) as [number | null]
  if (code !== 0) throw new Error(`The merge of Pagefind's shards failed (exit ${code}): ${stderr.trim()}`)
}

export interface PagefindIndexOptions {
  /** Where the index the browser searches is written (public/pagefind/): one index of every page. */
  bundle: string
  /** Where the shards' indexes are kept from build to build (.cache/pagefind-shards/), each in `shard-N/`. */
  shardsDir: string
  /** The site's root, where node_modules is. */
  root?: string
  /** Pages per shard (pagefind-pages.ts, SHARD_PAGES). */
  perShard?: number
  /** Pages sent to Pagefind between two of this process's full collections (COLLECT_EVERY). */
  collectEvery?: number
}

/** The merged index's chunk size: INDEX_CHUNKS_SIZE, or the build's PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE. */
function chunkSize(): number {
  const set = Number(process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE)
  return Number.isInteger(set) && set > 0 ? set : INDEX_CHUNKS_SIZE
}

/**
 * Writes the search index of the records to `bundle`: Pagefind indexes the pages in shards of
 * about `perShard` pages (pagefind-pages.ts, SHARD_PAGES), each rebuilt only when its pages differ
 * from the last build's, since Pagefind cannot update an index and holds a whole one in memory
 * (about 2 GB at 10,000 pages); the shards are indexed one after the other, so Pagefind holds one
 * at a time. Then the shards are merged into the one index the browser searches
 * (pagefind-merge.ts), unless they and the merge are those of the bundle there. Any error
 * Pagefind reports fails: a site without search must not publish silently.
 *
 * Not itself async: an async function keeps its arguments until it returns, and the records are
 * let go of shard by shard as Pagefind gets them (index). A caller that keeps them while it waits
 * keeps them all.
 */
export function writePagefindIndex(records: readonly SearchRecord[], options: PagefindIndexOptions): Promise<PagefindSummary> {
  const pages = groupByPage(records).map((page) => ({ url: (page[0] as SearchRecord).pageId, records: page }))
  const shards = shardPages(pages, options.perShard ?? SHARD_PAGES).map((shard, n): Shard => ({
    folder: path.join(options.shardsDir, `shard-${n}`),
    pages: shard,
  }))
  return writeShards(shards, options)
}

async function writeShards(shards: Shard[], options: PagefindIndexOptions): Promise<PagefindSummary> {
  const { bundle, shardsDir, root = process.cwd(), collectEvery = COLLECT_EVERY } = options
  const pageCount = shards.reduce((n, shard) => n + (shard.pages?.length ?? 0), 0)
  const folders = shards.map((shard) => shard.folder)
  const made = `pagefind ${await pagefindVersion(root)}`
  const digests = shards.map((shard) => shardDigest(shard.pages ?? [], made))
  const stale: Shard[] = []
  for (const [n, shard] of shards.entries()) {
    const previous = await readFile(path.join(shard.folder, PAGES_DIGEST_FILE), 'utf8').catch(() => null)
    const entry = await readFile(path.join(shard.folder, 'pagefind-entry.json'), 'utf8').catch(() => null)
    if (previous !== digests[n] || entry === null) stale.push(shard)
    else shard.pages = null
  }
  // The bundle is the merge of these shards, by this build code (the merge's among it), in chunks of this size.
  const merged = createHash('sha256')
    .update(`${codeVersion(root)} ${chunkSize()}\n${digests.join('\n')}`)
    .digest('hex')
  const published = await readFile(path.join(bundle, PAGES_DIGEST_FILE), 'utf8').catch(() => null)
  if (stale.length === 0 && published === merged) return { pages: pageCount, shards: shards.length, rebuilt: 0, kept: true }

  // The shards of a larger index than this one are gone.
  for (const entry of await readdir(shardsDir).catch(() => [])) {
    if (SHARD_FOLDER.test(entry) && !folders.includes(path.join(shardsDir, entry)))
      await rm(path.join(shardsDir, entry), { recursive: true, force: true })
  }
  for (const shard of stale) await rm(shard.folder, { recursive: true, force: true })

  if (stale.length > 0) {
    // The search step's garbage (its query, the records' cache) goes before Pagefind starts, not
    // beside it: a process that then only waits would keep it resident.
    collectGarbage()
    await index(stale, root, collectEvery)
  }
  for (const shard of stale) {
    // Pagefind's scripts and UIs: the merge reads the index only, and none of them is published.
    for (const file of await readdir(shard.folder)) if (UNUSED.test(file)) await rm(path.join(shard.folder, file))
    await writeFile(path.join(shard.folder, PAGES_DIGEST_FILE), digests[shards.indexOf(shard)] as string)
  }

  // Merged beside the bundle, then put in its place: the bundle is never half written.
  const next = path.join(shardsDir, 'merged')
  await rm(next, { recursive: true, force: true })
  await mergeShards(folders, next, chunkSize(), root, shardsDir)
  await writeFile(path.join(next, PAGES_DIGEST_FILE), merged)
  await rm(bundle, { recursive: true, force: true })
  await mkdir(path.dirname(bundle), { recursive: true })
  await rename(next, bundle).catch(async (err: NodeJS.ErrnoException) => {
    // .cache and public/ on different file systems: copied instead.
    if (err.code !== 'EXDEV') throw err
    await cp(next, bundle, { recursive: true })
    await rm(next, { recursive: true, force: true })
  })
  return { pages: pageCount, shards: folders.length, rebuilt: stale.length, kept: false }
}
