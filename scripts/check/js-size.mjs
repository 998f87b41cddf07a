// Initial JavaScript per page type of a built site (docs/quality.md, "JavaScript budget"): the
// scripts a page loads before anything is used (Gatsby's `app` chunk group plus the page
// component's group, from public/webpack.stats.json and each page's page-data.json), raw and
// gzipped, and the chunks that hold the search code. scripts/bench/js-size prints it;
// scripts/check/js-budget holds it to scripts/check/js-budget.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// The search code: chunks holding react-instantsearch's widgets, the Pagefind client or Algolia's
// client, the module choosing between them (it names Pagefind's script), and the search button's
// own chunk, with its keyboard shortcuts (fetched while the page hydrates). Pagefind's own script
// is not webpack's: it is in public/pagefind/ (scripts/bench/js-size).
const SEARCH_MARKERS = ['ais-Highlight', 'excerptEllipsis', 'x-algolia-agent', 'pagefind.js', 'Control+K Meta+K']

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

/**
 * Measures public/ (`pub`). Returns one row per page component: its files, raw and gzip bytes and
 * pages; the search chunks; and a sizeOf(file) for the caller. Throws when there is no build.
 */
export function measureInitialJs(pub) {
  const statsFile = path.join(pub, 'webpack.stats.json')
  if (!existsSync(statsFile)) throw new Error(`No ${statsFile}: run a production build first (npm run build).`)
  const groups = JSON.parse(readFileSync(statsFile, 'utf8')).namedChunkGroups

  const sizes = new Map()
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(path.join(pub, file))
      sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, body: body.toString('utf8') })
    }
    return sizes.get(file)
  }
  const jsOf = (group) => (groups[group]?.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js'))

  // Every page's component chunk, from its page-data.json.
  const pagesByComponent = pagesByPageComponent(pub)

  const appFiles = jsOf('app')
  const rows = [...pagesByComponent.entries()]
    .map(([chunk, pages]) => {
      const files = [...new Set([...appFiles, ...jsOf(chunk)])]
      const raw = files.reduce((n, f) => n + sizeOf(f).raw, 0)
      const gzip = files.reduce((n, f) => n + sizeOf(f).gzip, 0)
      return { component: chunk.replace(/^component---/, ''), pages: pages.sort(), files, raw, gzip }
    })
    .sort((a, b) => a.component.localeCompare(b.component))

  // Only this build's chunks: public/ may still hold an earlier build's (gatsby build does not
  // empty it). An async chunk `<id>-<hash>.js` is this build's when the runtime maps id to hash.
  const runtime = appFiles
    .filter((f) => f.startsWith('webpack-runtime-'))
    .map((f) => sizeOf(f).body)
    .join('')
  const named = new Set(Object.values(groups).flatMap((g) => (g.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name))))
  const current = (f) => {
    const m = /^(\d+)-([0-9a-f]+)\.js$/.exec(f)
    return named.has(f) || (m !== null && runtime.includes(`${m[1]}:"${m[2]}"`))
  }
  const searchChunks = readdirSync(pub)
    .filter((f) => f.endsWith('.js') && current(f))
    .filter((f) => SEARCH_MARKERS.some((m) => sizeOf(f).body.includes(m)))
  return { rows, appFiles, searchChunks, sizeOf }
}

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
