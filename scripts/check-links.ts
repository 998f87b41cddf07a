/**
 * Quality gate (docs/quality.md, "Internal links"): every href, src and srcset entry of every
 * built page in public/ that points to the site resolves to a file in public/, and every
 * `#fragment` to an element of its page. Prints each broken link with its page; exits 1 on any.
 * Usage: tsx scripts/check-links.ts [public-dir]     (build first)
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readServiceSettings } from '../src/config/site-config'
import { htmlFiles } from '../tests/helpers/built-site'
import { checkInternalLinks } from './quality/internal-links'

const root = path.join(__dirname, '..')
const pub = path.resolve(process.argv[2] ?? path.join(root, 'public'))
if (!existsSync(path.join(pub, 'index.html'))) {
  console.error(`check-links: no ${path.join(pub, 'index.html')}: run a production build first`)
  process.exit(2)
}
const pages = new Map<string, string>()
for (const file of htmlFiles(pub)) pages.set(path.relative(pub, file).split(path.sep).join('/'), readFileSync(file, 'utf8'))
const exists = (file: string): boolean => {
  const full = path.join(pub, file)
  return full.startsWith(pub + path.sep) && existsSync(full) && statSync(full).isFile()
}
const siteOrigin = new URL(readServiceSettings(process.env, root).siteUrl).origin
const broken = checkInternalLinks(pages, exists, [siteOrigin])
for (const b of broken) console.error(`${b.page}: ${b.url}: ${b.reason}`)
if (broken.length > 0) {
  console.error(`check-links: ${broken.length} broken internal link(s) in ${pages.size} pages`)
  process.exit(1)
}
console.log(`check-links: ${pages.size} pages, every internal href, src and srcset resolves in ${pub}`)
