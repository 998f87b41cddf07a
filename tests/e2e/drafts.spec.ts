import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { builtFiles } from '../../src/node/built-files'
import { parseNdjson } from '../../src/node/cms/embedded-transport'

// docs/publishing.md: drafts are for `npm run preview` only. Nothing of a draft, and no Draft
// badge, is in the production build (the draft's own URL answers 404: templates.spec.ts).
const PUBLIC = path.join(__dirname, '../../public')

test('no page or page data of the build holds a draft or the Draft badge', () => {
  const dataset = process.env.CMS_DATASET_PATH ?? path.join(__dirname, '../../content/cms/data.ndjson')
  const text = readFileSync(dataset, 'utf8')
  const drafts = parseNdjson(text, { drafts: true }).documents.filter((d) => typeof d._originalId === 'string')
  expect(drafts.length, 'the dataset needs a draft to test this').toBeGreaterThan(0)
  const files = builtFiles(PUBLIC, { keep: (name) => name.endsWith('.html') || name.endsWith('.json') })
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const content = readFileSync(file, 'utf8')
    expect(content, file).not.toContain('data-draft-badge')
    expect(content, file).not.toContain('"cmsDraft"')
    for (const draft of drafts) {
      if (typeof draft.heading === 'string') expect(content, `${file} shows ${draft._originalId as string}`).not.toContain(draft.heading)
    }
  }
})
