#!/usr/bin/env node
// The CSS each page type loads, raw and gzipped: the stylesheets its HTML links and its inline
// <style> elements (the design tokens, the A/B variations), on one page of each page type (the page
// component of its page-data.json). Gatsby bundles all the site's CSS into one file
// (docs/architecture.md, "CSS order"), so a page type's figure changes only with that file or the
// inline styles. Sizes are of files, not timings: one run is exact.
//
// Usage: node scripts/bench/css-size.mjs [public-dir]     (default: public/ of the repository; build first)
// A measurement, not a test: it exits non-zero only when the build output is missing.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { pagesByPageComponent } from '../check/js-size.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const pub = path.resolve(process.argv[2] ?? path.join(root, 'public'))
if (!existsSync(path.join(pub, 'page-data'))) {
  console.error(`No ${path.join(pub, 'page-data')}: run a production build first (npm run build).`)
  process.exit(1)
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
const gzip = (text) => gzipSync(text, { level: 9 }).length

/** One example page per page component: the first path in sort order. */
const pagesByComponent = pagesByPageComponent(pub)

const htmlOf = (page) => {
  const candidates = page === '/' ? ['index.html'] : [`${page.slice(1)}.html`, `${page.slice(1)}/index.html`]
  const file = candidates.map((f) => path.join(pub, f)).find(existsSync)
  return file ? readFileSync(file, 'utf8') : undefined
}

console.log(`CSS per page type (${pub})`)
console.log(
  `${'page component'.padEnd(48)} ${'files'.padStart(5)}  ${'linked raw'.padStart(11)} ${'gzip'.padStart(9)}  ${'inline raw'.padStart(10)} ${'gzip'.padStart(9)}  example`,
)
const rows = [...pagesByComponent.entries()].sort(([a], [b]) => a.localeCompare(b))
for (const [chunk, pages] of rows) {
  const page = pages.sort()[0]
  const html = htmlOf(page)
  if (!html) continue
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean)
  const linked = links.map((href) => readFileSync(path.join(pub, href.split('?')[0]), 'utf8'))
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  const sum = (list, f) => list.reduce((n, t) => n + f(t), 0)
  console.log(
    `${chunk.replace(/^component---/, '').padEnd(48)} ${String(links.length).padStart(5)}  ${kib(sum(linked, (t) => Buffer.byteLength(t))).padStart(11)} ${kib(sum(linked, gzip)).padStart(9)}  ${kib(sum(inline, (t) => Buffer.byteLength(t))).padStart(10)} ${kib(sum(inline, gzip)).padStart(9)}  ${page}`,
  )
}
