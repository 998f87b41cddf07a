// Runs the Pagefind search client (src/lib/search/pagefind-client.ts) over Pagefind's own browser
// script in Node, against a bundle the build's code writes from a dataset: for the client's tests
// (tests/unit/lib/search/pagefind-client.test.ts), which run it in a process of its own because
// pagefind.js is an ES module jest cannot load. Not a stand-in: the same script and index the
// browser loads, fetched over HTTP from 127.0.0.1.
//
// Usage: tsx tests/helpers/pagefind-query.ts <dataset dir> <requests JSON> [pages per shard]
// Prints `{ pages, records, shards, results }`: the pages indexed, the records, the index's shards
// and one InstantSearch result per request.
import { readFile } from 'node:fs/promises'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createPagefindSearchClient, loadShards, type PagefindApi, type SearchRequest } from '../../src/lib/search/pagefind-client'
import { searchRecords } from '../../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../../src/node/search/dataset-pages'
import { writePagefindIndex } from '../../src/node/search/pagefind'
import { startLocalServer } from './local-server'

async function main(): Promise<void> {
  const [dataset = 'content', requestsJson = '[]', perShard] = process.argv.slice(2)
  const requests = JSON.parse(requestsJson) as SearchRequest[]
  const records = searchRecords({
    pages: datasetSearchPages(path.join(dataset, 'cms/data.ndjson')),
    offers: datasetOffers(path.join(dataset, 'careers/offers.json')),
  })
  const site = mkdtempSync(path.join(tmpdir(), 'pagefind-site-'))
  const { pages, shards } = await writePagefindIndex(
    records,
    path.join(site, 'pagefind'),
    process.cwd(),
    perShard ? Number(perShard) : undefined,
  )
  const server = await startLocalServer((req, res) => {
    readFile(path.join(site, new URL(req.url ?? '/', 'http://127.0.0.1').pathname)).then(
      (body) => res.end(body),
      () => {
        res.statusCode = 404
        res.end()
      },
    )
  })
  try {
    const pagefind = (await import(pathToFileURL(path.join(site, 'pagefind', 'pagefind.js')).href)) as PagefindApi
    const basePath = `${server.url}/pagefind/`
    const client = await createPagefindSearchClient(pagefind, { basePath, shards: loadShards(basePath) })
    const results = []
    // One at a time, as a visitor's keystrokes come.
    for (const request of requests) results.push(...(await client.search([request])).results)
    process.stdout.write(JSON.stringify({ pages, records: records.length, shards, results }))
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
