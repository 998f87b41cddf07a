// Writes the Pagefind index (docs/search.md) with Pagefind's documented Node API (`createIndex`,
// `addHTMLFile`, `writeFiles`, `close`), in a process of its own: the `pagefind` package is ESM
// only, which neither the build's compiled gatsby-node nor jest can load in process.
// Usage: node pagefind-index.mjs <output folder>; reads one `{ "url": …, "html": … }` per line on
// stdin (src/lib/search/pagefind-pages.ts) and writes one JSON line to stdout: `{ pages, errors }`.
import { close, createIndex } from 'pagefind'

/** Pages sent to Pagefind and not yet indexed, at most: each holds its HTML until Pagefind answers. */
const IN_FLIGHT = 32

const [outputPath] = process.argv.slice(2)
const errors = []
let pages = 0

/**
 * The lines of `input`, one chunk read at a time: no chunk is read while the caller awaits, so the
 * build's process waits to write rather than this process holding what it sent.
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

try {
  if (!outputPath) throw new Error('Usage: node pagefind-index.mjs <output folder>')
  const created = await createIndex({ forceLanguage: 'en' })
  errors.push(...created.errors)
  if (!created.index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`)
  let pending = []
  for await (const line of lines(process.stdin)) {
    if (line.trim() === '') continue
    const { url, html } = JSON.parse(line)
    pending.push(created.index.addHTMLFile({ url, content: html }))
    pages += 1
    if (pending.length >= IN_FLIGHT) {
      for (const added of await Promise.all(pending)) errors.push(...added.errors)
      pending = []
    }
  }
  for (const added of await Promise.all(pending)) errors.push(...added.errors)
  const written = await created.index.writeFiles({ outputPath })
  errors.push(...written.errors)
  process.stdout.write(`${JSON.stringify({ pages, errors })}\n`)
} catch (err) {
  process.stdout.write(`${JSON.stringify({ pages, errors: [...errors, String(err?.stack ?? err)] })}\n`)
  process.exitCode = 1
} finally {
  await close()
}
