import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The first line of a thin entry, so a second pass leaves it alone. */
const THIN_MARKER = '// Thin Gatsby Function entry, written after the build by src/node/function-entries.ts.'

/** What this step reads of `.cache/functions/manifest.json`, which Gatsby writes when it compiles src/api. */
interface CompiledFunction {
  relativeCompiledFilePath: string
}

/** Writes `content` under a temporary name first, so a running server never reads half a file. */
function writeWhole(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, file)
}

/**
 * The thin entry's code. Node lists every module a module requires among its `children`, and
 * the server's middleware requires a fresh copy of the entry on each request: the entry takes
 * itself off that list so the copies can be collected (otherwise they pile up, one a request).
 */
function thinEntry(bundleName: string): string {
  return `${THIN_MARKER}
// \`gatsby serve\` deletes this file from require.cache and requires it again on every request;
// the bundle it loads stays in Node's cache, so the function is evaluated once per process
// (docs/forms.md).
'use strict'
const parent = module.parent
if (parent && Array.isArray(parent.children)) {
  const index = parent.children.indexOf(module)
  if (index >= 0) parent.children.splice(index, 1)
}
module.exports = require(${JSON.stringify(`./${bundleName}`)})
`
}

/**
 * Makes every compiled Gatsby Function in `functionsDir` (`.cache/functions`) a one-line entry
 * that requires the compiled bundle, moved beside it under a name with its content hash.
 *
 * Why: `gatsby serve` re-requires a function's compiled file on every request (it deletes it
 * from `require.cache` first, to pick up rebuilds). Each bundle carries Gatsby's own
 * body-parsing wrapper (body-parser, multer, joi, mime-db: about 1.4 MB) besides the forms host,
 * and evaluating it cost 0.5–0.8 s of CPU per request. Through the thin entry the bundle is
 * evaluated once per server process and a request only re-runs the entry. A rebuild writes
 * entries naming new hashes, so a running server still picks it up. The bundles' behaviour is
 * unchanged: the same code, loaded from the same folder.
 *
 * Returns the entries it made thin; entries already thin, or missing, are skipped.
 */
export function thinFunctionEntries(functionsDir: string): string[] {
  const manifestFile = path.join(functionsDir, 'manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as CompiledFunction[]
  const made: string[] = []
  for (const fn of manifest) {
    const entry = path.join(functionsDir, fn.relativeCompiledFilePath)
    if (!existsSync(entry)) continue
    const code = readFileSync(entry, 'utf8')
    if (code.startsWith(THIN_MARKER)) continue
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
    const bundleName = `${path.basename(entry, '.js')}.${hash}.bundle.js`
    writeWhole(path.join(path.dirname(entry), bundleName), code)
    writeWhole(entry, thinEntry(bundleName))
    made.push(entry)
  }
  return made
}
