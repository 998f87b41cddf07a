import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readServiceSettings } from '../../src/config/site-config'
import { parseNdjson } from '../../src/node/cms/embedded-transport'
import { CmsContentError } from '../../src/node/cms/errors'
import { MODEL } from '../../src/node/cms/model'
import { isThisSite } from '../../src/node/cms/projects'
import type { CmsTypeName } from '../../src/node/cms/queries'
import type { CmsDocument } from '../../src/node/cms/resolve-references'

/**
 * The tests' one reader of the embedded dataset the site is built from, so tests derive what a
 * page should show from the data instead of hard-coding counts. Like the build, it leaves drafts
 * out; a line that is not a document fails the test that reads it.
 */
const ROOT = path.join(__dirname, '../..')
export const DATASET = path.join(ROOT, 'content/cms/data.ndjson')

/** The published documents of a dataset file (default: the site's). */
export function readDataset(file: string = DATASET): CmsDocument[] {
  const { documents, problems } = parseNdjson(readFileSync(file, 'utf8'))
  if (problems.length > 0) throw new CmsContentError(problems)
  return documents
}

export const docs: CmsDocument[] = readDataset()
export const byId = new Map(docs.map((d) => [d._id, d]))
export const siteUrl = readServiceSettings(process.env, ROOT).siteUrl

/** Documents that are pages of this site (they have a template; another project's live on the sister site). */
export const pages = docs.filter((d) => MODEL[d._type as CmsTypeName]?.template && isThisSite(d))

/** Documents of another project (SPEC 2.10, 3.3): not pages of this site; links to them go to the sister site. */
export const otherProjectPages = docs.filter((d) => MODEL[d._type as CmsTypeName]?.template && !isThisSite(d))

/** A collection entry as its cards show it: the short title falls back to the heading. */
export interface Entry {
  _id: string
  _type: string
  href: string
  heading: string
  headingAlt: string
  publishedOn?: string
  [field: string]: unknown
}

export function publishedEntries(type: string): Entry[] {
  return docs
    .filter((d) => d._type === type && isThisSite(d))
    .map((d) => ({ ...d, headingAlt: (d.headingAlt ?? d.heading) as string }) as Entry)
}

/** Newest first, then by heading, as the collection pages' queries sort (code-point order, like Gatsby). */
export function newestFirst<T extends Entry>(entries: T[]): T[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...entries].sort((a, b) => cmp(b.publishedOn ?? '', a.publishedOn ?? '') || cmp(a.heading, b.heading))
}

export type Block = { _type: string; _key: string; [field: string]: unknown }
export const bodyOf = (doc: CmsDocument): Block[] => (Array.isArray(doc.body) ? (doc.body as Block[]) : [])

/** The first page whose body holds a block of this type, with that block. */
export function pageWithBlock(type: string, test: (b: Block) => boolean = () => true): { doc: CmsDocument; block: Block } | undefined {
  for (const doc of pages) {
    const block = bodyOf(doc).find((b) => b._type === type && test(b))
    if (block) return { doc, block }
  }
  return undefined
}

/** A reference's target document. */
export const deref = (ref: unknown): CmsDocument | undefined => byId.get((ref as { _ref?: string } | undefined)?._ref ?? '')

/** The text of a portable-text block. */
export const textOf = (b: Block): string => ((b.children as { text?: string }[] | undefined) ?? []).map((c) => c.text ?? '').join('')

/** The CMS legal pages' titles, highest priority first (SPEC 2.5, 7.3). */
export function legalTitlesByPriority(): string[] {
  return docs
    .filter((d) => d._type === 'legalPage')
    .sort((a, b) => (b.priority as number) - (a.priority as number))
    .map((d) => (d.headingAlt ?? d.heading) as string)
}

/** The newest feature update shown in the nav bar (SPEC 3.6: showInNavBar 'no' excludes it). */
export function newestNavBarUpdate(): { title: string; href: string; imageAlt: string } {
  const [newest] = docs
    .filter((d) => d._type === 'featureUpdateArticle' && d.showInNavBar !== 'no')
    .sort((a, b) => String(b.publishedOn).localeCompare(String(a.publishedOn)))
  if (!newest) throw new Error('the dataset needs a feature update shown in the nav bar')
  const imageAlt = (newest.mainImage as { alt: string }).alt
  return { title: (newest.headingAlt ?? newest.heading) as string, href: newest.href as string, imageAlt }
}
