import { execFileSync } from 'node:child_process'
import path from 'node:path'

// docs/architecture.md, "Boundaries": each rule of .dependency-cruiser.cjs, broken once in
// tests/fixtures/lint/ (a small tree shaped like the repository's), is caught, and nothing else is.
const ROOT = path.resolve(__dirname, '../../..')
const FIXTURE = path.join(ROOT, 'tests/fixtures/lint')

interface Violation {
  rule: { name: string }
  from: string
  to: string
}

function violations(): Violation[] {
  // The CLI, as `npm run lint` runs it: dependency-cruiser is an ES module, which jest's CommonJS cannot import.
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/depcruise'),
    ['--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', 'src'],
    { cwd: FIXTURE, encoding: 'utf8' },
  )
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations
}

describe('the boundaries between kinds of code (.dependency-cruiser.cjs)', () => {
  const found = violations()

  it.each([
    ['browser-imports-node', 'src/components/breaks-browser-imports-node.ts', 'src/node/build-only.ts'],
    ['node-imports-components', 'src/node/breaks-node-imports-components.ts', 'src/components/Widget.tsx'],
    ['laika-component-private', 'src/components/breaks-laika-component-private.ts', 'src/components/laika/Pill/Pill.ts'],
    ['navigation-private', 'src/components/breaks-navigation-private.ts', 'src/components/navigation/main/menu-state.ts'],
    ['no-circular', 'src/lib/breaks-no-circular.ts', 'src/lib/circle-partner.ts'],
  ])('%s catches %s', (rule, from, to) => {
    expect(found).toContainEqual(expect.objectContaining({ rule: expect.objectContaining({ name: rule }) as unknown, from, to }))
  })

  it('reports nothing but the files that break a rule on purpose', () => {
    expect(found.map((v) => `${v.rule.name} ${v.from}`).sort()).toEqual([
      'browser-imports-node src/components/breaks-browser-imports-node.ts',
      'laika-component-private src/components/breaks-laika-component-private.ts',
      'navigation-private src/components/breaks-navigation-private.ts',
      'no-circular src/lib/breaks-no-circular.ts',
      'node-imports-components src/node/breaks-node-imports-components.ts',
    ])
  })
})
