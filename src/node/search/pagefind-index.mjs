// Builds the Pagefind bundle (docs/search.md) with Pagefind's Node API, in a process of its own:
// the `pagefind` package is ESM only (import, no require), which neither the build's compiled
// gatsby-node nor jest can load in process, and the pages' HTML then never sits in the build's heap.
// Reads NDJSON on stdin: `{ "outputPath": … }`, then one `{ "url": …, "html": … }` per page
// (src/lib/search/pagefind-pages.ts). Writes one JSON line to stdout: `{ pages, errors }`.
import { createInterface } from 'node:readline'
import { close, createIndex } from 'pagefind'

let outputPath = null
let index = null
let pages = 0
const errors = []
let pending = []

try {
  const created = await createIndex({ forceLanguage: 'en' })
  errors.push(...created.errors)
  index = created.index
  if (!index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`)
  // Read only now: stdin stays paused, its data kept, until the index exists.
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue
    const message = JSON.parse(line)
    if (outputPath === null) {
      outputPath = message.outputPath
      continue
    }
    pending.push(index.addHTMLFile({ url: message.url, content: message.html }))
    // A bounded number of pages in flight: the service answers in order, and the pages' HTML is
    // let go as soon as it is indexed.
    if (pending.length >= 200) {
      for (const added of await Promise.all(pending)) errors.push(...added.errors)
      pending = []
    }
    pages += 1
  }
  for (const added of await Promise.all(pending)) errors.push(...added.errors)
  if (outputPath === null) throw new Error('No outputPath line on stdin')
  const written = await index.writeFiles({ outputPath })
  errors.push(...written.errors)
  process.stdout.write(`${JSON.stringify({ pages, errors })}\n`)
} catch (err) {
  process.stdout.write(`${JSON.stringify({ pages, errors: [...errors, String(err?.stack ?? err)] })}\n`)
  process.exitCode = 1
} finally {
  await close()
}
