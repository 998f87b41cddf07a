import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson } from '../../src/node/cms/embedded-transport'

/**
 * The published documents of the embedded dataset the site was built from, so browser tests derive
 * what a page should show from the data instead of hard-coding counts.
 */
export interface Entry {
  _id: string
  _type: string
  href: string
  heading: string
  headingAlt: string
  publishedOn?: string
  [field: string]: unknown
}

const DATASET = path.join(__dirname, '../../content/cms/data.ndjson')

export function publishedEntries(type: string): Entry[] {
  return parseNdjson(readFileSync(DATASET, 'utf8'), DATASET)
    .filter((d) => d._type === type && !d._id.startsWith('drafts.'))
    .map((d) => ({ ...d, headingAlt: (d.headingAlt ?? d.heading) as string }) as Entry)
}

/** Newest first, then by heading, as the collection pages' queries sort (code-point order, like Gatsby). */
export function newestFirst<T extends Entry>(entries: T[]): T[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...entries].sort((a, b) => cmp(b.publishedOn ?? '', a.publishedOn ?? '') || cmp(a.heading, b.heading))
}
