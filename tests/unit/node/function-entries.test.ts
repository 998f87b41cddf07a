import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bundleFunctions } from '../../../src/node/function-entries'

/**
 * The functions' bundles (docs/deploy.md, "The functions' bundles"): made from the function's
 * source, behind a thin entry, and loaded the way `gatsby serve` and Netlify's handler load them,
 * through Node's own require (not jest's), in a separate process.
 */
const ROOT = path.resolve(__dirname, '../../..')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'function-entries-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const ENTRY = path.join('[tenant]', 'forms', 'submit', '[formId].js')
const BODY_PARSING = JSON.stringify(path.join(ROOT, 'src/node/forms/body-parsing.ts'))

/** A function's source: answers with `answer`, its params and a run-time setting; counts its evaluations. */
const source = (answer: string, config = `require(${BODY_PARSING}).rawBodyParsing`) => `
const g = globalThis as { evaluations?: number }
g.evaluations = (g.evaluations ?? 0) + 1
export const config = ${config}
export default function fn(req: { params?: unknown }) {
  return { answer: ${JSON.stringify(answer)}, params: req.params, secret: process.env.FUNCTION_SECRET }
}
`

/** A site's compiled functions as Gatsby leaves them: a manifest, the compiled entry, the source. */
function site(fnSource: string): string {
  const functionsDir = path.join(dir, 'functions')
  mkdirSync(path.join(functionsDir, path.dirname(ENTRY)), { recursive: true })
  writeFileSync(path.join(dir, 'submit.ts'), fnSource)
  writeFileSync(
    path.join(functionsDir, 'manifest.json'),
    JSON.stringify([
      { originalAbsoluteFilePath: path.join(dir, 'submit.ts'), relativeCompiledFilePath: ENTRY, matchPath: ':tenant/forms/submit/:formId' },
    ]),
  )
  writeFileSync(path.join(functionsDir, ENTRY), '/* webpack: Gatsby body parsers and the function */')
  return functionsDir
}

/**
 * Loads `entry` `times` times as Gatsby's functions middleware does on each request (delete it
 * from require.cache, require it again) and calls it as Netlify's handler does (`originalUrl` is
 * the request path), in a fresh Node process with FUNCTION_SECRET set. With `rebuild`, the
 * function's source changes and is bundled again before the last load.
 */
function serveRequests(entry: string, times: number, rebuild?: { functionsDir: string; source: string }) {
  const middleware = path.join(dir, 'middleware.js')
  writeFileSync(
    middleware,
    'exports.load = (file) => { delete require.cache[require.resolve(file)]; return require(file) }\nexports.self = module\n',
  )
  const script = `
    const middleware = require(${JSON.stringify(middleware)})
    const answers = []
    ;(async () => {
      for (let i = 0; i < ${times}; i++) {
        if (${JSON.stringify(rebuild)} && i === ${times - 1}) {
          require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'submit.ts'))}, ${JSON.stringify(rebuild?.source ?? '')})
          await require(${JSON.stringify(path.join(ROOT, 'src/node/function-entries.ts'))}).bundleFunctions(${JSON.stringify(ROOT)}, ${JSON.stringify(rebuild?.functionsDir ?? '')})
        }
        const fn = middleware.load(${JSON.stringify(entry)})
        answers.push(fn.default({ originalUrl: '/api/threshold/forms/submit/quote' }, {}))
      }
      const entries = middleware.self.children.filter((child) => child.filename === ${JSON.stringify(entry)}).length
      console.log(JSON.stringify({ evaluations: globalThis.evaluations, answers, entriesKept: entries }))
    })()`
  const output = execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, FUNCTION_SECRET: 'read-at-run-time' },
  })
  return JSON.parse(output) as { evaluations: number; answers: { answer: string; params: unknown; secret: string }[]; entriesKept: number }
}

describe('bundleFunctions', () => {
  it('bundles each function from its source behind a thin entry; Node evaluates the bundle once however often the entry is re-required', async () => {
    const functionsDir = site(source('first'))
    const entry = path.join(functionsDir, ENTRY)
    const [bundled] = await bundleFunctions(ROOT, functionsDir)
    expect(bundled?.entry).toBe(entry)
    const bundles = readdirSync(path.dirname(entry)).filter((f) => f.endsWith('.bundle.js'))
    expect(bundles).toEqual([expect.stringMatching(/^\[formId\]\.[0-9a-f]{16}\.bundle\.js$/)])
    expect(readFileSync(entry, 'utf8')).toContain(`require("./${bundles[0]}")`)

    const served = serveRequests(entry, 3)
    expect(served.evaluations).toBe(1)
    // The route's parameters come from the request path, as Gatsby's own wrapper sets them.
    expect(served.answers).toEqual(
      Array(3).fill({ answer: 'first', params: { tenant: 'threshold', formId: 'quote' }, secret: 'read-at-run-time' }),
    )
    expect(served.entriesKept).toBe(0)
  })

  it('writes no setting of the build environment into a bundle: the function reads it when it runs', async () => {
    const functionsDir = site(source('first'))
    process.env.FUNCTION_SECRET = 'sentinel-from-the-build-environment'
    try {
      const [bundled] = await bundleFunctions(ROOT, functionsDir)
      expect(readFileSync(bundled?.bundle as string, 'utf8')).not.toContain('sentinel-from-the-build-environment')
    } finally {
      delete process.env.FUNCTION_SECRET
    }
  })

  it('leaves Gatsby’s body parsers out, so a function that asks for one is refused, naming its file', async () => {
    const functionsDir = site(source('first', `{ bodyParser: { json: { limit: '1mb' } } }`))
    await expect(bundleFunctions(ROOT, functionsDir)).rejects.toThrow(
      /submit\.ts: a Gatsby Function here reads its own body: export `rawBodyParsing`/,
    )
  })

  it('replaces the previous bundle on a rebuild, which a running server picks up', async () => {
    const functionsDir = site(source('first'))
    const entry = path.join(functionsDir, ENTRY)
    await bundleFunctions(ROOT, functionsDir)
    expect(serveRequests(entry, 3, { functionsDir, source: source('rebuilt') }).answers.map((a) => a.answer)).toEqual([
      'first',
      'first',
      'rebuilt',
    ])
    expect(readdirSync(path.dirname(entry)).filter((f) => f.endsWith('.bundle.js'))).toHaveLength(1)
  })

  it('does nothing without compiled functions', async () => {
    expect(await bundleFunctions(ROOT, path.join(dir, 'none'))).toEqual([])
  })
})
