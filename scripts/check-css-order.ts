/**
 * Quality gate (docs/quality.md, "CSS order"): no two rules of one cascade layer, from two CSS
 * files, decide a property of an element of a built page by their order in the bundle
 * (scripts/quality/css-order.ts). Prints each such pair with a page and element; exits 1 on any.
 * Usage: tsx scripts/check-css-order.ts [public-dir]     (build first)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles } from '../tests/helpers/built-site'
import { checkCssOrder } from './quality/css-order'

const root = path.join(__dirname, '..')
const pub = path.resolve(process.argv[2] ?? path.join(root, 'public'))
if (!existsSync(path.join(pub, 'index.html'))) {
  console.error(`check-css-order: no ${path.join(pub, 'index.html')}: run a production build first`)
  process.exit(2)
}
const pages = new Map<string, string>()
for (const file of htmlFiles(pub)) pages.set(path.relative(pub, file).split(path.sep).join('/'), readFileSync(file, 'utf8'))
// The stylesheets the pages link (public/ may still hold an earlier build's).
const linked = new Set<string>()
for (const html of pages.values())
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"?]+)"/g)) linked.add(m[1] as string)
const css = [...linked]
  .filter((f) => readdirSync(pub).includes(f))
  .map((f) => readFileSync(path.join(pub, f), 'utf8'))
  .join('\n')
const { conflicts, unreadable, rules } = checkCssOrder(css, pages)
for (const s of unreadable) console.error(`check-css-order: cannot match the selector ${s}`)
for (const c of conflicts) console.error(`@layer ${c.layer}: ${c.first} and ${c.second} both set ${c.properties.join(', ')} (${c.example})`)
if (conflicts.length > 0 || unreadable.length > 0) {
  console.error(`check-css-order: ${conflicts.length} pair(s) of rules whose order in the bundle decides the look, in ${pages.size} pages`)
  process.exit(1)
}
console.log(
  `check-css-order: ${rules} selectors of ${[...linked].join(', ')} on ${pages.size} pages; no look depends on the bundle's order`,
)
