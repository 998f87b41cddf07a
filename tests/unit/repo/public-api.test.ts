import { spawnSync } from 'node:child_process'
import path from 'node:path'

// docs/quality.md, "Lint and format": the public-API rule of eslint.config.mjs catches each private
// module path, underscore global and renderer internal planted in tests/fixtures/lint/public-api/,
// on the line it is planted, and not the public entry points beside them.
const ROOT = path.resolve(__dirname, '../../..')
const FIXTURES = 'tests/fixtures/lint/public-api'
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax', 'no-restricted-properties'])

interface LintResult {
  filePath: string
  messages: { ruleId: string | null; line: number; message: string; fatal?: boolean }[]
}

function reported(): { where: string; message: string }[] {
  // The CLI, as `npm run lint` runs it: eslint.config.mjs is an ES module, which jest's CommonJS cannot import.
  // --no-ignore: the config leaves tests/fixtures/lint/ out of `npm run lint`.
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--no-ignore', '--format', 'json', FIXTURES], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  const results = JSON.parse(run.stdout) as LintResult[]
  return results.flatMap((result) =>
    result.messages
      .filter((m) => m.fatal || (m.ruleId !== null && RULES.has(m.ruleId)))
      .map((m) => ({ where: `${path.basename(result.filePath)}:${m.line} ${m.ruleId ?? 'fatal'}`, message: m.message })),
  )
}

describe('the public-API rule (eslint.config.mjs)', () => {
  const found = reported()
  const where = found.map((f) => f.where)

  it("catches a dependency's private modules, imported, exported, required or resolved", () => {
    expect(where.filter((w) => w.startsWith('breaks-private-modules'))).toEqual([
      'breaks-private-modules.mjs:9 no-restricted-imports',
      'breaks-private-modules.mjs:10 no-restricted-imports',
      'breaks-private-modules.mjs:11 no-restricted-imports',
      'breaks-private-modules.mjs:12 no-restricted-imports',
      'breaks-private-modules.mjs:13 no-restricted-syntax',
      'breaks-private-modules.mjs:14 no-restricted-syntax',
      'breaks-private-modules.mjs:15 no-restricted-syntax',
      'breaks-private-modules.mjs:16 no-restricted-syntax',
    ])
  })

  it("catches Gatsby's underscore globals, read, written, indexed or destructured", () => {
    expect(where.filter((w) => w.startsWith('breaks-underscore-globals'))).toEqual([
      'breaks-underscore-globals.js:5 no-restricted-syntax',
      'breaks-underscore-globals.js:6 no-restricted-syntax',
      'breaks-underscore-globals.js:7 no-restricted-syntax',
      'breaks-underscore-globals.js:8 no-restricted-syntax',
      'breaks-underscore-globals.js:10 no-restricted-syntax',
    ])
  })

  it("catches Preact's and React's renderer internals and Preact's precompiled JSX", () => {
    expect(where.filter((w) => w.startsWith('breaks-renderer-internals'))).toEqual([
      'breaks-renderer-internals.js:7 no-restricted-syntax',
      'breaks-renderer-internals.js:8 no-restricted-syntax',
      'breaks-renderer-internals.js:9 no-restricted-syntax',
      'breaks-renderer-internals.js:10 no-restricted-syntax',
      'breaks-renderer-internals.js:11 no-restricted-syntax',
      'breaks-renderer-internals.js:12 no-restricted-properties',
      'breaks-renderer-internals.js:13 no-restricted-syntax',
      'breaks-renderer-internals.js:14 no-restricted-syntax',
      'breaks-renderer-internals.js:15 no-restricted-syntax',
      'breaks-renderer-internals.js:16 no-restricted-syntax',
      'breaks-renderer-internals.js:17 no-restricted-syntax',
    ])
  })

  it('says why, and where the rule is written down', () => {
    expect(found.length).toBeGreaterThan(0)
    for (const { message } of found) expect(message).toContain('docs/quality.md, "Lint and format"')
  })
})
