import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { checkDataset } from '../../../src/node/content/check-dataset'
import { CODE_ROUTES } from '../../../src/node/content/code-routes'

// Issue 3, point 6: `npm run content:check` names every problem of a dataset with its document
// `_id`, and fails on bad data. The fixture holds one case of each kind of problem.
const ROOT = path.join(__dirname, '../../..')
const FIXTURE = path.join(ROOT, 'tests/fixtures/content-check')
const fixture = (): string => readFileSync(path.join(FIXTURE, 'data.ndjson'), 'utf8')
const tsx = path.join(ROOT, 'node_modules/.bin/tsx')

describe('content:check', () => {
  const problems = checkDataset(fixture(), FIXTURE, CODE_ROUTES)
  const found = (id: string, field: string): string | undefined => problems.find((p) => p.id === id && p.field === field)?.problem

  it.each<[string, string, string, RegExp]>([
    ['a line that is not JSON', 'line 7', '(line)', /^not valid JSON/],
    ['a missing required field', 'blogPost.no-heading', 'heading', /is required for blogPost documents/],
    ['an unknown body block type', 'blogPost.unknown-block', 'body[1]._type', /unknown type "carousel"/],
    ['an unknown section type', 'page.bad-section', 'sections[0]._type', /unknown type "slider"/],
    ['a dangling reference', 'author.dangling', 'company', /refers to "company.gone", which does not exist/],
    ['a reference to the wrong type', 'blogPost.wrong-ref', 'author', /of type company; expected type author/],
    ['two documents with one href', 'page.dup-b', 'href', /"\/about" is also the href of document "page.dup-a"/],
    ['a document at a code route', 'page.code-route', 'href', /"\/blog" is a route the site serves from code/],
    ['a missing image file', 'author.no-file', 'image.asset._sanityAsset', /the file images\/missing-400x400.png is not in/],
    ['an image without alt text', 'blogPost.no-alt', 'mainImage.alt', /every image needs alt text/],
    ['a menu entry that resolves to no page', 'navBarMenu.solutions', 'columns[0].items[0].href', /links to "\/nowhere"/],
    ['a rich-text link to no page', 'blogPost.dead-link', 'body[0].markDefs[0].href', /links to "\/blog\/missing"/],
    ['a missing nav-bar menu', 'navBarMenu.resources', '_id', /resources nav-bar menu document is missing/],
  ])('reports %s with the document id and field', (_, id, field, problem) => {
    expect(found(id, field)).toMatch(problem)
  })

  it('reports nothing else: the valid documents, links to code routes and drafts pass', () => {
    expect(problems).toHaveLength(13)
    expect(problems.map((p) => p.id)).not.toEqual(expect.arrayContaining(['blogPost.ok', 'page.home', 'author.ann', 'drafts.blogPost.ok']))
  })

  it('exits non-zero on the bad fixture, printing every problem with its document id', () => {
    const run = spawnSync(tsx, ['scripts/content-check.ts', path.join(FIXTURE, 'data.ndjson')], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('CMS document "author.dangling", field "company": refers to "company.gone", which does not exist')
    expect(run.stderr).toContain('content:check: 13 problem(s)')
  })

  it('passes on the shipped dataset', () => {
    const run = spawnSync(tsx, ['scripts/content-check.ts'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CMS_DATASET_PATH: '', CONTENT_DIR: '' } })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^content:check: \d+ documents in .*content\/cms\/data\.ndjson, no problems/)
  })
})
