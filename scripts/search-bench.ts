// The measuring half of scripts/bench-search (which generates the content): see there.
import { cpus, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { performance } from 'node:perf_hooks'
import { createLocalSearchClient } from '../src/lib/search/local-client'
import { buildLocalIndex } from '../src/lib/search/local-index'
import { loadLocalIndex } from '../src/lib/search/term-index'
import { searchRecords } from '../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../src/node/search/dataset-pages'

const [dir = '.bench/content-search-10000', wanted = '10000'] = process.argv.slice(2)
const count = Number(wanted)

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

const ms = (n: number) => `${n.toFixed(2)} ms`
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number

async function main(): Promise<void> {
  const all = searchRecords({ pages: datasetSearchPages(`${dir}/cms/data.ndjson`), offers: datasetOffers(`${dir}/careers/offers.json`) })
  if (all.length < count) throw new Error(`${dir} makes only ${all.length} records; generate more documents`)
  const records = all.slice(0, count)

  let started = performance.now()
  const built = buildLocalIndex(records)
  const buildMs = performance.now() - started
  const json = JSON.stringify(built)
  const gzip = gzipSync(json).length

  const loads: number[] = []
  let index = loadLocalIndex(json)
  for (let i = 0; i < 3; i += 1) {
    started = performance.now()
    index = loadLocalIndex(json)
    loads.push(performance.now() - started)
  }
  const warmUp = createLocalSearchClient(index)
  const request = (query: string) => [{ indexName: 'local', params: { query, page: 0, hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' } }]

  // One warm-up pass (JIT), then every prefix of every query, as each keystroke sends it, through
  // a new client: its cache of query words (local-client.ts) starts empty, as a visitor's does.
  for (const q of QUERIES) await warmUp.search(request(q))
  const client = createLocalSearchClient(index)
  // Wall time is what the visitor waits; CPU time is the same search without the other processes
  // of a shared machine (the search is synchronous and single-threaded).
  const times: number[] = []
  const cpu: number[] = []
  let empty = 0
  for (const q of QUERIES) {
    for (let n = 1; n <= q.length; n += 1) {
      const cpuStart = process.cpuUsage()
      started = performance.now()
      const { results } = await client.search(request(q.slice(0, n)))
      times.push(performance.now() - started)
      const used = process.cpuUsage(cpuStart)
      cpu.push((used.user + used.system) / 1000)
      if ((results[0]?.nbHits ?? 0) === 0) empty += 1
    }
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)

  console.log(`Local search index: ${records.length} records from ${dir}`)
  console.log(`  build (at onPostBuild)   ${ms(buildMs)}`)
  console.log(`  size                     ${kib(json.length)} raw, ${kib(gzip)} gzip`)
  console.log(`  load (JSON → index)      ${ms(Math.min(...loads))} best of 3, ${ms(Math.max(...loads))} worst`)
  console.log(`Per keystroke (${times.length} searches over ${QUERIES.length} typed queries, 5 hits, highlight + snippet):`)
  console.log(`  wall  p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(times[times.length - 1] as number)}   (goal: p95 ≤ 16 ms)`)
  console.log(`  CPU   p50 ${ms(percentile(cpu, 50))}   p95 ${ms(percentile(cpu, 95))}   max ${ms(cpu[cpu.length - 1] as number)}`)
  console.log(`  machine load average: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores`)
  console.log(`  keystrokes with no results: ${empty}`)
}

void main()
