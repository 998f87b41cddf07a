import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Reading what `gatsby-adapter-netlify` writes (docs/deploy.md): `public/_headers`,
 * `public/_redirects` and `.netlify/functions-internal/`, with Netlify's own rules for matching a
 * request path, so the tests and the functions benchmark see the deploy as Netlify serves it.
 */
export const ROOT = path.resolve(__dirname, '../..')
export const FUNCTIONS_INTERNAL = path.join(ROOT, '.netlify/functions-internal')

/**
 * A rule path of `_headers`/`_redirects` as a regular expression: `*` matches the rest of the
 * path, `:name` one segment (Netlify's `getRulePattern`, netlify/cli utils/headers), a trailing
 * `/` is optional.
 */
export function netlifyPattern(rulePath: string): RegExp {
  const parts = rulePath.split('/').filter(Boolean)
  if (parts.length === 0) return /^\/$/
  let pattern = '^'
  for (const part of parts) {
    if (part === '*') {
      pattern += '(?:/.*)?'
      break
    }
    pattern += part.startsWith(':') ? '/([^/]+)' : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
  }
  return new RegExp(`${pattern}/?$`)
}

export interface HeaderRule {
  path: string
  pattern: RegExp
  headers: Record<string, string>
}

/** `_headers`: a path on its own line, then its `  name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: netlifyPattern(decodeURI(line.trim())), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path rule: ${line}`)
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** The headers Netlify sends for `urlPath`: every matching rule, a later one winning (netlify/cli's `headersForPath`). */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers)) as Record<string, string>
}

export interface RedirectRule {
  from: string
  pattern: RegExp
  to: string
  status: string
}

/** `_redirects`: `from  to  status` a line, `#` starts a comment. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/)
      return { from, pattern: netlifyPattern(decodeURI(from)), to, status }
    })
}

/** The Netlify Function a request path is rewritten to (`/.netlify/functions/<name>` with 200), if any; the first match wins. */
export function functionForPath(rules: readonly RedirectRule[], urlPath: string): string | undefined {
  const rule = rules.find((r) => r.pattern.test(urlPath))
  const match = rule?.status === '200' ? /^\/\.netlify\/functions\/([^/]+)$/.exec(rule.to) : null
  return match?.[1]
}

export function readDeployFile(name: '_headers' | '_redirects', root: string = ROOT): string {
  return readFileSync(path.join(root, 'public', name), 'utf8')
}

/**
 * The files a Netlify Function's code is made of: the compiled entry its handler requires
 * (`.cache/functions/…`) and the bundles that entry requires beside it, by literal relative paths
 * that Netlify's bundler follows.
 */
export function functionCode(name: string): { files: string[]; bytes: number } {
  const handler = readFileSync(path.join(FUNCTIONS_INTERNAL, name, `${name}.js`), 'utf8')
  const entry = /const functionModule = require\("([^"]+)"\)/.exec(handler)?.[1]
  if (!entry) throw new Error(`${name}: the handler requires no compiled function`)
  const files = [path.resolve(FUNCTIONS_INTERNAL, name, entry)]
  for (const [, file] of readFileSync(files[0] as string, 'utf8').matchAll(/require\("\.\/([^"]+)"\)/g)) {
    files.push(path.join(path.dirname(files[0] as string), file as string))
  }
  return { files, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) }
}
