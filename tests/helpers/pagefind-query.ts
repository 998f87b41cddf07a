// Runs the Pagefind search client (src/lib/search/pagefind-client.ts) over Pagefind's own browser
// script (pagefind.js) in Node, against an index the build's code writes from a dataset: for the
// client's tests (tests/unit/lib/search/pagefind-client.test.ts), which run it in a process of its
// own because pagefind.js is an ES module jest cannot load. Not a stand-in: the same script and
// index the browser loads, fetched over HTTP from 127.0.0.1.
//
// Usage: tsx tests/helpers/pagefind-query.ts <dataset dir> <requests JSON>
// Prints `{ pages, records, texts, requested, results }`: the pages indexed, the records, the
// indexed words (title, headings, summary, text) of each page found, by its id, the paths of the
// files Pagefind fetched, and one InstantSearch result per request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createPagefindSearchClient, type PagefindApi, type SearchRequest } from '../../src/lib/search/pagefind-client'
import { searchRecords } from '../../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../../src/node/search/dataset-pages'
import { writePagefindIndex } from '../../src/node/search/pagefind'
import { startLocalServer, staticFiles } from './local-server'

async function main(): Promise<void> {
  const [dataset = 'content', requestsJson = '[]'] = process.argv.slice(2)
  const requests = JSON.parse(requestsJson) as SearchRequest[]
  const records = searchRecords({
    pages: datasetSearchPages(path.join(dataset, 'cms/data.ndjson')),
    offers: datasetOffers(path.join(dataset, 'careers/offers.json')),
  })
  const site = mkdtempSync(path.join(tmpdir(), 'pagefind-site-'))
  const { pages } = await writePagefindIndex(records, path.join(site, 'pagefind'))
  const server = await startLocalServer(staticFiles(site))
  try {
    // The script from the folder the build wrote; its files from the server, as the browser gets them.
    const pagefind = (await import(pathToFileURL(path.join(site, 'pagefind', 'pagefind.js')).href)) as PagefindApi
    const client = await createPagefindSearchClient(pagefind, { basePath: `${server.url}/pagefind/` })
    const results = []
    // One at a time, as a visitor's keystrokes come.
    for (const request of requests) results.push(...(await client.search([request])).results)
    const requested = server.requests.map((url) => url.pathname)
    const found = new Set(results.flatMap((r) => r.hits.map((h) => h.pageId)))
    const texts: Record<string, string> = {}
    for (const r of records.filter((r) => found.has(r.pageId)))
      texts[r.pageId] = [texts[r.pageId] ?? '', r.title, ...r.headings, r.summary, r.text].join(' ')
    process.stdout.write(JSON.stringify({ pages, records: records.length, texts, requested, results }))
  } finally {
    await server.close()
    rmSync(site, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
