import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { builtFiles, HTML_BYTES } from '../built-files'

/**
 * The inline scripts of the built HTML, for the Content-Security-Policy's hashes
 * (src/node/security/security-headers.ts, docs/deploy.md). Only scripts the browser runs count: a
 * `<script>` without `src` whose type is empty, a JavaScript MIME type or `module`, and the
 * speculation rules, which CSP's script-src governs too. JSON-LD and other data blocks are never
 * executed, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules'])

/**
 * An attribute in a start tag's attribute text: its value in one of the three groups, or none when
 * it has no value. The patterns' whitespace is HTML's, ASCII only (not `\s`, which also matches
 * U+00A0), so they match the same in a file read byte for byte (HTML_BYTES), where U+00A0 is the
 * second byte of "à".
 */
const attributePattern = (name: string): RegExp =>
  new RegExp(`(?:^|[\\t\\n\\f\\r ])${name}(?:[\\t\\n\\f\\r ]*=[\\t\\n\\f\\r ]*(?:"([^"]*)"|'([^']*)'|([^\\t\\n\\f\\r "'>]+)))?`, 'i')
const ATTRIBUTES = { src: attributePattern('src'), type: attributePattern('type') }

function attribute(attrs: string, name: keyof typeof ATTRIBUTES): string | undefined {
  const match = ATTRIBUTES[name].exec(attrs)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** The base64 SHA-256 digest CSP's `'sha256-…'` source takes: of the script's text as UTF-8, or of its bytes. */
export function scriptDigest(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('base64')
}

/** The texts of the inline scripts one HTML document would run. */
export function inlineScripts(html: string): string[] {
  const texts: string[] = []
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== undefined) continue
    const type = (attribute(attrs, 'type') ?? '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    texts.push(text)
  }
  return texts
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style[\t\n\f\r ]*>/gi

/** The texts of the inline `<style>` elements of one HTML document (CSP's style-src-elem hashes them). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, text = '']) => text)
}

/** More distinct inline scripts than this means one differs per page: the header would grow with the site. */
export const MAX_INLINE_SCRIPTS = 16

export interface BuiltInlineScripts {
  digests: string[]
  /** The digests of the inline `<style>` elements, held to the same limit. */
  styleDigests: string[]
  pages: number
}

/**
 * public/'s own folders that hold no page (Gatsby's slice fragments, which the pages include, are
 * skipped at any depth): its page data and static files, and Pagefind's bundle; at 10,000 pages
 * they are tens of thousands of folders and files.
 */
const NOT_PAGES = ['page-data', 'static', 'pagefind']

/**
 * What Preact's streaming renderer writes for a lazy part that suspended during the build: the
 * part, hidden, at the end of the body, and an inline script of its own that moves it into place.
 * The page's content must be in place in the HTML (forms post without JavaScript), so nothing the
 * build renders may be lazily loaded.
 */
const SUSPENDED_PART = /<preact-island\b/i

/** The digests of one HTML file's inline scripts and styles, as of its size and modification time. */
interface FileDigests {
  stamp: string
  scripts: string[]
  styles: string[]
}

/**
 * The digests of the last build's HTML files, by path: a file with the same size and modification
 * time is not read again. A warm build that rewrote no page reads no page (at 10,000 pages, reading
 * and scanning all of them took a warm build tens of seconds: docs/architecture.md).
 */
export interface InlineScriptsCache {
  /** CACHE_VERSION: other patterns, other digests. */
  version: string
  files: Record<string, FileDigests>
}

/** Changed whenever what this module reads of a page changes, so the cache of the last build is not used. */
export const CACHE_VERSION = '2'

function readCache(file: string | undefined, version: string): InlineScriptsCache['files'] {
  if (!file) return {}
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as InlineScriptsCache
    return cache.version === version ? cache.files : {}
  } catch {
    return {}
  }
}

/** One file's digests, read from it; throws on a part the build rendered out of place (SUSPENDED_PART). */
function fileDigests(publicDir: string, file: string, stamp: string): FileDigests {
  const html = readFileSync(file, HTML_BYTES)
  if (SUSPENDED_PART.test(html)) {
    throw new Error(
      `${path.relative(publicDir, file)}: a lazily loaded part suspended while the page was built, so its HTML is at the end ` +
        'of the body, hidden, behind an inline script (import it, do not load it lazily)',
    )
  }
  const digest = (text: string) => scriptDigest(Buffer.from(text, HTML_BYTES))
  return { stamp, scripts: inlineScripts(html).map(digest), styles: inlineStyles(html).map(digest) }
}

/**
 * The distinct digests of every inline script of every HTML file in `publicDir`. Throws when
 * there are more than MAX_INLINE_SCRIPTS of them, naming a page of the one that varies, and when
 * a page holds a part the build rendered out of place (SUSPENDED_PART). Given a cache file, only
 * the files that changed since the last call are read (InlineScriptsCache).
 */
export function builtInlineScripts(publicDir: string, cacheFile?: string, version = CACHE_VERSION): BuiltInlineScripts & { read: number } {
  const cached = readCache(cacheFile, version)
  const files: InlineScriptsCache['files'] = {}
  const scripts = new Map<string, string>()
  const styles = new Map<string, string>()
  let read = 0
  // Gatsby's slice fragments are stitched into the pages, which are scanned themselves.
  for (const file of builtFiles(publicDir, { skipFolders: ['_gatsby'], skipTopFolders: NOT_PAGES })) {
    const relative = path.relative(publicDir, file)
    const { size, mtimeNs } = statSync(file, { bigint: true })
    const stamp = `${size}:${mtimeNs}`
    let digests = cached[relative]
    if (digests?.stamp !== stamp) {
      digests = fileDigests(publicDir, file, stamp)
      read += 1
    }
    files[relative] = digests
    for (const digest of digests.scripts) if (!scripts.has(digest)) scripts.set(digest, file)
    for (const digest of digests.styles) if (!styles.has(digest)) styles.set(digest, file)
  }
  for (const [kind, firstSeen] of [
    ['scripts', scripts],
    ['styles', styles],
  ] as const) {
    if (firstSeen.size > MAX_INLINE_SCRIPTS) {
      const sample = [...firstSeen.entries()].slice(-3).map(([, file]) => path.relative(publicDir, file))
      throw new Error(
        `The built HTML has ${firstSeen.size} different inline ${kind} (at most ${MAX_INLINE_SCRIPTS}): one differs per page ` +
          `and its hashes would not fit the Content-Security-Policy; seen last in ${sample.join(', ')}`,
      )
    }
  }
  if (cacheFile) {
    mkdirSync(path.dirname(cacheFile), { recursive: true })
    writeFileSync(cacheFile, JSON.stringify({ version, files } satisfies InlineScriptsCache))
  }
  return { digests: [...scripts.keys()].sort(), styleDigests: [...styles.keys()].sort(), pages: Object.keys(files).length, read }
}
