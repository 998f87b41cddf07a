import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtFiles } from '../../src/node/built-files'
import { parseNdjson } from '../../src/node/cms/embedded-transport'
import { PUBLIC } from '../helpers/built-site'

// docs/publishing.md: drafts are for `npm run preview` only. Nothing of a draft, and no Draft
// badge, is in the production build (the draft's own URL answers 404: tests/e2e/templates.spec.ts).

test('no page or page data of the build holds a draft or the Draft badge', () => {
  const dataset = process.env.CMS_DATASET_PATH ?? path.join(__dirname, '../../content/cms/data.ndjson')
  const text = readFileSync(dataset, 'utf8')
  const drafts = parseNdjson(text, { drafts: true }).documents.filter((d) => typeof d._originalId === 'string')
  // The dataset needs a draft to test this.
  expect(drafts.length).toBeGreaterThan(0)
  const files = builtFiles(PUBLIC, { keep: (name) => name.endsWith('.html') || name.endsWith('.json') })
  expect(files.length).toBeGreaterThan(0)
  const found: string[] = []
  for (const file of files) {
    const content = readFileSync(file, 'utf8')
    const where = path.relative(PUBLIC, file)
    if (content.includes('data-draft-badge')) found.push(`${where}: data-draft-badge`)
    if (content.includes('"cmsDraft"')) found.push(`${where}: "cmsDraft"`)
    for (const draft of drafts) {
      if (typeof draft.heading === 'string' && content.includes(draft.heading)) found.push(`${where} shows ${draft._originalId as string}`)
    }
  }
  expect(found).toEqual([])
})
