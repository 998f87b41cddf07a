// Builds the Pagefind bundle's shards (docs/search.md) with Pagefind's Node API, in a process of its
// own: the `pagefind` package is ESM only (import, no require), which neither the build's compiled
// gatsby-node nor jest can load in process, and the pages' HTML then never sits in the build's heap.
// Reads NDJSON on stdin: `{ "outputPath": … }`, then one `{ "url": …, "html": … }` per page
// (src/lib/search/pagefind-pages.ts) of that shard; then the next shard's `outputPath` line and
// pages, and so on. Each shard is a Pagefind index of its own, written and let go before the next
// is begun, so Pagefind holds one shard at a time. Writes one JSON line to stdout:
// `{ pages, errors }`, pages the number of each shard's.
import { close, createIndex } from 'pagefind'

const pages = []
const errors = []
let shard = null

/** Pages sent to Pagefind and not yet indexed, at most: each holds its HTML until Pagefind answers. */
const IN_FLIGHT = 32

/**
 * The lines of `input`, one chunk read at a time: no chunk is read while the caller awaits, so the
 * build's process waits to write (its `drain`) rather than this process keeping what it sent.
 * (readline's iterator reads ahead up to 1,024 lines, pages of HTML here.)
 */
async function* lines(input) {
  input.setEncoding('utf8')
  let rest = ''
  for await (const chunk of input) {
    rest += chunk
    let end
    while ((end = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, end)
      rest = rest.slice(end + 1)
    }
  }
  if (rest !== '') yield rest
}

/** Waits for the pages sent to the shard's index. */
async function settle() {
  for (const added of await Promise.all(shard.pending)) errors.push(...added.errors)
  shard.pending = []
}

/** Writes the shard's index to its folder and lets Pagefind free it. */
async function finish() {
  await settle()
  const written = await shard.index.writeFiles({ outputPath: shard.outputPath })
  errors.push(...written.errors)
  await shard.index.deleteIndex()
  shard = null
}

try {
  // Read line by line: stdin is not read while an index is being written.
  for await (const line of lines(process.stdin)) {
    if (line.trim() === '') continue
    const message = JSON.parse(line)
    if (message.outputPath !== undefined) {
      if (shard) await finish()
      const created = await createIndex({ forceLanguage: 'en' })
      errors.push(...created.errors)
      if (!created.index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`)
      shard = { outputPath: message.outputPath, index: created.index, pending: [] }
      pages.push(0)
      continue
    }
    if (!shard) throw new Error('No outputPath line on stdin before the first page')
    shard.pending.push(shard.index.addHTMLFile({ url: message.url, content: message.html }))
    // A bounded number of pages in flight: the service answers in order, and the pages' HTML is
    // let go as soon as it is indexed.
    if (shard.pending.length >= IN_FLIGHT) await settle()
    pages[pages.length - 1] += 1
  }
  if (!shard) throw new Error('No outputPath line on stdin')
  await finish()
  process.stdout.write(`${JSON.stringify({ pages, errors })}\n`)
} catch (err) {
  process.stdout.write(`${JSON.stringify({ pages, errors: [...errors, String(err?.stack ?? err)] })}\n`)
  process.exitCode = 1
} finally {
  await close()
}
