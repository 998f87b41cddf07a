import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

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

/** More distinct inline scripts than this means one differs per page: the header would grow with the site. */
export const MAX_INLINE_SCRIPTS = 16

export interface BuiltInlineScripts {
  digests: string[]
  pages: number
}

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Gatsby's slice fragments are stitched into the pages, which are scanned themselves.
      if (entry.name !== '_gatsby') htmlFiles(full, out)
    } else if (entry.name.endsWith('.html')) out.push(full)
  }
  return out
}

/**
 * The distinct digests of every inline script of every HTML file in `publicDir`. Throws when
 * there are more than MAX_INLINE_SCRIPTS of them, naming a page of the one that varies.
 */
export function builtInlineScripts(publicDir: string): BuiltInlineScripts {
  const firstSeen = new Map<string, string>()
  const files = htmlFiles(publicDir)
  for (const file of files) {
    for (const text of inlineScripts(readFileSync(file, 'utf8'))) {
      const digest = scriptDigest(text)
      if (!firstSeen.has(digest)) firstSeen.set(digest, file)
    }
  }
  if (firstSeen.size > MAX_INLINE_SCRIPTS) {
    const sample = [...firstSeen.entries()].slice(-3).map(([, file]) => path.relative(publicDir, file))
    throw new Error(
      `The built HTML has ${firstSeen.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): one differs per page ` +
        `and its hashes would not fit the Content-Security-Policy; seen last in ${sample.join(', ')}`,
    )
  }
  return { digests: [...firstSeen.keys()].sort(), pages: files.length }
}
