import { DOCUMENT_TYPES } from '../../content-model'
import type { ContentLookup } from '../../content-model/rules'
import { documentProblems } from '../../content-model/validate'
import { CODE_ROUTES } from '../../lib/navigation/code-routes'
import { redirectProblems, type Redirect } from '../../lib/navigation/redirects'
import { CmsDataError } from './errors'
import type { CmsDocument } from './resolve-references'

/**
 * What the rules may ask of the other documents, answered from the documents the build read: the
 * Studio asks its dataset the same questions (studio/lookup.ts).
 */
export function lookupOver(documents: readonly CmsDocument[]): ContentLookup {
  const byId = new Map(documents.map((d) => [d._id, d]))
  const owners = new Map<string, string[]>()
  const campaigns = new Map<string, string[]>()
  for (const doc of documents) {
    if (typeof doc.href === 'string') owners.set(doc.href, [...(owners.get(doc.href) ?? []), doc._id])
    if (doc._type === 'abCampaign' && typeof doc.name === 'string') {
      const variations = Array.isArray(doc.variations) ? (doc.variations as { name?: unknown }[]) : []
      campaigns.set(
        doc.name,
        variations.flatMap((v) => (typeof v?.name === 'string' ? [v.name] : [])),
      )
    }
  }
  return {
    typeOf: async (id) => byId.get(id)?._type,
    hrefOf: async (id) => {
      const href = byId.get(id)?.href
      return typeof href === 'string' ? href : undefined
    },
    hrefOwners: async (href, exceptId) => (owners.get(href) ?? []).filter((id) => id !== exceptId),
    campaignVariations: async (name) => campaigns.get(name),
  }
}

/**
 * Every problem of the stored documents, each naming the document and the field: each document
 * against its declaration in the content model (src/content-model, the Studio's schema too), and
 * the documents of fixed ids the site shows (the content model's singletons: the nav-bar menus of
 * SPEC 3.6, the top banner, the footers and the classic navigation), so no page is built without
 * its menu or footer. The build stops on any; `npm run content:check` prints them all (docs/dataset.md).
 * In a preview of drafts (`drafts`: each document as its draft) the redirects are not judged: a
 * draft that moves a page would otherwise stop the preview over a redirect to the page's
 * published address, which the published build checks.
 */
export async function contentProblems(documents: readonly CmsDocument[], { drafts = false } = {}): Promise<CmsDataError[]> {
  const lookup = lookupOver(documents)
  const problems: CmsDataError[] = []
  for (const doc of documents) {
    for (const { field, message } of await documentProblems(doc, lookup)) problems.push(new CmsDataError(doc._id, field, message))
  }
  for (const type of DOCUMENT_TYPES) {
    for (const id of type.singletonIds ?? []) {
      if (!documents.some((doc) => doc._id === id && doc._type === type.name)) {
        problems.push(new CmsDataError(id, '_id', `is missing: the site needs this ${type.title.toLowerCase()} document`))
      }
    }
  }
  if (!drafts) problems.push(...redirectsProblems(documents))
  return problems
}

/**
 * The redirects as a whole (src/lib/navigation/redirects.ts): loops, chains, a `from` a page serves,
 * a `to` that is no page; each names its document. Redirects with a field missing or of the wrong
 * type are the declaration's problem (documentProblems), left out here.
 */
function redirectsProblems(documents: readonly CmsDocument[]): CmsDataError[] {
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.'))
  const pages = new Set([
    ...CODE_ROUTES,
    ...published.flatMap((doc) => (doc._type !== 'redirect' && typeof doc.href === 'string' ? [doc.href] : [])),
  ])
  const redirects = published.flatMap((doc): Redirect[] =>
    doc._type === 'redirect' && typeof doc.from === 'string' && typeof doc.to === 'string'
      ? [{ id: doc._id, from: doc.from, to: doc.to, permanent: doc.permanent !== false }]
      : [],
  )
  return redirectProblems(redirects, pages).map(({ id, field, message }) => new CmsDataError(id, field, message))
}
