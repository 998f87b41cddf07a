import { site } from '../../config/site-config'
import { checkImageId, ImageIdError } from '../../lib/cloudinary'
import { hubspotFormProblems } from '../../lib/forms/hubspot-embed'
import { buildSeo, SeoError } from '../../lib/seo'
import { CODE_ROUTES } from '../content/code-routes'
import { seoInputOf, type SeoSource } from '../content/seo-input'
import { CmsDataError } from './errors'
import type { SiteWideContent } from './load'
import { BANNER_INTENTIONS, FEATURE_ICONS, LEAD_FORM_IDS } from './content-types'
import { BODY_BLOCK_TYPES, linkName, MENU_ITEM_TYPES, MODEL, REFERENCE_TARGETS, SECTION_FIELDS, SECTION_TYPES } from './model'
import type { CmsTypeName } from './queries'
import type { CmsDocument } from './resolve-references'
import { childPath, eachObject, isDocument } from './walk'

/** Records a problem of one field of the document being checked. */
type Report = (field: string, problem: string) => void

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Each element of `items` must be an object whose `_type` is one of `allowed`. */
function checkTypedArray(report: Report, field: string, items: unknown, allowed: readonly string[]): void {
  if (items === undefined || items === null) return
  if (!Array.isArray(items)) return report(field, 'must be a list')
  items.forEach((item, i) => {
    const type = (item as { _type?: unknown } | null)?._type
    if (typeof type !== 'string' || !allowed.includes(type)) {
      report(`${field}[${i}]._type`, `unknown type ${JSON.stringify(type)}; expected one of ${allowed.join(', ')}`)
    }
  })
}

/** Rich text nested inside body blocks (table cells, quotes) holds plain text blocks only. */
function checkNestedBlocks(report: Report, field: string, body: unknown[]): void {
  body.forEach((block, i) => {
    const b = block as Record<string, unknown>
    const at = `${field}[${i}]`
    if (b._type === 'figureTable') {
      const rows = (b.rows ?? []) as { cells?: { blocks?: unknown }[] }[]
      rows.forEach((row, r) =>
        (row.cells ?? []).forEach((cell, c) => checkTypedArray(report, `${at}.rows[${r}].cells[${c}].blocks`, cell.blocks, ['block'])),
      )
    }
    if (b._type === 'actionBanner' && !(BANNER_INTENTIONS as readonly unknown[]).includes(b.intention)) {
      report(`${at}.intention`, `${JSON.stringify(b.intention)} is not one of ${BANNER_INTENTIONS.join(', ')}`)
    }
    if (b._type === 'authorQuote') checkTypedArray(report, `${at}.blocks`, b.blocks, ['block'])
    if (b._type === 'authorQuoteBlock') checkTypedArray(report, `${at}.body`, b.body, ['block'])
    if (b._type === 'hubspotForm') checkHubspotForm(report, at, b)
  })
}

/** An embedded HubSpot form, block or section: its form id is a HubSpot form GUID (docs/content-model.md). */
function checkHubspotForm(report: Report, at: string, value: Record<string, unknown>): void {
  for (const [field, problem] of hubspotFormProblems(value)) report(`${at}.${field}`, problem)
}

/**
 * A landing page's sections (docs/content-model.md): a known type with its required fields, and
 * the rules a visitor would notice broken: one highlighted pricing plan, comparison rows as wide
 * as their columns, feature icons, banner intentions and lead forms from their lists.
 */
function checkSections(report: Report, doc: CmsDocument): void {
  checkTypedArray(report, 'sections', doc.sections, SECTION_TYPES)
  if (!Array.isArray(doc.sections)) return
  const sections = doc.sections as Record<string, unknown>[]
  sections.forEach((section, i) => {
    const at = `sections[${i}]`
    const type = section._type as keyof typeof SECTION_FIELDS
    // An unknown type is reported above; a section missing a field has nothing more to check.
    const missing = (SECTION_FIELDS[type] ?? []).filter((field) => isMissing(section[field]))
    for (const field of missing) report(`${at}.${field}`, `is required for ${type} sections`)
    if (!SECTION_FIELDS[type] || missing.length > 0) return
    if (type === 'pricingPlans') {
      const highlighted = (section.plans as { highlighted?: boolean }[]).filter((plan) => plan.highlighted === true).length
      if (highlighted !== 1) report(`${at}.plans`, `must highlight exactly one plan (found ${highlighted})`)
    }
    if (type === 'comparisonTable') {
      const width = (section.columns as unknown[]).length
      ;(section.rows as { values?: unknown[] }[]).forEach((row, r) => {
        if (row.values?.length !== width) report(`${at}.rows[${r}].values`, `must hold ${width} values, one per column`)
      })
    }
    if (type === 'hubspotForm') checkHubspotForm(report, at, section)
    if (type === 'leadForm' && !(LEAD_FORM_IDS as readonly unknown[]).includes(section.formId)) {
      report(`${at}.formId`, `${JSON.stringify(section.formId)} is not one of ${LEAD_FORM_IDS.join(', ')}`)
    }
    if (type === 'featureGrid') {
      ;(section.items as { icon?: unknown }[]).forEach((item, n) => {
        if (item.icon !== undefined && !(FEATURE_ICONS as readonly unknown[]).includes(item.icon)) {
          report(`${at}.items[${n}].icon`, `${JSON.stringify(item.icon)} is not one of ${FEATURE_ICONS.join(', ')}`)
        }
      })
    }
  })
}

/**
 * A route is a path without a trailing slash (the site's policy, see gatsby-config), lower case,
 * without query string, fragment or spaces. '/' is the home page.
 */
function hrefProblem(href: unknown): string | undefined {
  if (typeof href !== 'string') return 'must be a string'
  if (href === '/') return undefined
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(href)) {
    return `"${href}" must be a lower-case path like /blog/my-post: slash first, no trailing slash, query or spaces`
  }
  return undefined
}

/**
 * SPEC 5.6: a page's metadata is built at load once, so a bad SEO value fails the build naming
 * the document (the site URL does not change what is checked).
 */
function checkSeo(report: Report, doc: CmsDocument): void {
  try {
    buildSeo(seoInputOf(doc as unknown as SeoSource, '', null))
  } catch (err) {
    if (!(err instanceof SeoError)) throw err
    report(`seo.${err.key}`, err.message)
  }
}

/**
 * The checks of every object inside a document:
 * - an internal link (rich text, button, menu entry) follows the route policy, a query string or
 *   fragment may follow the path, and it leads to a document or a code route;
 * - SPEC 5.7: an image's Cloudinary id (`clId`) is a non-empty string; every image has alt text;
 * - SPEC 2.10: an `internalLink` points to a document with a page (an href);
 * - a reference resolved in place points to a document of the type its field names.
 */
function checkObjects(report: Report, doc: CmsDocument, pages: ReadonlySet<string>): void {
  eachObject(doc, (object, at, key) => {
    const href = object.href
    if (at && typeof href === 'string' && href.startsWith('/')) {
      const target = href.replace(/[?#].*$/, '')
      const problem = hrefProblem(target)
      if (problem) report(childPath(at, 'href'), problem)
      else if (!pages.has(target)) report(childPath(at, 'href'), `links to "${href}", which is neither a document nor a code route`)
    }
    if ('clId' in object) {
      try {
        checkImageId(object.clId)
      } catch (err) {
        if (!(err instanceof ImageIdError)) throw err
        report(childPath(at, 'clId'), err.message)
      }
    }
    if (object.asset !== undefined && (typeof object.alt !== 'string' || !object.alt.trim())) {
      report(childPath(at, 'alt'), 'every image needs alt text')
    }
    if (object._type === 'internalLink' && typeof object.href !== 'string') {
      report(childPath(at, 'reference'), 'must point to a document that has a page (an href)')
    }
    const expected = REFERENCE_TARGETS[key]
    if (at && expected && isDocument(object) && object._type !== expected) {
      report(at, `refers to "${String(object._id)}" of type ${String(object._type)}; expected type ${expected}`)
    }
  })
}

/** Checks one document of a known type against the content model, reporting every problem. */
function checkDocument(report: Report, type: CmsTypeName, doc: CmsDocument, pages: ReadonlySet<string>): void {
  const model = MODEL[type]
  const missing = model.required.filter((field) => isMissing(doc[field]))
  for (const field of missing) report(field, `is required for ${type} documents`)
  for (const [field, allowed] of Object.entries(model.enums ?? {})) {
    const value = doc[field]
    if (value !== undefined && value !== null && !allowed.includes(value as string)) {
      report(field, `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`)
    }
  }
  if (model.template) {
    const problem = hrefProblem(doc.href)
    if (problem) report('href', problem)
    if (CODE_ROUTES.includes(doc.href as string)) report('href', `"${String(doc.href)}" is a route the site serves from code`)
    // The metadata falls back on the required fields: a missing one is reported once, above.
    if (missing.length === 0) checkSeo(report, doc)
  }
  checkObjects(report, doc, pages)
  if ('body' in doc) {
    checkTypedArray(report, 'body', doc.body, BODY_BLOCK_TYPES)
    if (Array.isArray(doc.body)) checkNestedBlocks(report, 'body', doc.body)
  }
  if (type === 'page') checkSections(report, doc)
  if (type === 'navBarMenu' && Array.isArray(doc.columns)) {
    const columns = doc.columns as { items?: unknown }[]
    columns.forEach((column, i) => checkTypedArray(report, `columns[${i}].items`, column.items ?? [], MENU_ITEM_TYPES))
  }
  if (type === 'abCampaign' && Array.isArray(doc.variations)) {
    const variations = doc.variations as { name?: unknown; chance?: unknown }[]
    variations.forEach((v, i) => {
      if (typeof v.name !== 'string' || !v.name) report(`variations[${i}].name`, 'is required')
      if (typeof v.chance !== 'number' || v.chance < 0 || v.chance > 100) {
        report(`variations[${i}].chance`, 'must be a percentage between 0 and 100')
      }
    })
  }
}

/**
 * Every problem of the content the build read (the projected documents of queries.ts, references
 * resolved), each naming the document and the field: the content model, unique hrefs, links
 * between documents and the nav-bar menus of SPEC 3.6. The build stops on any; `npm run
 * content:check` prints them all (docs/dataset.md).
 */
export function contentProblems(byType: ReadonlyMap<CmsTypeName, CmsDocument[]>, siteWide: SiteWideContent): CmsDataError[] {
  const problems: CmsDataError[] = []
  const reporter = (id: string): Report => (field, problem) => void problems.push(new CmsDataError(id, field, problem))
  const all = [...byType.values()].flat()

  // Every page has exactly one document: two documents with one href fail, naming both.
  const owners = new Map<string, string>()
  for (const doc of all) {
    if (typeof doc.href !== 'string') continue
    const other = owners.get(doc.href)
    if (other) reporter(doc._id)('href', `"${doc.href}" is also the href of document "${other}"; each page needs its own href`)
    else owners.set(doc.href, doc._id)
  }
  const pages = new Set([...owners.keys(), ...CODE_ROUTES])

  const typeOf = new Map(all.map((d) => [d._id, d._type]))
  for (const [type, docs] of byType) {
    for (const doc of docs) {
      const report = reporter(doc._id)
      checkDocument(report, type, doc, pages)
      // Links between documents (projected ids, see queries.ts) point to a document of the right type.
      for (const [field, target] of Object.entries(MODEL[type].links ?? {})) {
        const id = doc[field]
        if (id === undefined || id === null) continue
        const found = typeOf.get(id as string)
        if (!found) report(linkName(field), `refers to "${String(id)}", which does not exist`)
        else if (found !== target) report(linkName(field), `refers to "${String(id)}" of type ${found}; expected type ${target}`)
      }
    }
  }

  for (const [name, id] of Object.entries(site.navBarMenuIds)) {
    if (!siteWide.navBarMenu[name as keyof SiteWideContent['navBarMenu']]) {
      reporter(id)('_id', `the ${name} nav-bar menu document is missing (SPEC 3.6)`)
    }
  }
  return problems
}
