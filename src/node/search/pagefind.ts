import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { groupByPage, pagefindPage } from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'

/** The script that runs Pagefind's Node API (see there for why in a process of its own). */
const INDEXER = path.join('src', 'node', 'search', 'pagefind-index.mjs')

/**
 * Writes one Pagefind index of the records' pages to `bundle` (public/pagefind/), with Pagefind's
 * Node API (pagefind-index.mjs): one HTML document per page (pagefind-pages.ts), Pagefind's own
 * files as it writes them. What was there before goes first, so no file of an earlier index stays.
 * Any error Pagefind reports fails: a site without search must not publish silently. `root` is
 * the site's root, where node_modules is.
 */
export async function writePagefindIndex(
  records: readonly SearchRecord[],
  bundle: string,
  root = process.cwd(),
): Promise<{ pages: number }> {
  await rm(bundle, { recursive: true, force: true })
  const child = spawn(process.execPath, [path.join(root, INDEXER), path.resolve(bundle)], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const exited = once(child, 'close')
  // If the indexer dies, its summary says why; a broken pipe is not a second error.
  child.stdin.on('error', () => undefined)
  for (const page of groupByPage(records)) {
    // Each page's HTML is made as it is sent, and waits for the pipe to drain: never all at once.
    if (!child.stdin.write(`${JSON.stringify(pagefindPage(page))}\n`)) await Promise.race([once(child.stdin, 'drain'), exited])
  }
  child.stdin.end()
  const [code] = (await exited) as [number | null]
  let result: { pages: number; errors: string[] }
  try {
    result = JSON.parse(out.trim().split('\n').pop() ?? '') as { pages: number; errors: string[] }
  } catch {
    throw new Error(`Pagefind's indexer exited with ${code} and no summary: ${out}`)
  }
  if (code !== 0 || result.errors.length > 0) throw new Error(`Pagefind could not index the search records: ${result.errors.join('; ')}`)
  return { pages: result.pages }
}
