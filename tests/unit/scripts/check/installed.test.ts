import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// scripts/check/installed.mjs, which eslint.config.mjs runs before it lints (docs/quality.md, "Lint
// and format"): what of package-lock.json node_modules lacks or holds at another version.
const ROOT = path.join(__dirname, '../../../..')

/** installedDifferences(root), run by Node itself: the module is an ES module, which jest's CommonJS cannot import. */
function differences(root: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import { installedDifferences } from ${JSON.stringify(path.join(ROOT, 'scripts/check/installed.mjs'))}
       console.log(JSON.stringify(installedDifferences(${JSON.stringify(root)})))`,
    ],
    { encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as string[]
}

function install(root: string, where: string, version: string): void {
  mkdirSync(path.join(root, where), { recursive: true })
  writeFileSync(path.join(root, where, 'package.json'), JSON.stringify({ name: where.split('node_modules/').pop(), version }))
}

describe('the install against package-lock.json', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'installed-'))
    writeFileSync(
      path.join(root, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': { name: 'site', workspaces: ['studio'] },
          'node_modules/express': { version: '4.22.3' },
          'node_modules/@types/express': { version: '4.17.25', dev: true },
          'node_modules/gatsby/node_modules/debug': { version: '3.2.7' },
          'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
          'node_modules/studio': { resolved: 'studio', link: true },
          studio: { name: 'studio' },
        },
      }),
    )
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds nothing when every locked package is installed at its version', () => {
    install(root, 'node_modules/express', '4.22.3')
    install(root, 'node_modules/@types/express', '4.17.25')
    install(root, 'node_modules/gatsby/node_modules/debug', '3.2.7')
    expect(differences(root)).toEqual([])
  })

  it('names each package missing or at another version, nested ones too, and leaves out optional ones and links', () => {
    install(root, 'node_modules/express', '4.22.3')
    install(root, 'node_modules/gatsby/node_modules/debug', '4.4.0')
    expect(differences(root)).toEqual([
      'node_modules/@types/express: not installed (4.17.25 locked)',
      'node_modules/gatsby/node_modules/debug: 4.4.0 installed, 3.2.7 locked',
    ])
  })
})
