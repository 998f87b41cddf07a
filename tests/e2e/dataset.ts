import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson } from '../../src/node/cms/embedded-transport'
import { MODEL } from '../../src/node/cms/model'
import type { CmsTypeName } from '../../src/node/cms/queries'
import type { CmsDocument } from '../../src/node/cms/resolve-references'
import { readServiceSettings } from '../../src/config/site-config'

/**
 * The embedded dataset the site was built from, so the content tests follow it: each picks the
 * documents that hold the case it checks.
 */
const ROOT = path.join(__dirname, '../..')
const DATASET = path.join(ROOT, 'content/cms/data.ndjson')

export const docs: CmsDocument[] = parseNdjson(readFileSync(DATASET, 'utf8'), DATASET)
export const byId = new Map(docs.map((d) => [d._id, d]))
export const siteUrl = readServiceSettings(process.env, ROOT).siteUrl

/** Documents that are pages (they have a template). */
export const pages = docs.filter((d) => MODEL[d._type as CmsTypeName]?.template)

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
