import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type HeaderRule, withInlineScriptHashes } from './security-headers'
import { builtInlineScripts } from './inline-scripts'

/**
 * The headers a build is served with: gatsby-config's `headers` declaration with the build's
 * inline-script and inline-style hashes filled in (src/node/security/security-headers.ts). Written after every build
 * (onPostBuild); read by the site's adapters (./adapter.ts), which fill the hashes into what
 * Netlify and `npm run serve` apply, so both apply exactly what the build declared (docs/deploy.md).
 */
export const SERVED_HEADERS_FILE = '.cache/security-headers.json'

export interface ServedHeaders {
  headers: HeaderRule[]
  /** The base64 SHA-256 digests of the build's inline scripts. */
  inlineScripts: string[]
  /** The base64 SHA-256 digests of the build's inline `<style>` elements. */
  inlineStyles: string[]
}

/** The digests of the last build's HTML files (inline-scripts.ts, InlineScriptsCache). */
export const INLINE_SCRIPTS_CACHE_FILE = '.cache/inline-scripts.json'

export function writeServedHeaders(root: string, declared: readonly HeaderRule[]): ServedHeaders & { pages: number; read: number } {
  const { digests, styleDigests, pages, read } = builtInlineScripts(path.join(root, 'public'), path.join(root, INLINE_SCRIPTS_CACHE_FILE))
  const served: ServedHeaders = {
    headers: withInlineScriptHashes(declared, digests, styleDigests),
    inlineScripts: digests,
    inlineStyles: styleDigests,
  }
  const file = path.join(root, SERVED_HEADERS_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(served, null, 2)}\n`)
  return { ...served, pages, read }
}

export function readServedHeaders(root: string): ServedHeaders {
  const file = path.join(root, SERVED_HEADERS_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${SERVED_HEADERS_FILE} is missing: build the site first (npm run build)`)
  }
  return JSON.parse(text) as ServedHeaders
}
