/**
 * The one Lighthouse 12 runner (mobile preset: a mid-range phone, slow 4G, 4x CPU slowdown) on the
 * built site in public/, served by `npm run serve`'s server (scripts/dev/serve.ts, with the site's headers) on a free port (LIGHTHOUSE_PORT to fix it).
 *
 *   node scripts/check/lighthouse.mjs bench [route ...]   `npm run bench:lighthouse`: performance score, LCP,
 *       CLS, TBT, JavaScript bytes and LCP element of each route (default: BENCH_ROUTES, one page of
 *       every page type): each figure the median of its RUNS runs (default 3), with the range of TBT
 *       (the figure that moves most with the machine) and the LCP element of the median LCP's run,
 *       between the machine's load (uptime) before and after, and followed by Lighthouse's
 *       benchmark index of the machine's CPU over the runs. A measurement: never judges the figures.
 *   node scripts/check/lighthouse.mjs gate [route ...]    scripts/test/all's gate (docs/quality.md,
 *       "Lighthouse"): accessibility, best practices and SEO must each be exactly 100 on every
 *       route (default: every page type, BENCH_ROUTES), but for the audits EXEMPT names, each with
 *       its reason (the noindex pages' is-crawlable); prints each failing audit with the elements it
 *       names, exits 1 on any.
 *
 * Build first (gatsby build). Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
 * Plain JavaScript, run by node: Lighthouse serialises its own functions into the page, and tsx's
 * transform of them (a __name helper) breaks that; so it cannot use the TypeScript test helpers.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, serveSite } from './serve-site.mjs'

// Debian's Chromium (tests/helpers/chromium.ts); Lighthouse keeps its own few flags, those of every figure measured so far.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? createRequire(import.meta.url)('../../tests/helpers/chromium.json').path
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')

const GATED = ['accessibility', 'best-practices', 'seo']
/**
 * The audits a route fails by design, each with its reason: pages kept out of search engines on
 * purpose (`robots: noindex`, SPEC 3.2) fail SEO's is-crawlable and nothing else.
 */
const EXEMPT = {
  '/search': { 'is-crawlable': 'noindex: result pages are for visitors, not for search engines (src/pages/search.tsx)' },
  '/404.html': { 'is-crawlable': 'noindex: the page of an address that does not exist (src/pages/404.tsx)' },
}
/**
 * One page of every page type (SPEC 3), the benchmark's default: landing, blog post, blog index,
 * article, guide, case study, academy course, feature update, legal, job offer, careers, pricing,
 * the quote form, search, the design system and the 404 page.
 */
export const BENCH_ROUTES = [
  '/',
  '/blog/why-125khz-prox-cards-are-easy-to-clone',
  '/blog',
  '/resources/how-to-audit-door-access-logs',
  '/guides/physical-access-control-systems',
  '/customers/vantage-labs',
  '/academy/courses/managing-users-and-roles',
  '/updates/visitor-qr-passes',
  '/legal/terms',
  '/careers/senior-embedded-firmware-engineer-door-readers-2187301',
  '/careers',
  '/pricing',
  '/quote',
  '/search',
  '/laika',
  // The 404 page itself, as the server sends it for any unknown address (Lighthouse stops on a 404 status).
  '/404.html',
]

async function main() {
  const [mode, ...args] = process.argv.slice(2)
  if (mode !== 'bench' && mode !== 'gate') {
    console.error('usage: node scripts/check/lighthouse.mjs bench|gate [route ...]')
    return 2
  }
  if (mode === 'bench') {
    if (!existsSync(path.join(ROOT, 'public/index.html'))) {
      console.error('No build in public/: run gatsby build first')
      return 1
    }
    // The machine's load: the figures move with it.
    execFileSync('uptime', { stdio: 'inherit' })
  }
  // Both default to every page type (accessibility, best practices and SEO at 100 on each).
  const routes = args.length > 0 ? args : BENCH_ROUTES
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort())
  const site = await serveSite(port)
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const run = async (route, categories) => {
    const result = await lighthouse(`${site.url}${route}`, {
      port: chrome.port,
      onlyCategories: [...categories],
      output: 'json',
      logLevel: 'error',
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
    return result.lhr
  }
  try {
    return mode === 'bench' ? await bench(routes, run) : await gate(routes, run)
  } finally {
    await chrome.kill()
    site.kill()
  }
}

async function bench(routes, run) {
  const runs = Number(process.env.RUNS) || 3
  console.log(
    `${'route'.padEnd(48)} perf  LCP (ms)  CLS     TBT (ms)  TBT range  JS (KiB)  LCP element  (each the median of ${runs} runs, mobile; JS: every script of the load, as transferred)`,
  )
  // Lighthouse's measure of the machine's CPU in each run (higher is faster): what the load average
  // misses, such as a host whose other tenants slow this one down.
  const benchmarks = []
  for (const route of routes) {
    const results = []
    for (let i = 0; i < runs; i++) {
      const lhr = await run(route, ['performance'])
      benchmarks.push(lhr.environment?.benchmarkIndex ?? NaN)
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
      const js = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0)
      // The LCP element: the first table of the audit names its node.
      const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      const element = lcpNode
        ? `${lcpNode.nodeLabel ?? ''}`.slice(0, 40).replace(/\s+/g, ' ') + ` <${(lcpNode.snippet ?? '').match(/^<(\w+)/)?.[1] ?? '?'}>`
        : '?'
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        js,
        element,
      })
    }
    // Each figure's own median (the upper one of an even count) over the runs that measured it (Lighthouse
    // now and then gives no TBT), not the figures of one run.
    const median = (key) => {
      const measured = results.filter((r) => Number.isFinite(r[key])).sort((a, b) => a[key] - b[key])
      return measured[Math.floor(measured.length / 2)] ?? { [key]: NaN, element: '?' }
    }
    const lcpRun = median('lcp')
    const m = { score: median('score').score, lcp: lcpRun.lcp, cls: median('cls').cls, tbt: median('tbt').tbt, js: median('js').js }
    const tbts = results.map((r) => r.tbt).filter(Number.isFinite)
    const range =
      tbts.length === 0
        ? 'none'
        : `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}${tbts.length < results.length ? ` (${tbts.length} runs)` : ''}`
    console.log(
      `${route.padEnd(48)} ${String(m.score).padStart(4)}  ${m.lcp.toFixed(0).padStart(8)}  ${m.cls.toFixed(3).padEnd(6)}  ${m.tbt.toFixed(0).padStart(8)}  ${range.padStart(9)}  ${(m.js / 1024).toFixed(1).padStart(8)}  ${lcpRun.element}`,
    )
  }
  const indexes = benchmarks.filter(Number.isFinite).sort((a, b) => a - b)
  if (indexes.length > 0)
    console.log(
      `Lighthouse's CPU benchmark index (benchmarkIndex, higher is faster): median ${indexes[Math.floor(indexes.length / 2)].toFixed(0)}, ${indexes[0].toFixed(0)}–${indexes.at(-1).toFixed(0)} over ${indexes.length} runs`,
    )
  execFileSync('uptime', { stdio: 'inherit' })
  return 0
}

/** The elements an audit names (node selectors or URLs), for the failure message. */
function itemsOf(details) {
  const items = details?.items ?? []
  return items.slice(0, 8).map((item) => {
    const node = item.node
    const text = node?.selector ?? item.url ?? item.source ?? item.description ?? JSON.stringify(item).slice(0, 160)
    return String(typeof text === 'object' ? JSON.stringify(text).slice(0, 160) : text)
  })
}

async function gate(routes, run) {
  let failures = 0
  console.log(`${'route'.padEnd(48)}${GATED.map((c) => c.padStart(16)).join('')}`)
  for (const route of routes) {
    const lhr = await run(route, GATED)
    const scores = GATED.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100))
    console.log(`${route.padEnd(48)}${scores.map((s) => String(s).padStart(16)).join('')}`)
    for (const category of GATED) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
        const exempt = EXEMPT[route]?.[audit.id]
        if (exempt) {
          console.log(`  ${route} ${category}: ${audit.id} fails by design, not counted: ${exempt}`)
          continue
        }
        failures++
        console.error(`  ${route} ${category}: ${audit.id}: ${audit.title}`)
        for (const item of itemsOf(audit.details)) console.error(`      ${item}`)
      }
    }
  }
  if (failures > 0) console.error(`lighthouse gate: ${failures} failing audit(s); accessibility, best practices and SEO must be 100`)
  return failures > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`lighthouse: ${err.stack ?? err.message}`)
    process.exit(2)
  },
)
