#!/usr/bin/env node
/**
 * The one measure of a built site's JavaScript (docs/quality.md, "JavaScript budget"): each page's
 * initial JavaScript (the scripts its HTML links: webpack's runtime, the islands it loads at start,
 * the islands' entry; docs/islands.md), raw and gzipped, by page type; the chunks that hold the
 * search code; and the whole load of a route in Chromium. Two modes, as scripts/check/lighthouse.mjs:
 *
 *   node scripts/check/js-size.mjs bench [public-dir]   `npm run bench:js-size`: the figures of each
 *       page type, the search chunks and whether any page loads one up front (docs/search.md:
 *       never), Pagefind's bundle. A measurement, not a test: exits non-zero only when the build
 *       output is missing.
 *   node scripts/check/js-size.mjs gate [public-dir]    scripts/test/all's gate: every page's initial
 *       JavaScript, gzipped, within scripts/check/js-budget.json (one limit for pages with a form or
 *       search, one for the others); the search code out of every page's initial JavaScript and
 *       within its own budget; the whole load of the routes of `wholeLoadKiB` within theirs. Prints
 *       each page type against its limit; exits 1 on any over.
 *
 * Default public-dir: public/ of the repository (build first). Chromium (gate): CHROMIUM_PATH
 * (default /usr/bin/chromium). scripts/bench/css-size.mjs and scripts/bench/search.ts import
 * pagesByPageComponent and measureInitialJs from here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const here = path.dirname(fileURLToPath(import.meta.url))
// Debian's Chromium and its offline flags: the tests' one list (tests/helpers/chromium.ts).
const chromiumSettings = createRequire(import.meta.url)('../../tests/helpers/chromium.json')
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.path

// The search code: chunks holding react-instantsearch's widgets, the module that picks the client
// (it imports Pagefind's own script, pagefind.js), the Pagefind client (it reads Pagefind's
// `weighted_locations`) or Algolia's client, and the search button's island, with its keyboard
// shortcuts. Pagefind's script is not a chunk of the build: it is
// in public/pagefind/, with the index.
const SEARCH_MARKERS = ['ais-Highlight', 'pagefind.js', 'weighted_locations', 'x-algolia-agent', 'Control+K Meta+K']

/** The islands whose pages hold a form or search (src/islands/registry.ts), which have the higher limit. */
export const FORM_OR_SEARCH_ISLANDS = ['lead-form', 'hubspot-form', 'search-page']

/**
 * The built pages of public/ (`pub`) by page component: its chunk name (`componentChunkName`) to
 * the paths of its pages, from every page's page-data.json, in directory order.
 */
export function pagesByPageComponent(pub) {
  const pages = new Map()
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (name === 'page-data.json') {
        const data = JSON.parse(readFileSync(file, 'utf8'))
        const list = pages.get(data.componentChunkName) ?? []
        list.push(data.path)
        pages.set(data.componentChunkName, list)
      }
    }
  }
  walk(path.join(pub, 'page-data'))
  return pages
}

/** The HTML file of a page's path in public/. */
function htmlOf(pub, pagePath) {
  const file = path.join(pub, pagePath, 'index.html')
  if (existsSync(file)) return file
  const flat = path.join(pub, `${pagePath}.html`)
  return existsSync(flat) ? flat : null
}

/**
 * Measures public/ (`pub`). Returns one row per page type (page component) with each of its pages:
 * the scripts its HTML links, their raw and gzip bytes, and the islands it has; the search chunks;
 * and a sizeOf(file) for the caller. Throws when there is no build.
 */
export function measureInitialJs(pub) {
  if (!existsSync(path.join(pub, 'page-data')))
    throw new Error(`No ${path.join(pub, 'page-data')}: run a production build first (npm run build).`)
  const sizes = new Map()
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(path.join(pub, file))
      sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, body: body.toString('utf8') })
    }
    return sizes.get(file)
  }
  const rows = []
  const linked = new Set()
  for (const [chunk, paths] of pagesByPageComponent(pub)) {
    const pages = paths.sort().flatMap((pagePath) => {
      const file = htmlOf(pub, pagePath)
      if (!file) return []
      const html = readFileSync(file, 'utf8')
      const files = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"?#]+\.js)"/g)].map((m) => m[1])
      for (const f of files) linked.add(f)
      const islands = [...new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => m[1]))]
      return [
        {
          path: pagePath,
          files,
          islands,
          raw: files.reduce((n, f) => n + sizeOf(f).raw, 0),
          gzip: files.reduce((n, f) => n + sizeOf(f).gzip, 0),
        },
      ]
    })
    if (pages.length > 0) rows.push({ component: chunk.replace(/^component---/, ''), pages })
  }
  rows.sort((a, b) => a.component.localeCompare(b.component))

  // Only this build's chunks: public/ may still hold an earlier build's (gatsby build does not empty
  // it). A chunk is this build's when a page links it, or the runtime the pages link maps it.
  const runtime = [...linked]
    .filter((f) => f.startsWith('webpack-runtime-'))
    .map((f) => sizeOf(f).body)
    .join('')
  const current = (f) => {
    if (linked.has(f)) return true
    const m = /^(.+)-([0-9a-f]{20})\.js$/.exec(f)
    return m !== null && runtime.includes(m[2])
  }
  const searchChunks = readdirSync(pub)
    .filter((f) => f.endsWith('.js') && current(f))
    .filter((f) => SEARCH_MARKERS.some((m) => sizeOf(f).body.includes(m)))
  return { rows, searchChunks, sizeOf }
}

/** Whether a page holds a form or search: it has the higher limit. */
export const hasFormOrSearch = (page) => page.islands.some((name) => FORM_OR_SEARCH_ISLANDS.includes(name))

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`

/**
 * The JavaScript of a page's whole load: every script the page fetches from the site until the
 * network is idle, its initial chunks and those it loads on its own (the lead form's code, the
 * search code, Pagefind's script and worker), gzipped as the files of public/ are. Loaded in Chromium from
 * `npm run serve`'s server, as a first-time visitor who has not chosen about cookies, without
 * clicking anything. For each route: the site's script files it loaded (paths under public/) and
 * their gzip bytes, by `sizeOf`.
 */
export async function measureWholeLoad(routes, sizeOf) {
  // Loaded here, not above: the modules that import this one for its measures need no browser.
  const { chromium } = await import('playwright-core')
  const { freePort, serveSite } = await import('./serve-site.mjs')
  const site = await serveSite(await freePort())
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumSettings.args })
  try {
    const results = []
    for (const route of routes) {
      const page = await browser.newPage()
      const files = new Set()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === site.url && url.pathname.endsWith('.js') && response.ok()) files.add(decodeURIComponent(url.pathname.slice(1)))
      })
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' })
      await page.close()
      const list = [...files].sort()
      results.push({ route, files: list, gzip: list.reduce((n, f) => n + sizeOf(f).gzip, 0) })
    }
    return results
  } finally {
    await browser.close()
    site.kill()
  }
}

/** `bench`: initial JavaScript per page type, raw and gzipped, the search chunks and Pagefind's bundle. */
function bench(pub) {
  let measured
  try {
    measured = measureInitialJs(pub)
  } catch (err) {
    console.error(err.message)
    return 1
  }
  const { rows, searchChunks, sizeOf } = measured

  console.log(`Initial JavaScript per page type (${pub}): the scripts each page links, gzip (smallest and largest page)`)
  console.log(
    `${'page component'.padEnd(44)} ${'pages'.padStart(5)}  ${'raw max'.padStart(10)}  ${'gzip min'.padStart(9)}  ${'gzip max'.padStart(9)}  largest`,
  )
  for (const r of rows) {
    const largest = r.pages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    const smallest = r.pages.reduce((a, b) => (b.gzip < a.gzip ? b : a))
    console.log(
      `${r.component.padEnd(44)} ${String(r.pages.length).padStart(5)}  ${kib(largest.raw).padStart(10)}  ${kib(smallest.gzip).padStart(9)}  ${kib(largest.gzip).padStart(9)}  ${largest.path}${hasFormOrSearch(largest) ? ' (form or search)' : ''}`,
    )
  }

  const initial = new Set(rows.flatMap((r) => r.pages.flatMap((p) => p.files)))
  console.log('')
  console.log(
    `Search chunks (loaded on use, none up front): ${searchChunks.map((f) => `${f} (${kib(sizeOf(f).gzip)} gzip)`).join(', ') || 'none found'}`,
  )
  const leaked = searchChunks.filter((f) => initial.has(f))
  console.log(
    leaked.length === 0 ? "Search code in any page's initial JavaScript: none" : `Search code in initial JavaScript: ${leaked.join(', ')}`,
  )
  // Pagefind's script, worker and WebAssembly, loaded when search opens, and its index, which the
  // browser fetches in parts, as queries need them (npm run bench:search measures what a visitor loads).
  const bundle = path.join(pub, 'pagefind')
  if (existsSync(bundle)) {
    const files = readdirSync(bundle, { recursive: true })
      .map(String)
      .filter((f) => statSync(path.join(bundle, f)).isFile())
    const size = (list) => list.reduce((n, f) => n + statSync(path.join(bundle, f)).size, 0)
    const scripts = ['pagefind.js', 'pagefind-worker.js'].filter((f) => files.includes(f))
    const scriptsGzip = scripts.reduce((n, f) => n + gzipSync(readFileSync(path.join(bundle, f)), { level: 9 }).length, 0)
    // Pagefind writes its WebAssembly and index files gzipped already.
    const wasm = files.filter((f) => f === 'wasm.en.pagefind')
    console.log(`Pagefind's script and worker (loaded on first use): ${kib(scriptsGzip)} gzip; its WebAssembly: ${kib(size(wasm))}`)
    const index = files.filter((f) => /\.pf_|pagefind-entry\.json$/.test(f))
    console.log(`Pagefind's index (loaded on first use): ${kib(size(index))} in ${index.length} files, fetched as queries need them`)
  }
  return 0
}

/** `gate`: every page type, the search chunks and the whole loads against scripts/check/js-budget.json. */
async function gate(pub) {
  const budgetFile = path.join(here, 'js-budget.json')
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'))
  let measured
  try {
    measured = measureInitialJs(pub)
  } catch (err) {
    console.error(`check-js-budget: ${err.message}`)
    return 2
  }
  const { rows, searchChunks, sizeOf } = measured
  const KiB = 1024

  /** The limit of one page, in bytes: the higher one when it holds a form or search. */
  const limitOf = (page) =>
    hasFormOrSearch(page)
      ? { bytes: budget.formOrSearchPageKiB * KiB, why: 'form or search' }
      : { bytes: budget.pageKiB * KiB, why: 'no form, no search' }

  const over = []
  console.log(`Initial JavaScript, gzip, against ${path.relative(process.cwd(), budgetFile)}`)
  console.log(`${'page component'.padEnd(44)} ${'gzip max'.padStart(10)} ${'limit'.padStart(10)}  why`)
  for (const row of rows) {
    for (const why of ['no form, no search', 'form or search']) {
      const pages = row.pages.filter((p) => limitOf(p).why === why)
      if (pages.length === 0) continue
      const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
      const limit = limitOf(largest)
      console.log(`${row.component.padEnd(44)} ${kib(largest.gzip).padStart(10)} ${kib(limit.bytes).padStart(10)}  ${why}`)
      const overLimit = pages.filter((p) => p.gzip > limit.bytes)
      if (overLimit.length > 0) {
        const shown =
          overLimit
            .slice(0, 3)
            .map((p) => `${p.path} (${kib(p.gzip)})`)
            .join(', ') + (overLimit.length > 3 ? ` and ${overLimit.length - 3} more` : '')
        over.push(`${row.component}: over ${kib(limit.bytes)} (${why}) on ${shown}`)
      }
    }
  }

  const initial = new Set(rows.flatMap((r) => r.pages.flatMap((p) => p.files)))
  for (const f of searchChunks.filter((f) => initial.has(f)))
    over.push(`search code ${f} is in a page's initial JavaScript (docs/search.md, "Loaded on use")`)
  const searchGzip = searchChunks.reduce((n, f) => n + sizeOf(f).gzip, 0)
  console.log(
    `${'search chunks (on use)'.padEnd(44)} ${kib(searchGzip).padStart(10)} ${kib(budget.searchChunksKiB * KiB).padStart(10)}  ${searchChunks.length} chunk(s)`,
  )
  if (searchGzip > budget.searchChunksKiB * KiB) over.push(`search chunks: ${kib(searchGzip)} > ${budget.searchChunksKiB} KiB`)

  const wholeRoutes = Object.keys(budget.wholeLoadKiB)
  for (const { route, files, gzip } of await measureWholeLoad(wholeRoutes, sizeOf)) {
    const limit = budget.wholeLoadKiB[route] * KiB
    console.log(`${`whole load of ${route}`.padEnd(44)} ${kib(gzip).padStart(10)} ${kib(limit).padStart(10)}  ${files.length} script(s)`)
    if (gzip > limit) over.push(`whole load of ${route}: ${kib(gzip)} > ${kib(limit)} (${files.join(', ')})`)
  }

  if (over.length > 0) {
    for (const line of over) console.error(`over budget: ${line}`)
    console.error(`check-js-budget: ${over.length} over budget; a deliberate increase goes in ${budgetFile}`)
    return 1
  }
  console.log('check-js-budget: every page within budget')
  return 0
}

// Run as a script (not imported for its measures). No top-level await: scripts/bench/search.ts, run by
// tsx as CommonJS, requires this module.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [mode, dir] = process.argv.slice(2)
  const pub = path.resolve(dir ?? path.join(here, '../..', 'public'))
  if (mode !== 'bench' && mode !== 'gate') {
    console.error('usage: node scripts/check/js-size.mjs bench|gate [public-dir]')
    process.exit(2)
  }
  ;(mode === 'bench' ? Promise.resolve(bench(pub)) : gate(pub)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
