import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { thinFunctionEntries } from '../../../src/node/function-entries'

/**
 * The thin function entries (docs/forms.md): loaded the way `gatsby serve` loads a function on
 * every request, through Node's own require (not jest's), the bundle is evaluated once.
 */
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'function-entries-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const ENTRY = path.join('[tenant]', 'forms', 'submit', '[formId].js')

function build(body: string): string {
  const functionsDir = path.join(dir, 'functions')
  mkdirSync(path.join(functionsDir, path.dirname(ENTRY)), { recursive: true })
  writeFileSync(path.join(functionsDir, 'manifest.json'), JSON.stringify([{ relativeCompiledFilePath: ENTRY, functionRoute: '[tenant]/forms/submit/[formId]' }]))
  writeFileSync(path.join(functionsDir, ENTRY), body)
  return functionsDir
}

/** A bundle as webpack writes it: each evaluation makes new exports. */
const bundle = (answer: string) => `'use strict'\nmodule.exports = { default: () => ${JSON.stringify(answer)}, config: { bodyParser: {} }, loadedAt: Symbol('load') }\n`

/**
 * Loads `entry` `times` times as Gatsby's functions middleware does on each request (middleware.js:
 * delete it from require.cache, require it again), in a separate Node process: jest's own module
 * registry would stand in for Node's. With `rebuild`, the function is rebuilt (a new bundle, made
 * thin) before the last load.
 */
function serveRequests(entry: string, times: number, rebuild?: { functionsDir: string; bundle: string }) {
  const middleware = path.join(dir, 'middleware.js')
  writeFileSync(middleware, 'exports.load = (file) => { delete require.cache[require.resolve(file)]; return require(file) }\nexports.self = module\n')
  const script = `
    const middleware = require(${JSON.stringify(middleware)})
    const rebuild = ${JSON.stringify(rebuild ?? null)}
    const loads = []
    for (let i = 0; i < ${times}; i++) {
      if (rebuild && i === ${times - 1}) {
        require('node:fs').writeFileSync(${JSON.stringify(entry)}, rebuild.bundle)
        require(${JSON.stringify(path.resolve(__dirname, '../../../src/node/function-entries.ts'))}).thinFunctionEntries(rebuild.functionsDir)
      }
      loads.push(middleware.load(${JSON.stringify(entry)}))
    }
    console.log(JSON.stringify({
      evaluations: new Set(loads.map((l) => l.loadedAt)).size,
      answers: loads.map((l) => l.default()),
      config: loads[0].config,
      entriesKept: middleware.self.children.filter((child) => child.filename === ${JSON.stringify(entry)}).length,
    }))`
  const output = execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { encoding: 'utf8' })
  return JSON.parse(output) as { evaluations: number; answers: string[]; config: unknown; entriesKept: number }
}

describe('thinFunctionEntries', () => {
  it('makes each entry require its bundle, which Node then evaluates once however often the entry is re-required', () => {
    const functionsDir = build(bundle('first'))
    const entry = path.join(functionsDir, ENTRY)
    // Without the thin entry, every request evaluates the bundle again.
    expect(serveRequests(entry, 3).evaluations).toBe(3)

    expect(thinFunctionEntries(functionsDir)).toEqual([entry])
    const bundles = readdirSync(path.dirname(entry)).filter((f) => f.endsWith('.bundle.js'))
    expect(bundles).toEqual([expect.stringMatching(/^\[formId\]\.[0-9a-f]{16}\.bundle\.js$/)])
    expect(readFileSync(path.join(path.dirname(entry), bundles[0] as string), 'utf8')).toBe(bundle('first'))

    expect(serveRequests(entry, 3)).toEqual({
      evaluations: 1,
      answers: ['first', 'first', 'first'],
      config: { bodyParser: {} },
      // The re-required entries do not pile up in the middleware's \`children\`.
      entriesKept: 0,
    })
  })

  it('leaves thin entries alone, and a rebuild is picked up by a running server', () => {
    const functionsDir = build(bundle('first'))
    const entry = path.join(functionsDir, ENTRY)
    thinFunctionEntries(functionsDir)
    const thin = readFileSync(entry, 'utf8')
    expect(thinFunctionEntries(functionsDir)).toEqual([])
    expect(readFileSync(entry, 'utf8')).toBe(thin)
    expect(serveRequests(entry, 3, { functionsDir, bundle: bundle('rebuilt') }).answers).toEqual(['first', 'first', 'rebuilt'])
  })

  it('does nothing without compiled functions', () => {
    expect(thinFunctionEntries(path.join(dir, 'none'))).toEqual([])
  })
})
