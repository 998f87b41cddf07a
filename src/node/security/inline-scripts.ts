import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtFiles } from '../built-files'

/**
 * The inline scripts of the built HTML, for the Content-Security-Policy's hashes
 * (src/lib/security-headers.ts, docs/deploy.md). Only scripts the browser runs count: a
 * `<script>` without `src` whose type is empty, a JavaScript MIME type or `module`. JSON-LD and
 * other data blocks are never executed, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attrs)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** The base64 SHA-256 digest CSP's `'sha256-…'` source takes: of the script's text, as UTF-8. */
export function scriptDigest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/** The texts of the inline scripts one HTML document would run. */
export function inlineScripts(html: string): string[] {
  const texts: string[] = []
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== undefined) continue
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    texts.push(text)
  }
  return texts
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

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
 * What Preact's streaming renderer writes for a lazy part that suspended during the build: the
 * part, hidden, at the end of the body, and an inline script of its own that moves it into place.
 * The page's content must be in place in the HTML (forms post without JavaScript), so the lazy
 * parts are loaded before the render (src/components/hydration/server-preload.ts).
 */
const SUSPENDED_PART = /<preact-island\b/i

/**
 * The distinct digests of every inline script of every HTML file in `publicDir`. Throws when
 * there are more than MAX_INLINE_SCRIPTS of them, naming a page of the one that varies, and when
 * a page holds a part the build rendered out of place (SUSPENDED_PART).
 */
export function builtInlineScripts(publicDir: string): BuiltInlineScripts {
  const scripts = new Map<string, string>()
  const styles = new Map<string, string>()
  // Gatsby's slice fragments are stitched into the pages, which are scanned themselves.
  const files = builtFiles(publicDir, { skipFolders: ['_gatsby'] })
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    if (SUSPENDED_PART.test(html)) {
      throw new Error(
        `${path.relative(publicDir, file)}: a lazily loaded part suspended while the page was built, so its HTML is at the end ` +
          'of the body, hidden, behind an inline script (load it before the render: src/components/hydration/server-preload.ts)',
      )
    }
    for (const text of inlineScripts(html)) {
      const digest = scriptDigest(text)
      if (!scripts.has(digest)) scripts.set(digest, file)
    }
    for (const text of inlineStyles(html)) {
      const digest = scriptDigest(text)
      if (!styles.has(digest)) styles.set(digest, file)
    }
  }
  for (const [kind, firstSeen] of [['scripts', scripts], ['styles', styles]] as const) {
    if (firstSeen.size > MAX_INLINE_SCRIPTS) {
      const sample = [...firstSeen.entries()].slice(-3).map(([, file]) => path.relative(publicDir, file))
      throw new Error(
        `The built HTML has ${firstSeen.size} different inline ${kind} (at most ${MAX_INLINE_SCRIPTS}): one differs per page ` +
          `and its hashes would not fit the Content-Security-Policy; seen last in ${sample.join(', ')}`,
      )
    }
  }
  return { digests: [...scripts.keys()].sort(), styleDigests: [...styles.keys()].sort(), pages: files.length }
}
