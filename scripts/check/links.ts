/**
 * The internal link check of the built site (docs/quality.md, "Internal links"): every href, src
 * and srcset entry of a built page that points to the site itself must resolve to a file in
 * public/, under the one trailing-slash policy (docs/architecture.md: never; `/x` is
 * public/x/index.html or public/x.html), and a `#id` must name an element of the target page.
 * checkInternalLinks is pure: the caller reads the files. Run, this file is the gate on every built
 * page of public/: prints each broken link with its page; exits 1 on any.
 * Usage: tsx scripts/check/links.ts [public-dir]     (build first)
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readServiceSettings } from '../../src/config/site-config'
import { decodeEntities } from '../../src/lib/util/html-entities'
import { htmlFiles } from '../../tests/helpers/built-site'

/** A URL found in a page: the attribute it came from and its value, entities decoded. */
export interface FoundUrl {
  attr: 'href' | 'src' | 'srcset'
  value: string
}

/** A link that does not resolve: the page it is on (public/-relative file), the URL, and why. */
export interface BrokenLink {
  page: string
  url: string
  reason: string
}

/** The markup without comments, or the bodies of scripts and styles (their text is not links). */
function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1</style>')
}

/** Every start tag's attributes: name="value", name='value' or name=value. */
const TAG = /<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g
const ATTR = /([^\s=/>]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+))?/g

function attributes(html: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const tag of markupOnly(html).matchAll(TAG)) {
    for (const a of (tag[1] ?? '').matchAll(ATTR)) {
      if (a[2] === undefined) continue
      out.push([(a[1] ?? '').toLowerCase(), decodeEntities(a[3] ?? a[4] ?? a[2])])
    }
  }
  return out
}

/**
 * The URLs of a srcset, as HTML parses it: a URL runs to whitespace (a trailing comma ends the
 * candidate), then descriptors run to the next comma. So `a,2x.png 2x` is one URL.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let i = 0
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i] ?? '')) i++
    let j = i
    while (j < srcset.length && !/\s/.test(srcset[j] ?? '')) j++
    let url = srcset.slice(i, j)
    const ended = url.endsWith(',')
    url = url.replace(/,+$/, '')
    if (url) urls.push(url)
    i = j
    if (!ended) {
      while (i < srcset.length && srcset[i] !== ',') i++
    }
  }
  return urls
}

/** The URLs of a page's href, src and srcset attributes (a srcset gives one URL per candidate). */
export function extractUrls(html: string): FoundUrl[] {
  const urls: FoundUrl[] = []
  for (const [name, value] of attributes(html)) {
    if (name === 'href' || name === 'src') urls.push({ attr: name, value: value.trim() })
    else if (name === 'srcset' || name === 'imagesrcset') {
      for (const url of srcsetUrls(value)) urls.push({ attr: 'srcset', value: url })
    }
  }
  return urls
}

/** The ids (and legacy `a name`s) a page's markup defines, which a `#fragment` may name. */
export function extractIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const [name, value] of attributes(html)) if (name === 'id' || name === 'name') ids.add(value)
  return ids
}

/** Where a URL points on the site: its path and fragment, or null for another site or scheme. */
export function sitePath(url: string, pagePath: string, siteOrigins: readonly string[]): { path: string; hash: string } | null {
  if (url === '' || /^(mailto|tel|sms|javascript|data|blob):/i.test(url)) return null
  const base = 'http://site.invalid'
  let parsed: URL
  try {
    parsed = new URL(url, base + pagePath)
  } catch {
    return { path: url, hash: '' }
  }
  if (parsed.origin !== base && !siteOrigins.includes(parsed.origin)) return null
  return { path: parsed.pathname, hash: parsed.hash.slice(1) }
}

/**
 * The public/-relative files a site path may be served from (docs/architecture.md, trailingSlash
 * 'never'): `/` is index.html; `/x` is x/index.html or x.html (a page) or the file x itself (an asset).
 * A path ending in '/' other than the home page breaks the policy, so it has none.
 */
export function candidateFiles(pathname: string): string[] {
  let p: string
  try {
    p = decodeURIComponent(pathname)
  } catch {
    p = pathname
  }
  if (p === '/') return ['index.html']
  if (p.endsWith('/')) return []
  const rel = p.replace(/^\/+/, '')
  return [`${rel}/index.html`, `${rel}.html`, rel]
}

/** The page path a built HTML file serves: x/index.html is /x, index.html is /. */
export function pagePathOf(file: string): string {
  const p =
    '/' +
    file
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
  return p === '/' ? '/' : p.replace(/\/$/, '')
}

/**
 * Checks every page: `pages` maps a public/-relative HTML file to its markup, `exists` says whether
 * a public/-relative file exists. Fragments are checked on HTML targets only.
 */
export function checkInternalLinks(
  pages: ReadonlyMap<string, string>,
  exists: (file: string) => boolean,
  siteOrigins: readonly string[] = [],
): BrokenLink[] {
  const idsOf = new Map<string, Set<string>>()
  const ids = (file: string): Set<string> | undefined => {
    const html = pages.get(file)
    if (html === undefined) return undefined
    if (!idsOf.has(file)) idsOf.set(file, extractIds(html))
    return idsOf.get(file)
  }
  const broken: BrokenLink[] = []
  for (const [page, html] of pages) {
    const seen = new Set<string>()
    for (const { value } of extractUrls(html)) {
      if (seen.has(value)) continue
      seen.add(value)
      const target = sitePath(value, pagePathOf(page), siteOrigins)
      if (!target) continue
      const candidates = candidateFiles(target.path)
      if (candidates.length === 0) {
        broken.push({ page, url: value, reason: "ends in '/' (the trailing-slash policy is never)" })
        continue
      }
      const file = candidates.find(exists)
      if (!file) {
        broken.push({ page, url: value, reason: `no file in public/ (looked for ${candidates.join(', ')})` })
        continue
      }
      if (target.hash !== '' && file.endsWith('.html')) {
        const targetIds = ids(file)
        let hash = target.hash
        try {
          hash = decodeURIComponent(hash)
        } catch {
          // An undecodable fragment is looked up as written.
        }
        if (targetIds && !targetIds.has(hash)) broken.push({ page, url: value, reason: `no element with id "${hash}" on ${file}` })
      }
    }
  }
  return broken
}

/** The gate on a built site (default public/): 0 when every internal link resolves, 1 when one does not, 2 without a build. */
function main(): number {
  const root = path.join(__dirname, '../..')
  const pub = path.resolve(process.argv[2] ?? path.join(root, 'public'))
  if (!existsSync(path.join(pub, 'index.html'))) {
    console.error(`check-links: no ${path.join(pub, 'index.html')}: run a production build first`)
    return 2
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
    return 1
  }
  console.log(`check-links: ${pages.size} pages, every internal href, src and srcset resolves in ${pub}`)
  return 0
}

if (require.main === module) process.exit(main())
