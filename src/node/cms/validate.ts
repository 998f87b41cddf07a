import { checkImageId, ImageIdError } from '../../lib/cloudinary'
import { buildSeo, SeoError } from '../../lib/seo'
import { seoInputOf, type SeoSource } from '../content/seo-input'
import { CmsDataError } from './errors'
import { BANNER_INTENTIONS, FEATURE_ICONS } from './content-types'
import { BODY_BLOCK_TYPES, MENU_ITEM_TYPES, MODEL, SECTION_FIELDS, SECTION_TYPES } from './model'
import type { CmsTypeName } from './queries'
import type { CmsDocument } from './resolve-references'

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Each element of `items` must be an object whose `_type` is one of `allowed`. */
function checkTypedArray(doc: CmsDocument, field: string, items: unknown, allowed: readonly string[]): void {
  if (items === undefined || items === null) return
  if (!Array.isArray(items)) throw new CmsDataError(doc._id, field, 'must be a list')
  items.forEach((item, i) => {
    const type = (item as { _type?: unknown } | null)?._type
    if (typeof type !== 'string' || !allowed.includes(type)) {
      throw new CmsDataError(
        doc._id,
        `${field}[${i}]._type`,
        `unknown type ${JSON.stringify(type)}; expected one of ${allowed.join(', ')}`,
      )
    }
  })
}

/** Rich text nested inside body blocks (table cells, quotes) holds plain text blocks only. */
function checkNestedBlocks(doc: CmsDocument, field: string, body: unknown[]): void {
  body.forEach((block, i) => {
    const b = block as Record<string, unknown>
    const at = `${field}[${i}]`
    if (b._type === 'figureTable') {
      const rows = (b.rows ?? []) as { cells?: { blocks?: unknown }[] }[]
      rows.forEach((row, r) =>
        (row.cells ?? []).forEach((cell, c) => checkTypedArray(doc, `${at}.rows[${r}].cells[${c}].blocks`, cell.blocks, ['block'])),
      )
    }
    if (b._type === 'actionBanner' && !(BANNER_INTENTIONS as readonly unknown[]).includes(b.intention)) {
      throw new CmsDataError(doc._id, `${at}.intention`, `${JSON.stringify(b.intention)} is not one of ${BANNER_INTENTIONS.join(', ')}`)
    }
    if (b._type === 'authorQuote') checkTypedArray(doc, `${at}.blocks`, b.blocks, ['block'])
    if (b._type === 'authorQuoteBlock') checkTypedArray(doc, `${at}.body`, b.body, ['block'])
  })
}

/**
 * A landing page's sections (README, "Content model"): a known type with its required fields, and
 * the rules a visitor would notice broken: one highlighted pricing plan, comparison rows as wide
 * as their columns, feature icons and banner intentions from their lists.
 */
function checkSections(doc: CmsDocument): void {
  checkTypedArray(doc, 'sections', doc.sections, SECTION_TYPES)
  const sections = (doc.sections ?? []) as Record<string, unknown>[]
  sections.forEach((section, i) => {
    const at = `sections[${i}]`
    const type = section._type as keyof typeof SECTION_FIELDS
    for (const field of SECTION_FIELDS[type]) {
      if (isMissing(section[field])) throw new CmsDataError(doc._id, `${at}.${field}`, `is required for ${type} sections`)
    }
    if (type === 'pricingPlans') {
      const highlighted = (section.plans as { highlighted?: boolean }[]).filter((plan) => plan.highlighted === true).length
      if (highlighted !== 1) throw new CmsDataError(doc._id, `${at}.plans`, `must highlight exactly one plan (found ${highlighted})`)
    }
    if (type === 'comparisonTable') {
      const width = (section.columns as unknown[]).length
      ;(section.rows as { values?: unknown[] }[]).forEach((row, r) => {
        if (row.values?.length !== width) throw new CmsDataError(doc._id, `${at}.rows[${r}].values`, `must hold ${width} values, one per column`)
      })
    }
    if (type === 'featureGrid') {
      ;(section.items as { icon?: unknown }[]).forEach((item, n) => {
        if (item.icon !== undefined && !(FEATURE_ICONS as readonly unknown[]).includes(item.icon)) {
          throw new CmsDataError(doc._id, `${at}.items[${n}].icon`, `${JSON.stringify(item.icon)} is not one of ${FEATURE_ICONS.join(', ')}`)
        }
      })
    }
  })
}

/**
 * A route is a path without a trailing slash (the site's policy, see gatsby-config), lower case,
 * without query string, fragment or spaces. '/' is the home page.
 */
export function hrefProblem(href: unknown): string | undefined {
  if (typeof href !== 'string') return 'must be a string'
  if (href === '/') return undefined
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(href)) {
    return `"${href}" must be a lower-case path like /blog/my-post: slash first, no trailing slash, query or spaces`
  }
  return undefined
}

/**
 * Internal links anywhere in a document (rich-text links, buttons, menu entries) follow the same
 * policy as routes; a query string or fragment may follow the path.
 */
function checkInternalLinks(doc: CmsDocument, value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkInternalLinks(doc, item, `${path}[${i}]`))
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      if (key === 'href' && typeof child === 'string' && child.startsWith('/') && at !== 'href') {
        const problem = hrefProblem(child.replace(/[?#].*$/, ''))
        if (problem) throw new CmsDataError(doc._id, at, problem)
      } else {
        checkInternalLinks(doc, child, at)
      }
    }
  }
}

/**
 * SPEC 5.6: a page's metadata is built at load once, so a bad SEO value fails the build naming
 * the document (the site URL does not change what is checked).
 */
function checkSeo(doc: CmsDocument): void {
  try {
    buildSeo(seoInputOf(doc as unknown as SeoSource, '', null))
  } catch (err) {
    if (err instanceof SeoError) throw new CmsDataError(doc._id, `seo.${err.key}`, err.message)
    throw err
  }
}

/**
 * SPEC 5.7: an image's Cloudinary id (`clId`, on image objects and figures) is a non-empty string;
 * an internal link (SPEC 2.10) points to a document with a page.
 */
function checkImagesAndInternalLinks(doc: CmsDocument, value: unknown, at: string): void {
  if (Array.isArray(value)) return value.forEach((item, i) => checkImagesAndInternalLinks(doc, item, `${at}[${i}]`))
  if (!value || typeof value !== 'object') return
  const object = value as Record<string, unknown>
  if ('clId' in object) {
    try {
      checkImageId(object.clId)
    } catch (err) {
      if (err instanceof ImageIdError) throw new CmsDataError(doc._id, `${at}.clId`, err.message)
      throw err
    }
  }
  if (object._type === 'internalLink' && typeof object.href !== 'string') {
    throw new CmsDataError(doc._id, `${at}.reference`, 'must point to a document that has a page (an href)')
  }
  for (const [key, child] of Object.entries(object)) checkImagesAndInternalLinks(doc, child, at ? `${at}.${key}` : key)
}

/**
 * Checks one document of a known type against the content model. Throws `CmsDataError` naming
 * the document id and the field, so a bad document fails the build instead of publishing a
 * half-built page.
 */
export function validateDocument(type: CmsTypeName, doc: CmsDocument): void {
  const model = MODEL[type]
  for (const field of model.required) {
    if (isMissing(doc[field])) throw new CmsDataError(doc._id, field, `is required for ${type} documents`)
  }
  for (const [field, allowed] of Object.entries(model.enums ?? {})) {
    const value = doc[field]
    if (value !== undefined && value !== null && !allowed.includes(value as string)) {
      throw new CmsDataError(doc._id, field, `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`)
    }
  }
  if (model.template) {
    const problem = hrefProblem(doc.href)
    if (problem) throw new CmsDataError(doc._id, 'href', problem)
  }
  checkInternalLinks(doc, doc, '')
  checkImagesAndInternalLinks(doc, doc, '')
  if (model.template) checkSeo(doc)
  if ('body' in doc) {
    checkTypedArray(doc, 'body', doc.body, BODY_BLOCK_TYPES)
    if (Array.isArray(doc.body)) checkNestedBlocks(doc, 'body', doc.body)
  }
  if (type === 'page') checkSections(doc)
  if (type === 'navBarMenu') {
    const columns = doc.columns as { items?: unknown }[]
    columns.forEach((column, i) => checkTypedArray(doc, `columns[${i}].items`, column.items ?? [], MENU_ITEM_TYPES))
  }
  if (type === 'abCampaign') {
    const variations = doc.variations as { name?: unknown; chance?: unknown }[]
    variations.forEach((v, i) => {
      if (typeof v.name !== 'string' || !v.name) throw new CmsDataError(doc._id, `variations[${i}].name`, 'is required')
      if (typeof v.chance !== 'number' || v.chance < 0 || v.chance > 100) {
        throw new CmsDataError(doc._id, `variations[${i}].chance`, 'must be a percentage between 0 and 100')
      }
    })
  }
}

/** Every page has exactly one document: two documents with one href fail, naming both. */
export function checkUniqueHrefs(docs: CmsDocument[]): void {
  const seen = new Map<string, string>()
  for (const doc of docs) {
    if (typeof doc.href !== 'string') continue
    const other = seen.get(doc.href)
    if (other) {
      throw new CmsDataError(doc._id, 'href', `"${doc.href}" is also the href of document "${other}"; each page needs its own href`)
    }
    seen.set(doc.href, doc._id)
  }
}

/** Links between documents (projected ids, see queries.ts) must point to an existing document of the right type. */
export function checkLinks(byType: Map<CmsTypeName, CmsDocument[]>): void {
  const typeOf = new Map<string, string>()
  for (const docs of byType.values()) for (const d of docs) typeOf.set(d._id, d._type)
  for (const [type, docs] of byType) {
    for (const [field, target] of Object.entries(MODEL[type].links ?? {})) {
      for (const doc of docs) {
        const id = doc[field]
        if (id === undefined || id === null) continue
        const found = typeOf.get(id as string)
        const name = field.replace(/Ref$/, '')
        if (!found) throw new CmsDataError(doc._id, name, `refers to "${String(id)}", which does not exist`)
        if (found !== target) throw new CmsDataError(doc._id, name, `refers to "${String(id)}" of type ${found}; expected type ${target}`)
      }
    }
  }
}
