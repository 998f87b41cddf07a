import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { pagefindPages, type PagefindPage } from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'

/** The script that runs Pagefind's Node API (see there for why in a process of its own). */
const INDEXER = path.join('src', 'node', 'search', 'pagefind-index.mjs')

/** Pagefind's ready-made UIs and its web worker, which the site's client does not use (docs/search.md). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/

/**
 * A full garbage collection, now. The search step leaves this process with the garbage of its
 * query, every page's HTML and the lines sent to Pagefind (about 0.9 GB at 10,000 documents; the
 * records themselves are still in use); waiting, idle, for Pagefind, V8 had no
 * reason to collect it, so it stayed resident beside Pagefind's own peak (docs/architecture.md,
 * "Build phases at scale"). `gc` is V8's, which Node exposes only under --expose-gc: set here, it
 * applies to the contexts made after it.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/** In the bundle: the SHA-256 of the pages it was built from, so a build with the same pages keeps it. */
export const PAGES_DIGEST_FILE = 'pages.sha256'

export interface PagefindSummary {
  pages: number
  /** The bundle of the last build was kept: its pages were the same (a warm build with no change). */
  kept: boolean
}

/**
 * Writes Pagefind's bundle (its script, WebAssembly, index chunks and fragments) to `outputPath`
 * from the search records, replacing what an earlier build left there, unless that was built from
 * the same pages: Pagefind cannot update an index, and rebuilding one of 10,000 pages costs a warm
 * build tens of seconds. Any error Pagefind reports fails: a site without search must not publish
 * silently.
 */
export async function writePagefindIndex(
  records: readonly SearchRecord[],
  outputPath: string,
  root = process.cwd(),
): Promise<PagefindSummary> {
  let pages: PagefindPage[] | null = pagefindPages(records)
  const hash = createHash('sha256')
  for (const page of pages) hash.update(JSON.stringify(page)).update('\n')
  const digest = hash.digest('hex')
  const previous = await readFile(path.join(outputPath, PAGES_DIGEST_FILE), 'utf8').catch(() => null)
  const entry = await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8').catch(() => null)
  if (previous === digest && entry !== null) return { pages: pages.length, kept: true }

  await rm(outputPath, { recursive: true, force: true })
  const child = spawn(process.execPath, [path.join(root, INDEXER)], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const exited = once(child, 'close')
  // If the indexer dies, its summary says why; a broken pipe is not a second error.
  child.stdin.on('error', () => undefined)
  const write = async (line: string): Promise<void> => {
    if (!child.stdin.write(`${line}\n`)) await Promise.race([once(child.stdin, 'drain'), exited])
  }
  await write(JSON.stringify({ outputPath: path.resolve(outputPath) }))
  for (const page of pages) await write(JSON.stringify(page))
  child.stdin.end()
  // Pagefind's peak (about 2 GB at 10,000 pages) comes now, once it has every page: let go of them.
  pages = null
  collectGarbage()
  const [code] = (await exited) as [number | null]
  let result: { pages: number; errors: string[] }
  try {
    result = JSON.parse(out.trim().split('\n').pop() ?? '') as { pages: number; errors: string[] }
  } catch {
    throw new Error(`Pagefind's indexer exited with ${code} and no summary: ${out}`)
  }
  if (code !== 0 || result.errors.length > 0) throw new Error(`Pagefind could not index the search records: ${result.errors.join('; ')}`)
  // About 440 KB: the site searches with its one UI, on the page's thread (PAGEFIND_OPTIONS).
  for (const file of await readdir(outputPath)) if (UNUSED.test(file)) await rm(path.join(outputPath, file))
  await writeFile(path.join(outputPath, PAGES_DIGEST_FILE), digest)
  return { pages: result.pages, kept: false }
}
