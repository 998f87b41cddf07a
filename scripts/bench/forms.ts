/**
 * `npm run bench:forms`: the forms host under load and crashes (docs/forms.md): the built site started
 * as `npm run serve` starts it (the command from package.json), first BENCH_SEQUENTIAL submissions
 * one at a time (the cost of one request), then 10,000 submissions at a concurrency of 50, the
 * server SIGKILLed twice and restarted, on the embedded lmdb store and on a throw-away PostgreSQL
 * 15. Prints accepted, stored, duplicates, lost, latency and requests/s per store; fails if any is
 * lost or duplicated. Needs a production build (`npm run build`) first.
 *   BENCH_SUBMISSIONS (10000), BENCH_CONCURRENCY (50), BENCH_SEQUENTIAL (50),
 *   BENCH_PORT (a free port), BENCH_STORES ("lmdb postgres")
 *
 * First the cost of one request: sequential submissions to a warm server, wall time and the
 * server's CPU time each. Then the run: each client retries a submission with the same id until it
 * is answered 201, as the browser forms do, through the two SIGKILLs.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openLmdbStore } from '../../src/node/forms/lmdb-store'
import { openPgStore } from '../../src/node/forms/pg-store'
import type { FormsStore } from '../../src/node/forms/store'
import { serveSite, type ServedSite } from '../../tests/helpers/gatsby-serve'
import { freePort } from '../../tests/helpers/local-server'
import { startPostgres } from '../../tests/helpers/postgres'

const ROOT = path.join(__dirname, '../..')
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 10_000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50)
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 50)
const STORES = (process.env.BENCH_STORES ?? 'lmdb postgres').split(/\s+/).filter(Boolean)
const KILL_AT = [Math.floor(TOTAL / 3), Math.floor((2 * TOTAL) / 3)]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const SUBMIT_PATH = '/api/threshold/forms/submit/footerNewsletter'

function newsletterBody(id: string, i: number): string {
  return new URLSearchParams({
    email: `lead${i}@bench.example`,
    _submission_id: id,
    _url: 'https://www.threshold.example/',
    _info: `hutk-${i}`,
  }).toString()
}

async function post(port: number, body: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal,
  })
}

/**
 * The cost of one request to a warm server: one request loads the function, then `SEQUENTIAL`
 * submissions one after another. Their ids do not start with the run's prefix: not counted below.
 */
async function perRequest(site: ServedSite, port: number, runId: string): Promise<{ wallMs: number; cpuMs: number }> {
  const send = async (i: number) => {
    const response = await post(port, newsletterBody(`warm-${runId}-${i}`, 1_000_000 + i), AbortSignal.timeout(120_000))
    if (response.status !== 201) throw new Error(`warm-up: unexpected ${response.status}: ${await response.text()}`)
  }
  await send(-1)
  const cpu0 = site.cpuSeconds()
  const t0 = performance.now()
  for (let i = 0; i < SEQUENTIAL; i++) await send(i)
  return { wallMs: (performance.now() - t0) / SEQUENTIAL, cpuMs: ((site.cpuSeconds() - cpu0) * 1000) / SEQUENTIAL }
}

async function run(kind: string): Promise<Record<string, string | number>> {
  const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'))
  const postgres = kind === 'postgres' ? await startPostgres() : undefined
  const env: Record<string, string> = {
    FORMS_DATA_DIR: dataDir,
    // Every request comes from 127.0.0.1: the per-IP limit would stop the benchmark.
    FORMS_RATE_LIMIT_PER_IP: '1000000000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  let site: ServedSite = await serveSite(PORT, env)
  const runId = `${kind}-${Date.now()}`
  const single = SEQUENTIAL > 0 ? await perRequest(site, PORT, runId) : undefined
  if (single)
    console.log(`  ${kind}: one request to a warm server: ${single.wallMs.toFixed(1)} ms, server CPU ${single.cpuMs.toFixed(1)} ms`)
  const acknowledged = new Set<string>()
  const latencies: number[] = []
  const withRetries: number[] = []
  let attempts = 0
  let failures = 0
  let next = 0
  let restarting: Promise<void> | undefined
  const kills: number[] = []
  const started = Date.now()

  const crashAndRestart = async () => {
    kills.push(acknowledged.size)
    await site.kill()
    site = await serveSite(PORT, env)
  }

  const submitOne = async (i: number) => {
    const body = newsletterBody(`bench-${runId}-${i}`, i)
    const first = performance.now()
    for (;;) {
      if (restarting) await restarting
      attempts++
      const t0 = performance.now()
      try {
        // Long: a client that gives up leaves the server working on an answer nobody reads, and
        // on a busy machine such stale work can swamp it. A crash still fails the request at once.
        const response = await post(PORT, body, AbortSignal.timeout(600_000))
        const text = await response.text()
        if (response.status === 201) {
          latencies.push(performance.now() - t0)
          withRetries.push(performance.now() - first)
          acknowledged.add((JSON.parse(text) as { id: string }).id)
          if (acknowledged.size % Math.max(1, Math.floor(TOTAL / 10)) === 0) {
            console.log(`  ${kind}: ${acknowledged.size} accepted after ${Math.round((Date.now() - started) / 1000)} s`)
          }
          return
        }
        failures++
        if (response.status < 500 && response.status !== 429) throw new Error(`unexpected ${response.status}: ${text}`)
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error
        failures++
      }
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100))
    }
  }

  const worker = async () => {
    while (next < TOTAL) {
      const i = next++
      await submitOne(i)
    }
  }
  // Kills the server while requests are in flight, once a third and once two thirds are answered.
  const killer = async () => {
    for (const at of KILL_AT) {
      while (acknowledged.size < at) await new Promise((r) => setTimeout(r, 10))
      restarting = crashAndRestart()
      await restarting
      restarting = undefined
    }
  }
  // A server that dies on its own (not by our SIGKILL) ends the run with its output.
  let watchdog: Promise<never> = site.crashed
  let finished = false
  const watch = async (): Promise<void> => {
    // Stops with the run: a loop left waiting would keep the script from exiting.
    while (!finished) {
      const current = site
      await Promise.race([watchdog, new Promise((r) => setTimeout(r, 500))])
      if (current !== site) watchdog = site.crashed
    }
  }
  const clients = Promise.all([killer(), ...Array.from({ length: CONCURRENCY }, worker)]).finally(() => (finished = true))
  await Promise.race([watch(), clients])
  const seconds = (Date.now() - started) / 1000
  await site.kill()

  const store: FormsStore = postgres ? openPgStore(postgres.url) : openLmdbStore(dataDir)
  const stored = (await store.list()).filter((s) => s.id.startsWith(`bench-${runId}-`))
  await store.close()
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })

  const perEmail = new Map<string, number>()
  for (const s of stored) perEmail.set(s.fields.email ?? '', (perEmail.get(s.fields.email ?? '') ?? 0) + 1)
  const storedIds = new Set(stored.map((s) => s.id))
  const sorted = [...latencies].sort((a, b) => a - b)
  const sortedWithRetries = [...withRetries].sort((a, b) => a - b)
  return {
    store: kind,
    submissions: TOTAL,
    accepted: acknowledged.size,
    stored: stored.length,
    duplicates: [...perEmail.values()].reduce((sum, n) => sum + n - 1, 0),
    lost: [...acknowledged].filter((id) => !storedIds.has(id)).length,
    'kills at': kills.join(' and '),
    'requests sent': attempts,
    'failed requests (retried)': failures,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'p99 ms with retries': Math.round(percentile(sortedWithRetries, 99)),
    seconds: Math.round(seconds),
    'requests/s': Math.round(attempts / seconds),
    'submissions/s': Math.round(TOTAL / seconds),
    'warm request ms': single ? Number(single.wallMs.toFixed(1)) : '-',
    'warm request CPU ms': single ? Number(single.cpuMs.toFixed(1)) : '-',
  }
}

/** The build and, for the PostgreSQL store, PostgreSQL 15 (scripts/dev/ensure-postgres installs it). */
function prerequisites(): void {
  process.chdir(ROOT)
  process.env.GATSBY_TELEMETRY_DISABLED = '1'
  if (!existsSync('.cache/functions/manifest.json')) {
    console.error("error: no built functions; run 'npm run build' first.")
    process.exit(1)
  }
  if (STORES.includes('postgres')) {
    const ensured = spawnSync('bash', ['scripts/dev/ensure-postgres'], { stdio: 'inherit' })
    if (ensured.status !== 0) process.exit(ensured.status ?? 1)
  }
}

async function main(): Promise<void> {
  prerequisites()
  console.log(`bench-forms: ${TOTAL} submissions, concurrency ${CONCURRENCY}, server SIGKILLed twice; ${SEQUENTIAL} sequential first`)
  const rows: Array<Record<string, string | number>> = []
  for (const kind of STORES) {
    const row = await run(kind)
    rows.push(row)
    console.log(JSON.stringify(row))
  }
  console.table(rows)
  const bad = rows.filter((r) => r.lost !== 0 || r.duplicates !== 0 || r.accepted !== TOTAL)
  if (bad.length > 0) {
    console.error('FAILED: lost or duplicated submissions')
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
