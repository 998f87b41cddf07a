// The measuring half of scripts/bench-search (which generates the content): see there.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { createPagefindSearchClient, type PagefindApi, type SearchRequest } from '../src/lib/search/pagefind-client'
import type { SearchRecord } from '../src/lib/search/records'
import { searchRecords } from '../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../src/node/search/dataset-pages'
import { writePagefindIndex } from '../src/node/search/pagefind'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium'
import { pageTexts, wordSpread } from './corpus-stats'
// @ts-expect-error: an untyped ES module of the quality scripts (the one measure of the search chunks)
import { measureInitialJs } from './quality/js-size.mjs'

const [dir = '.bench/content-search-10000', portArg = '0'] = process.argv.slice(2)

/** What visitors type, keystroke by keystroke; one typo ('credentails') on purpose. */
const QUERIES = [
  'access control',
  'mobile credentails',
  'visitor management',
  'lockdown drills',
  'door schedules for public holidays',
  'badge migration',
  'soc 2 evidence',
  'tailgating',
  'elevator access',
  'the night shift',
  'contractor passes',
  'multi-site rollouts',
]

/**
 * The figures before the realistic corpus's changes to the client and the search chunks (Pagefind
 * with its web worker, every keystroke searched as typed, qs in the widgets' chunk): this bench
 * at 9b5ba57's search code and build, on the same corpus, load average 11.1 12.7 16.0.
 */
const BEFORE = {
  commit: '9b5ba57',
  buildS: 72.8,
  indexKiB: 29903,
  firstQuery: 'a',
  toFirstKiB: { pagefind: 452, chunks: 52, total: 505 },
  nextTenKiB: 257,
  afterFirstKiB: 2868,
  keystrokeMs: { p50: 100.3, p95: 824.0 },
  cpuMs: { p50: 42, p95: 270 },
  firstResultsMs: 1269.6,
}

/** One keystroke's request, as the overlay sends it (5 hits, InstantSearch's tags). */
const benchRequest = (query: string): SearchRequest => ({
  indexName: 'pagefind',
  params: { query, page: 0, hitsPerPage: 5, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' },
})

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`

/** What a file of Pagefind's bundle is, for the breakdown of the bytes to the first results. */
function partOf(file: string): string {
  if (file.endsWith('/pagefind.js')) return "Pagefind's script"
  if (file.endsWith('/pagefind-worker.js')) return "Pagefind's web worker"
  if (/\/wasm\.[^/]+\.pagefind$/.test(file)) return "Pagefind's WebAssembly"
  if (file.endsWith('.pf_meta') || file.endsWith('pagefind-entry.json')) return 'index entry and metadata (every page)'
  if (file.endsWith('.pf_index')) return 'index chunks (the words typed)'
  if (file.endsWith('.pf_fragment')) return 'fragments (the hits shown)'
  if (file.endsWith('.pf_filter')) return 'filter indexes'
  return 'other'
}

/** Bytes per part of the files sent, in order of size. */
function breakdown(sent: readonly { path: string; bytes: number }[]): { part: string; bytes: number; files: number }[] {
  const parts = new Map<string, { bytes: number; files: number }>()
  for (const { path: file, bytes } of sent) {
    const part = parts.get(partOf(file)) ?? { bytes: 0, files: 0 }
    parts.set(partOf(file), { bytes: part.bytes + bytes, files: part.files + 1 })
  }
  return [...parts].map(([part, v]) => ({ part, ...v })).sort((a, b) => b.bytes - a.bytes)
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number

/** Serves `root` as the site's server does: scripts gzipped, Pagefind's (already gzipped) files as they are. Counts the bytes sent. */
async function serve(root: string, port: number): Promise<{ url: string; sent: { path: string; bytes: number }[]; close: () => void }> {
  const sent: { path: string; bytes: number }[] = []
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end()
      return
    }
    let body: Buffer = readFileSync(file)
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.json')
          ? 'application/json'
          : 'application/octet-stream'
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' }
    if (/\.(js|json|html)$/.test(file)) {
      body = gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    sent.push({ path: pathname, bytes: body.length })
    res.writeHead(200, headers).end(body)
  })
  // Node's fetch keeps connections open between requests: with the server's default 5 s idle
  // timeout, a slow moment on a busy machine lets it reuse a socket the server is closing (ECONNRESET).
  server.keepAliveTimeout = 10 * 60_000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent, close: () => server.close() }
}

/**
 * The search chunks of the last `npm run build` that opening search on Pagefind loads
 * (react-instantsearch, the widgets, the Pagefind client), gzip. Not the search button's chunk,
 * which every page loads while it hydrates, nor Algolia's client, which a Pagefind build never loads.
 */
function builtSearchChunks(): { gzip: number; files: number } | null {
  try {
    // js-size.mjs is JavaScript, without types: these are the parts used here.
    const measure = measureInitialJs as (dir: string) => { searchChunks: string[]; sizeOf: (f: string) => { gzip: number; body: string } }
    const { searchChunks, sizeOf } = measure(path.resolve('public'))
    const opened = searchChunks.filter((f) => !['Control+K Meta+K', 'x-algolia-agent'].some((m) => sizeOf(f).body.includes(m)))
    return { gzip: opened.reduce((n, f) => n + sizeOf(f).gzip, 0), files: opened.length }
  } catch {
    return null
  }
}

/** How the words of the corpus spread over its pages, beside the embedded dataset's (scripts/corpus-stats.ts). */
function printSpread(records: readonly SearchRecord[], embedded: readonly SearchRecord[], queries: readonly string[]): void {
  const words = [...new Set(queries.flatMap((q) => q.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 3))]
  const row = (label: string, texts: string[]) => {
    const s = wordSpread(texts)
    const shares = words.map((w) => `${w} ${Math.round(s.shareOf(w) * 100)}`).join(', ')
    console.log(
      `${label.padEnd(34)} ${String(s.pages).padStart(6)} pages, ${String(s.medianLength).padStart(4)} words a page (median), ${String(s.common).padStart(3)} of ${s.words} words on more than half of them`,
    )
    console.log(`${''.padEnd(34)} % of the pages with the queries' words: ${shares}`)
  }
  const collection = /^\/(blog|resources|customers|updates|guides|academy\/courses)\//
  const real = pageTexts(embedded)
  console.log('How the words spread over the pages (Zipf: a few on most pages, most on few):')
  row(
    '  the embedded dataset',
    real.map((p) => p.text),
  )
  row(
    '    its collection pages',
    real.filter((p) => collection.test(p.pageId)).map((p) => p.text),
  )
  row(
    '  this corpus',
    pageTexts(records).map((p) => p.text),
  )
}

async function main(): Promise<void> {
  // Read first: a build started meanwhile would change public/.
  const chunks = builtSearchChunks()
  // Every page of the corpus: the embedded dataset's and the synthetic documents.
  const records = searchRecords({
    pages: datasetSearchPages(`${dir}/cms/data.ndjson`),
    offers: datasetOffers(`${dir}/careers/offers.json`),
  })
  const embedded = searchRecords({
    pages: datasetSearchPages('content/cms/data.ndjson'),
    offers: datasetOffers('content/careers/offers.json'),
  })

  const site = mkdtempSync(path.join(tmpdir(), 'bench-search-'))
  const started = performance.now()
  const { pages } = await writePagefindIndex(records, path.join(site, 'pagefind'))
  const buildMs = performance.now() - started
  const bundle = path.join(site, 'pagefind')
  const files = readdirSync(bundle, { recursive: true })
    .map(String)
    .filter((f) => statSync(path.join(bundle, f)).isFile())
  const indexFiles = files.filter((f) => /\.pf_|^wasm\./.test(f))
  const indexBytes = indexFiles.reduce((n, f) => n + statSync(path.join(bundle, f)).size, 0)

  // The client as the browser runs it, bundled for a page of its own.
  await build({
    stdin: {
      contents:
        "import { createPagefindSearchClient } from './src/lib/search/pagefind-client'; window.createPagefindSearchClient = createPagefindSearchClient",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: path.join(site, 'client.js'),
    logLevel: 'error',
  })
  writeFileSync(path.join(site, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>bench</title></head><body></body></html>')
  const client = gzipSync(readFileSync(path.join(site, 'client.js'))).length

  const server = await serve(site, Number(portArg))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.goto(`${server.url}/`)
    server.sent.length = 0
    // Opening search: the client and Pagefind's script load together, then Pagefind starts (its
    // WebAssembly and the index's entry), as the overlay does. Pagefind's searches are counted:
    // the keystrokes the client ranked anew.
    const openMs = await page.evaluate(async () => {
      const started = self.performance.now()
      const w = window as unknown as Record<string, unknown>
      // The bench page's own files, by URL: a variable keeps TypeScript from resolving them as modules.
      const load = (url: string): Promise<unknown> => import(url)
      const [, pagefind] = (await Promise.all([load('/client.js'), load('/pagefind/pagefind.js')])) as [
        unknown,
        Record<string, (...args: unknown[]) => unknown>,
      ]
      let searches = 0
      // Assigned, not declared in the literal: tsx names a function declared there with a helper the page lacks.
      const counted = { ...pagefind }
      counted.search = (...args: unknown[]) => ((searches += 1), pagefind.search?.(...args))
      const make = w.createPagefindSearchClient as (
        p: unknown,
      ) => Promise<{ search: (r: unknown[]) => Promise<{ results: { nbHits: number }[] }> }>
      const made = await make(counted)
      w.runQuery = async (query: string) => {
        const t = self.performance.now()
        const before = searches
        const { results } = await made.search([
          {
            indexName: 'pagefind',
            params: { query, page: 0, hitsPerPage: 5, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' },
          },
        ])
        return { ms: self.performance.now() - t, nbHits: results[0]?.nbHits ?? 0, ranked: searches > before }
      }
      return self.performance.now() - started
    })
    // Pagefind's files only: the bench page's bundle of the client stands in for the built chunk
    // counted below (with the library), so it is not counted twice.
    const pagefindFiles = () => server.sent.filter((s) => s.path.startsWith('/pagefind/'))
    const opening = pagefindFiles()
    server.sent.length = 0
    type Keystroke = { query: string; ms: number; nbHits: number; ranked: boolean; sent: { path: string; bytes: number }[] }
    const run = (query: string) =>
      page.evaluate(
        (q) => (window as unknown as { runQuery: (q: string) => Promise<Omit<Keystroke, 'query' | 'sent'>> }).runQuery(q),
        query,
      )
    const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, n) => q.slice(0, n + 1)))
    const typed: Keystroke[] = []
    for (const query of keystrokes) {
      const answer = await run(query)
      typed.push({ query, ...answer, sent: pagefindFiles() })
      server.sent.length = 0
      if (process.env.BENCH_DEBUG)
        console.log(
          query,
          answer.ms.toFixed(1),
          answer.nbHits,
          answer.ranked ? 'ranked' : '',
          (typed.at(-1) as Keystroke).sent.map((s) => `${s.path.replace('/pagefind/', '')} ${s.bytes}`).join(', '),
        )
    }
    const bytesOf = (list: readonly { bytes: number }[]) => list.reduce((n, s) => n + s.bytes, 0)
    // The first results: the first keystroke that shows hits (a letter alone searches nothing).
    const firstAt = typed.findIndex((k) => k.nbHits > 0)
    const first = typed[firstAt] as Keystroke
    const firstSent = [...opening, ...typed.slice(0, firstAt + 1).flatMap((k) => k.sent)]
    const toFirst = bytesOf(firstSent)
    const nextTen = bytesOf(typed.slice(firstAt + 1, firstAt + 11).flatMap((k) => k.sent))
    const allBytes = bytesOf(typed.slice(firstAt + 1).flatMap((k) => k.sent))
    const afterFirst = typed.slice(1)
    const times = afterFirst.map((k) => k.ms).sort((a, b) => a - b)
    const rankedTimes = afterFirst
      .filter((k) => k.ranked)
      .map((k) => k.ms)
      .sort((a, b) => a - b)
    const empty = afterFirst.filter((k) => k.nbHits === 0).length

    // The same keystrokes in Node, with Pagefind's script on this process's main thread: the CPU
    // time of each (ranking, the JSON of every matching page's word places, the hits' fragments),
    // which other processes on a shared machine lengthen in wall time but hardly in CPU time.
    const pagefindNode = (await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href)) as PagefindApi
    const nodeClient = await createPagefindSearchClient(pagefindNode, { basePath: `${server.url}/pagefind/` })
    await nodeClient.search([benchRequest(keystrokes[0] as string)])
    const cpu: number[] = []
    for (const query of keystrokes.slice(1)) {
      const before = process.cpuUsage()
      await nodeClient.search([benchRequest(query)])
      const used = process.cpuUsage(before)
      cpu.push((used.user + used.system) / 1000)
    }
    cpu.sort((a, b) => a - b)

    const withChunks = chunks ? toFirst + chunks.gzip : null
    console.log(`Pagefind search: ${records.length} records (${pages} pages) from ${dir}, in Chromium over HTTP from 127.0.0.1`)
    console.log('')
    printSpread(records, embedded, QUERIES)
    console.log('')
    console.log(`${''.padEnd(52)} ${`before (${BEFORE.commit})`.padStart(22)} ${'after'.padStart(22)}`)
    const row = (label: string, before: string, after: string) =>
      console.log(`${label.padEnd(52)} ${before.padStart(22)} ${after.padStart(22)}`)
    row('index build', `${BEFORE.buildS} s`, `${(buildMs / 1000).toFixed(1)} s`)
    row('index size on disk (already gzipped, served as is)', `${BEFORE.indexKiB} KiB`, `${kib(indexBytes)} in ${indexFiles.length} files`)
    row(
      `opening search → first results ('${BEFORE.firstQuery}' / '${first.query}')`,
      `${BEFORE.toFirstKiB.pagefind} KiB`,
      `${kib(toFirst)} in ${firstSent.length} files`,
    )
    for (const { part, bytes, files } of breakdown(firstSent)) row(`  ${part}`, '', `${kib(bytes)} in ${files}`)
    row(
      '  + the chunks opening search loads (public/, gzip)',
      `+ ${BEFORE.toFirstKiB.chunks} KiB`,
      chunks ? `+ ${kib(chunks.gzip)} in ${chunks.files}` : 'no build in public/',
    )
    row('  = in all', `${BEFORE.toFirstKiB.total} KiB`, withChunks === null ? '' : `${kib(withChunks)}`)
    row('  (the bench page’s bundle of the client alone)', '', `${kib(client)}`)
    row('next ten keystrokes', `${BEFORE.nextTenKiB} KiB`, `${kib(nextTen)}`)
    row(`all ${typed.length - firstAt - 1} keystrokes after the first results`, `${BEFORE.afterFirstKiB} KiB`, `${kib(allBytes)}`)
    row('keystroke after the first, p50', `${BEFORE.keystrokeMs.p50} ms`, `${percentile(times, 50).toFixed(1)} ms`)
    row('keystroke after the first, p95', `${BEFORE.keystrokeMs.p95} ms`, `${percentile(times, 95).toFixed(1)} ms`)
    row(
      `  the ${rankedTimes.length} of ${times.length} that ranked anew, p50 / p95`,
      '',
      `${percentile(rankedTimes, 50).toFixed(1)} / ${percentile(rankedTimes, 95).toFixed(1)} ms`,
    )
    row(
      '  CPU per keystroke in Node, p50 / p95',
      `${BEFORE.cpuMs.p50} / ${BEFORE.cpuMs.p95} ms`,
      `${percentile(cpu, 50).toFixed(0)} / ${percentile(cpu, 95).toFixed(0)} ms`,
    )
    row('opening search (scripts; WebAssembly and entry start)', '', `${openMs.toFixed(0)} ms`)
    row('first results (index parts fetched)', `${BEFORE.firstResultsMs} ms`, `${first.ms.toFixed(1)} ms`)
    console.log('')
    console.log(
      `Goals: ≤ 300 KB gzip to the first results, library included: ${withChunks === null ? 'run npm run build first for the search chunks' : withChunks <= 300_000 ? 'met' : 'NOT met'} (${withChunks ?? toFirst} bytes); p95 ≤ 30 ms per keystroke after the first: ${percentile(times, 95) <= 30 ? 'met' : 'NOT met'}`,
    )
    console.log(
      `Keystrokes after the first with no hits: ${empty} of ${times.length} (a letter or a stop word alone searches nothing; 'credentails' is a typo, which Pagefind forgives only as a prefix)`,
    )
    console.log(
      `Machine load average: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    )
  } finally {
    await browser.close()
    server.close()
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
