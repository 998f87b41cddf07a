import { spawnSync } from 'node:child_process'
import path from 'node:path'

// `npm run content:check` prints every problem of a dataset with its document `_id` and field,
// and fails on bad data (docs/dataset.md). The problems themselves are the
// loader's (tests/unit/node/cms/validate.test.ts).
const ROOT = path.join(__dirname, '../../../..')
const FIXTURE = path.join(ROOT, 'tests/fixtures/content-check')
const tsx = path.join(ROOT, 'node_modules/.bin/tsx')

describe('content:check', () => {
  it('exits non-zero on the bad fixture, printing every problem with its document id', () => {
    const run = spawnSync(tsx, ['scripts/check/content.ts', path.join(FIXTURE, 'data.ndjson')], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('CMS document "author.dangling", field "company": refers to "company.gone", which does not exist')
    expect(run.stderr).toContain('CMS document "line 7", field "(line)": not valid JSON')
    expect(run.stderr.trim().split('\n')).toHaveLength(15)
    expect(run.stderr).toContain('content:check: 14 problem(s)')
  })

  it('passes on the shipped dataset', () => {
    const run = spawnSync(tsx, ['scripts/check/content.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CMS_DATASET_PATH: '', CONTENT_DIR: '' },
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^content:check: \d+ documents in .*content\/cms\/data\.ndjson, no problems/)
  })
})
