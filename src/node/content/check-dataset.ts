import { existsSync } from 'node:fs'
import path from 'node:path'
import { site } from '../../config/site-config'
import { CmsDataError } from '../cms/errors'
import { MODEL } from '../cms/model'
import type { CmsTypeName } from '../cms/queries'
import type { CmsDocument } from '../cms/resolve-references'
import { validateDocument } from '../cms/validate'

/** One problem of the dataset, named by document `_id` (or `line N` when a line is not a document). */
export interface DatasetProblem {
  id: string
  field: string
  problem: string
}

export const formatProblem = (p: DatasetProblem): string => `CMS document "${p.id}", field "${p.field}": ${p.problem}`

const ASSET_PREFIX = /^image@file:\/\/\.\//

/** The type a reference held in a field of this name must point to. */
const REFERENCE_TARGETS: Record<string, string> = { author: 'author', company: 'company' }

type Visit = (value: unknown, field: string, key: string) => void

/** Calls `visit` for every value inside `value`, with its field path (as CmsDataError names it). */
function walk(value: unknown, field: string, key: string, visit: Visit): void {
  visit(value, field, key)
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${field}[${i}]`, key, visit))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, field ? `${field}.${k}` : k, k, visit)
  }
}

function parse(text: string, problems: DatasetProblem[]): CmsDocument[] {
  const docs: CmsDocument[] = []
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return
    try {
      const doc = JSON.parse(line) as Partial<CmsDocument>
      if (typeof doc?._id !== 'string' || typeof doc._type !== 'string') {
        problems.push({ id: `line ${i + 1}`, field: '_id', problem: 'a document needs a string _id and _type' })
      } else {
        docs.push(doc as CmsDocument)
      }
    } catch (err) {
      problems.push({ id: `line ${i + 1}`, field: '(line)', problem: `not valid JSON: ${(err as Error).message}` })
    }
  })
  return docs
}

/** As the body query does (queries.ts): an internal link gets its target's href and project. */
function projectInternalLinks(value: unknown, byId: Map<string, CmsDocument>): unknown {
  if (Array.isArray(value)) return value.map((v) => projectInternalLinks(v, byId))
  if (!value || typeof value !== 'object') return value
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, projectInternalLinks(v, byId)]))
  if (object._type !== 'internalLink') return object
  const target = byId.get((object.reference as { _ref?: string } | undefined)?._ref ?? '')
  return { ...object, href: target?.href, project: target?.project }
}

/**
 * The checks of `npm run content:check` (issue 3): every problem of an embedded dataset in the
 * `sanity dataset export` format, each named by document `_id` and field, so an editor can fix
 * them all in one pass. The build stops at the first problem; this lists them all.
 *
 * - the content model (required fields, enums, href form, known block, section and menu entry
 *   types): src/node/cms/validate.ts, the same checks the build runs, first problem per document;
 * - reference integrity: every `_ref` points to a published document of the right type;
 * - unique `_id`s and hrefs;
 * - images: every asset file exists beside the dataset and every image has alt text;
 * - links: every internal href (menus, buttons, rich text) resolves to a document or a code route;
 * - the three nav-bar menus of SPEC 3.6 exist.
 */
export function checkDataset(text: string, datasetDir: string, codeRoutes: readonly string[]): DatasetProblem[] {
  const problems: DatasetProblem[] = []
  const add = (id: string, field: string, problem: string): void => void problems.push({ id, field, problem })
  const all = parse(text, problems)
  const docs = all.filter((d) => !d._id.startsWith('drafts.'))

  const byId = new Map<string, CmsDocument>()
  for (const doc of docs) {
    if (byId.has(doc._id)) add(doc._id, '_id', 'is used by two documents')
    byId.set(doc._id, doc)
  }

  const hrefs = new Map<string, string>()
  for (const doc of docs) {
    if (typeof doc.href !== 'string') continue
    const other = hrefs.get(doc.href)
    if (other) add(doc._id, 'href', `"${doc.href}" is also the href of document "${other}"`)
    else hrefs.set(doc.href, doc._id)
    if (codeRoutes.includes(doc.href)) add(doc._id, 'href', `"${doc.href}" is a route the site serves from code`)
  }
  const pages = new Set([...hrefs.keys(), ...codeRoutes])

  for (const doc of docs) {
    const type = doc._type as CmsTypeName
    if (MODEL[type]) {
      // The build validates projected documents: relations become ids (queries.ts).
      const ref = (field: string): unknown => (doc[field] as { _ref?: unknown } | undefined)?._ref
      try {
        validateDocument(type, projectInternalLinks({ ...doc, authorRef: ref('author'), companyRef: ref('company') }, byId) as CmsDocument)
      } catch (err) {
        if (!(err instanceof CmsDataError)) throw err
        add(err.documentId, err.field, err.problem)
      }
    }
    walk(doc, '', '', (value, field, key) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        if (key === 'href' && field !== 'href' && typeof value === 'string' && value.startsWith('/')) {
          const target = value.replace(/[?#].*$/, '')
          if (!pages.has(target)) add(doc._id, field, `links to "${value}", which is neither a document nor a code route`)
        }
        if (key === '_sanityAsset') {
          const file = typeof value === 'string' ? value.replace(ASSET_PREFIX, '') : ''
          if (typeof value !== 'string' || !ASSET_PREFIX.test(value)) add(doc._id, field, `${JSON.stringify(value)} is not an export asset path like image@file://./images/name.png`)
          else if (!existsSync(path.join(datasetDir, file))) add(doc._id, field, `the file ${file} is not in ${datasetDir}`)
        }
        return
      }
      const object = value as Record<string, unknown>
      if (typeof object._ref === 'string') {
        const target = byId.get(object._ref)
        const expected = REFERENCE_TARGETS[key]
        if (!target) add(doc._id, field, `refers to "${object._ref}", which does not exist`)
        else if (expected && target._type !== expected) add(doc._id, field, `refers to "${object._ref}" of type ${target._type}; expected type ${expected}`)
      }
      if (object.asset !== undefined && (typeof object.alt !== 'string' || !object.alt.trim())) add(doc._id, `${field}.alt`, 'every image needs alt text')
    })
  }

  for (const [name, id] of Object.entries(site.navBarMenuIds)) {
    if (byId.get(id)?._type !== 'navBarMenu') add(id, '_id', `the ${name} nav-bar menu document is missing (SPEC 3.6)`)
  }
  return problems
}
