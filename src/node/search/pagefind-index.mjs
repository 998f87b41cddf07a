// Writes the Pagefind index (docs/search.md) with Pagefind's documented Node API (`createIndex`,
// `addHTMLFile`, `writeFiles`, `close`). onPostBuild runs it (src/node/search/publish.ts) on the
// pages it wrote, before Gatsby hands the built files to the adapter, so the index's files are routes
// with their headers (immutable caching) like any other. A process of its own: Pagefind holds the
// whole index in memory while it builds it, about 2 GB at 10,000 documents, which the process ends
// by giving back; and the `pagefind` package is ESM only, which neither the compiled gatsby-node nor
// jest can load in process.
//
// Usage: node src/node/search/pagefind-index.mjs <pages file> <output folder>
// The pages file has one `{ "url": …, "html": … }` per line. Without it (a build that uses
// Algolia) there is nothing to index. With the pages of the index in the output folder (their
// SHA-256 is kept beside the pages file) the index is kept. Errors go to stderr, with exit code 1.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { close, createIndex } from 'pagefind'

/** Pages sent to Pagefind and not yet indexed, at most: each holds its HTML until Pagefind answers. */
const IN_FLIGHT = 32

/** The SHA-256 of the pages and of the Pagefind that indexes them. */
async function digestOf(pagesFile) {
  const manifest = new URL('../package.json', import.meta.resolve('pagefind'))
  const { version } = JSON.parse(await readFile(manifest, 'utf8'))
  const hash = createHash('sha256').update(`pagefind ${version}\n`)
  for await (const chunk of createReadStream(pagesFile)) hash.update(chunk)
  return hash.digest('hex')
}

async function index(pagesFile, outputPath) {
  const created = await createIndex({ forceLanguage: 'en' })
  const errors = [...created.errors]
  if (!created.index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
  let pages = 0
  let pending = []
  const settle = async () => {
    for (const added of await Promise.all(pending)) errors.push(...added.errors)
    pending = []
  }
  for await (const line of createInterface({ input: createReadStream(pagesFile, 'utf8'), crlfDelay: Infinity })) {
    if (line.trim() === '') continue
    const { url, html } = JSON.parse(line)
    pending.push(created.index.addHTMLFile({ url, content: html }))
    pages += 1
    if (pending.length >= IN_FLIGHT) await settle()
  }
  await settle()
  if (errors.length === 0) errors.push(...(await created.index.writeFiles({ outputPath })).errors)
  if (errors.length > 0) throw new Error(`Pagefind could not index the search records: ${errors.join('; ')}`)
  return pages
}

const [pagesFile, outputPath] = process.argv.slice(2)
try {
  if (!pagesFile || !outputPath) throw new Error('Usage: node pagefind-index.mjs <pages file> <output folder>')
  if (!existsSync(pagesFile)) {
    console.log(`Search: no ${pagesFile}, so no Pagefind index to write (the build uses Algolia)`)
  } else {
    const started = performance.now()
    const digestFile = `${pagesFile}.sha256`
    const digest = await digestOf(pagesFile)
    const kept = existsSync(path.join(outputPath, 'pagefind-entry.json')) && (await readFile(digestFile, 'utf8').catch(() => '')) === digest
    if (kept) {
      console.log(`Search: the Pagefind index ${outputPath} is kept: its pages are those of the last build`)
    } else {
      // Nothing of an earlier index stays, nor its digest until this one is written.
      await rm(digestFile, { force: true })
      await rm(outputPath, { recursive: true, force: true })
      const pages = await index(pagesFile, outputPath)
      await writeFile(digestFile, digest)
      console.log(`Search: Pagefind indexed ${pages} pages into ${outputPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exitCode = 1
} finally {
  await close()
}
