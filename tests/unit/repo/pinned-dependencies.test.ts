import fs from 'node:fs'
import path from 'node:path'

// docs/upgrading.md: the packages the build and the browser's code lean on hardest are pinned to one
// exact version, so a fresh `npm install` on another day brings the code the tests ran on. The list is
// read from the doc's table, so the doc and package.json cannot drift apart.
const ROOT = path.resolve(__dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>
}

function pinnedInDoc(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/upgrading.md'), 'utf8')
  const table = doc.slice(doc.indexOf('| package (pinned)'))
  const rows = table.split('\n').filter((line) => line.startsWith('| `'))
  return rows
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string))
    .filter((name) => !name.includes('*'))
}

describe('pinned dependencies (docs/upgrading.md)', () => {
  const pinned = pinnedInDoc()

  it('names the packages the site leans on hardest', () => {
    expect(pinned).toEqual(expect.arrayContaining(['gatsby', 'preact', 'pagefind', 'react', 'react-dom']))
  })

  it.each(pinned)('%s is pinned to one exact version, the one the lock file installs', (name) => {
    const range = pkg.dependencies[name]
    expect(range).toMatch(/^\d+\.\d+\.\d+$/)
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(range)
  })
})
