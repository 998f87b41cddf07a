// Runs the Pagefind search client (src/lib/search/pagefind-client.ts) and its reader of the index
// (pagefind-reader.ts) in Node, against an index the build's code writes from a dataset, for the
// client's tests (tests/unit/lib/search/pagefind-client.test.ts): the same code and index the
// browser loads, fetched over HTTP from 127.0.0.1, in a process of its own (the index is written by
// Pagefind's ES module, which jest cannot load).
//
// Usage: tsx tests/helpers/pagefind-query.ts <dataset dir> <requests JSON> [pages per shard]
// Prints `{ pages, records, shards, requested, results }`: the pages indexed, the records, the
// shards the index was built in, the index's files fetched, and one InstantSearch result per request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPagefindSearchClient, READER_OPTIONS, type SearchRequest } from '../../src/lib/search/pagefind-client'
import { openPagefindIndex } from '../../src/lib/search/pagefind-reader'
import { searchRecords } from '../../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../../src/node/search/dataset-pages'
import { writePagefindIndex } from '../../src/node/search/pagefind'
import { startLocalServer, staticFiles } from './local-server'

async function main(): Promise<void> {
  const [dataset = 'content', requestsJson = '[]', perShard] = process.argv.slice(2)
  const requests = JSON.parse(requestsJson) as SearchRequest[]
  const records = searchRecords({
    pages: datasetSearchPages(path.join(dataset, 'cms/data.ndjson')),
    offers: datasetOffers(path.join(dataset, 'careers/offers.json')),
  })
  const site = mkdtempSync(path.join(tmpdir(), 'pagefind-site-'))
  const { pages, shards } = await writePagefindIndex(records, {
    bundle: path.join(site, 'pagefind'),
    shardsDir: path.join(site, 'shards'),
    perShard: perShard ? Number(perShard) : undefined,
  })
  const server = await startLocalServer(staticFiles(site))
  try {
    const client = createPagefindSearchClient(openPagefindIndex({ ...READER_OPTIONS, basePath: `${server.url}/pagefind/` }))
    const results = []
    // One at a time, as a visitor's keystrokes come.
    for (const request of requests) results.push(...(await client.search([request])).results)
    const requested = server.requests.map((url) => url.pathname)
    process.stdout.write(JSON.stringify({ pages, records: records.length, shards, requested, results }))
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
