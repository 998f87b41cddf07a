import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { writeWhole } from './built-files'
import { requireFromRoot } from './forms/node-require'
import { assertReadsOwnBody, type FunctionModule } from './function-runtime'

/** The first line of a thin entry. */
const THIN_MARKER = '// Thin Gatsby Function entry, written after the build by src/node/function-entries.ts.'

/** What this step reads of `.cache/functions/manifest.json`, which Gatsby writes when it compiles src/api. */
interface CompiledFunction {
  originalAbsoluteFilePath: string
  relativeCompiledFilePath: string
  matchPath?: string
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

/** The bundle's entry: the function's module behind the wrapper of function-runtime.ts. */
function bundleEntry(fn: CompiledFunction, root: string): string {
  return `
import * as fn from ${JSON.stringify(fn.originalAbsoluteFilePath)}
import { match } from '@gatsbyjs/reach-router'
import { gatsbyFunction } from ${JSON.stringify(path.join(root, 'src/node/function-runtime.ts'))}
module.exports = gatsbyFunction(fn, ${JSON.stringify(fn.matchPath)}, match)
`
}

export interface BundledFunction {
  entry: string
  bundle: string
  bytes: number
}

/**
 * Bundles every Gatsby Function of the build (`functionsDir`, the site's `.cache/functions`) from its source
 * with esbuild, and makes its compiled entry a thin one that requires the bundle, named with its
 * content hash, beside it. Run after Gatsby compiled them (onPostBuild), before the adapter
 * copies them for Netlify (docs/deploy.md, "The functions' bundles").
 *
 * Why not Gatsby's own bundles: each carries Gatsby's body-parsing wrapper (body-parser and
 * iconv-lite's tables, multer and busboy, joi, two copies of mime-db: about 1.2 MB) in front of
 * every function, though every function here reads its own body; a Netlify Function evaluates
 * all of it on each cold start. These bundles hold only what the function imports: the forms
 * host with yup and pg, the webhook with @sanity/webhook. lmdb stays out (native code; loaded
 * from node_modules by the local server, never on Netlify, src/node/forms/host.ts).
 *
 * What stays: `process.env.NODE_ENV` and `process.env.NETLIFY` are written in as they are at
 * build time; every other setting is read when the function runs, so no secret of the build
 * environment is ever written into a bundle. And the thin entry: `gatsby serve` re-requires a
 * function's compiled file on every request, and through it the bundle is evaluated once per
 * server process; a rebuild writes entries naming new hashes, which a running server picks up.
 */
export async function bundleFunctions(
  root: string,
  functionsDir: string = path.join(root, '.cache/functions'),
): Promise<BundledFunction[]> {
  const manifestFile = path.join(functionsDir, 'manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as CompiledFunction[]
  const bundled: BundledFunction[] = []
  for (const fn of manifest) {
    const entry = path.join(functionsDir, fn.relativeCompiledFilePath)
    const result = await build({
      stdin: { contents: bundleEntry(fn, root), loader: 'ts', resolveDir: root, sourcefile: fn.relativeCompiledFilePath },
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      // ESM builds first: reach-router's has no React, which its CommonJS build requires.
      mainFields: ['module', 'main'],
      external: ['lmdb', 'pg-native'],
      define: { 'process.env.NODE_ENV': '"production"', 'process.env.NETLIFY': JSON.stringify(process.env.NETLIFY ?? '') },
      write: false,
      logLevel: 'silent',
    })
    const code = result.outputFiles[0]?.text ?? ''
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
    const bundleName = `${path.basename(entry, '.js')}.${hash}.bundle.js`
    const bundle = path.join(path.dirname(entry), bundleName)
    writeWhole(bundle, code)
    // The bundle just written, loaded as a server will load it.
    assertReadsOwnBody(path.relative(root, fn.originalAbsoluteFilePath), requireFromRoot<FunctionModule>(bundle, root).config)
    writeWhole(entry, thinEntry(bundleName))
    // The earlier builds' bundles of this function: a running server has its copy in memory.
    for (const old of readdirSync(path.dirname(entry))) {
      if (old !== bundleName && old.startsWith(`${path.basename(entry, '.js')}.`) && old.endsWith('.bundle.js'))
        rmSync(path.join(path.dirname(entry), old))
    }
    bundled.push({ entry, bundle, bytes: Buffer.byteLength(code) })
  }
  return bundled
}
