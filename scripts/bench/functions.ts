/**
 * `npm run bench:functions`: cold starts of the Netlify Functions (docs/deploy.md): each function's
 * code size (its compiled entry and the bundle it loads) and its first answer in a fresh process,
 * run as Netlify runs it (tests/helpers/netlify-runtime.ts), on a throw-away PostgreSQL 15. Prints
 * medians; asserts nothing. Needs a Netlify build first: NETLIFY=true npm run build.
 *   RUNS (5), BENCH_PORT (9204)
 *
 * For each function of the Netlify build, RUNS fresh processes, each answering one real request (a
 * quote submission stored in PostgreSQL, a smart-fields query, a signed CMS webhook calling a
 * stand-in build hook).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { startLocalServer } from '../../tests/helpers/local-server'
import { startNetlifyFunctions } from '../../tests/helpers/netlify-functions'
import { FUNCTIONS_INTERNAL, functionCode, ROOT } from '../../tests/helpers/netlify-output'
import { startPostgres } from '../../tests/helpers/postgres'

const RUNS = Number(process.env.RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 9204)
const SECRET = 'bench-webhook-secret'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function request(name: string, url: string): Promise<Response> {
  if (name.includes('submit')) {
    const body = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${Date.now()}@example.com`,
      phone: '+441234567890',
      company: 'Analytical Engines',
      country: 'United Kingdom',
      doors: '12',
      _submission_id: `bench-${process.pid}-${Date.now()}`,
    })
    return fetch(`${url}/api/threshold/forms/submit/quote`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    })
  }
  if (name.includes('smart-fields')) return fetch(`${url}/api/threshold/forms/smart-fields/quote`)
  const body = JSON.stringify({ _id: 'blogPost.bench', _type: 'blogPost' })
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
  return fetch(`${url}/api/cms-webhook`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
  })
}

async function main(): Promise<void> {
  process.chdir(ROOT)
  if (!existsSync('.netlify/functions-internal')) {
    console.error("error: no Netlify functions; run 'NETLIFY=true npm run build' first.")
    process.exit(1)
  }
  const ensured = spawnSync('bash', ['scripts/dev/ensure-postgres'], { stdio: 'inherit' })
  if (ensured.status !== 0) process.exit(ensured.status ?? 1)
  const postgres = await startPostgres()
  const hook = await startLocalServer((_req, res) => res.writeHead(200).end('{}'))
  const env = { DATABASE_URL: postgres.url, CMS_WEBHOOK_SECRET: SECRET, BUILD_HOOK_URL: `${hook.url}/build_hooks/bench` }
  const rows: string[][] = []
  try {
    for (const name of readdirSync(FUNCTIONS_INTERNAL).sort()) {
      const size = functionCode(name)
      const samples: { wallMs: number; loadMs: number; answerMs: number; cpuMs: number }[] = []
      for (let run = 0; run < RUNS; run++) {
        const runtime = await startNetlifyFunctions(PORT, env)
        try {
          const t0 = performance.now()
          const response = await request(name, runtime.url)
          const wallMs = performance.now() - t0
          if (response.status >= 300) throw new Error(`${name}: unexpected ${response.status}: ${await response.text()}`)
          await response.arrayBuffer()
          // The runtime prints its timings just after answering.
          for (let wait = 0; wait < 100 && !runtime.coldStarts.some((c) => c.name === name); wait++)
            await new Promise((r) => setTimeout(r, 20))
          const cold = runtime.coldStarts.find((c) => c.name === name)
          if (!cold) throw new Error(`${name}: the runtime reported no first answer:\n${runtime.output()}`)
          samples.push({ wallMs, loadMs: cold.loadMs, answerMs: cold.firstAnswerMs, cpuMs: cold.cpuMs })
        } finally {
          await runtime.stop()
        }
      }
      const m = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key])).toFixed(0)
      rows.push([name, (size.bytes / 1024).toFixed(0), m('loadMs'), m('answerMs'), m('cpuMs'), m('wallMs')])
      console.log(`  ${name}: ${size.files.map((f) => path.relative(ROOT, f)).join(' + ')}`)
    }
  } finally {
    await hook.close()
    postgres.stop()
  }
  const head = ['function', 'code KB', 'load ms', 'first answer ms', 'CPU ms', 'client ms']
  console.log(
    `\nCold starts, median of ${RUNS} fresh processes each (load: require the handler; first answer: request in to answer out, load included)\n`,
  )
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
