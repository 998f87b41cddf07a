import { spawnSync } from 'node:child_process'
import path from 'node:path'

// `npm run studio` and `npm run content:import` need a Sanity project: without one they say what to
// set and exit 1, instead of opening a Studio that can save nothing (docs/studio.md).
const ROOT = path.join(__dirname, '../../../..')
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SANITY_STUDIO_')))

describe('the Studio commands without a Sanity project', () => {
  it('npm run studio says what to set and exits 1', () => {
    const run = spawnSync('node', ['scripts/dev/studio.mjs'], { cwd: ROOT, env, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('set SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET first')
  })

  it('npm run content:import says what to set and exits 1', () => {
    const run = spawnSync('bash', ['scripts/dataset/import'], {
      cwd: ROOT,
      env: { ...env, SANITY_STUDIO_PROJECT_ID: 'abc123' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('set SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET')
  })
})
