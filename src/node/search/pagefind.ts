import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { groupByPage, pagefindPage } from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'

/** Where onPostBuild writes the pages for Pagefind, in the site's folder, for the indexer to read. */
export const PAGEFIND_PAGES_FILE = path.join('.cache', 'pagefind-pages.ndjson')

/** The script that runs Pagefind's Node API (see there for why in a process of its own). */
export const PAGEFIND_INDEXER = path.join('src', 'node', 'search', 'pagefind-index.mjs')

/**
 * Writes one HTML document per page of the records (pagefind-pages.ts) to `file`, one
 * `{ url, html }` a line, a megabyte at a time: at 10,000 pages some 40 MB, never one string.
 * Returns how many pages.
 */
export async function writePagefindPages(records: readonly SearchRecord[], file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true })
  const handle = await open(file, 'w')
  let pages = 0
  try {
    let batch = ''
    for (const page of groupByPage(records)) {
      batch += `${JSON.stringify(pagefindPage(page))}\n`
      pages += 1
      if (batch.length >= 1 << 20) {
        await handle.write(batch)
        batch = ''
      }
    }
    await handle.write(batch)
  } finally {
    await handle.close()
  }
  return pages
}

/**
 * Runs the indexer (pagefind-index.mjs) on a pages file: one Pagefind index at `bundle`. Resolves
 * with what it printed; rejects with what it said when it fails. `root` is the site's folder, where
 * node_modules is.
 */
export async function indexPagefindPages(file: string, bundle: string, root = process.cwd()): Promise<string> {
  const child = spawn(process.execPath, [path.join(root, PAGEFIND_INDEXER), path.resolve(file), path.resolve(bundle)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  const [code] = (await once(child, 'close')) as [number | null]
  if (code !== 0) throw new Error(err.trim() || `Pagefind's indexer exited with ${code}`)
  return out.trim()
}

/** The records' pages indexed at `bundle` in one go (the search bench, the client's tests). */
export async function writePagefindIndex(
  records: readonly SearchRecord[],
  bundle: string,
  root = process.cwd(),
): Promise<{ pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pagefind-pages-'))
  try {
    const file = path.join(dir, 'pages.ndjson')
    const pages = await writePagefindPages(records, file)
    await indexPagefindPages(file, bundle, root)
    return { pages }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
