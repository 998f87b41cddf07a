import { site } from '../../config/site-config'
import type { ContentLookup } from '../../content-model/rules'
import { documentProblems } from '../../content-model/validate'
import { CmsDataError } from './errors'
import type { SiteWideContent } from './load'
import type { CmsDocument } from './resolve-references'

/**
 * What the rules may ask of the other documents, answered from the documents the build read: the
 * Studio asks its dataset the same questions (studio/lookup.ts).
 */
export function lookupOver(documents: readonly CmsDocument[]): ContentLookup {
  const byId = new Map(documents.map((d) => [d._id, d]))
  const owners = new Map<string, string[]>()
  for (const doc of documents) {
    if (typeof doc.href === 'string') owners.set(doc.href, [...(owners.get(doc.href) ?? []), doc._id])
  }
  return {
    typeOf: async (id) => byId.get(id)?._type,
    hrefOf: async (id) => {
      const href = byId.get(id)?.href
      return typeof href === 'string' ? href : undefined
    },
    hrefOwners: async (href, exceptId) => (owners.get(href) ?? []).filter((id) => id !== exceptId),
  }
}

/**
 * Every problem of the stored documents, each naming the document and the field: each document
 * against its declaration in the content model (src/content-model, the Studio's schema too), and
 * the nav-bar menus the site needs (SPEC 3.6). The build stops on any; `npm run content:check`
 * prints them all (docs/dataset.md).
 */
export async function contentProblems(documents: readonly CmsDocument[], siteWide: SiteWideContent): Promise<CmsDataError[]> {
  const lookup = lookupOver(documents)
  const problems: CmsDataError[] = []
  for (const doc of documents) {
    for (const { field, message } of await documentProblems(doc, lookup)) problems.push(new CmsDataError(doc._id, field, message))
  }
  for (const [name, id] of Object.entries(site.navBarMenuIds)) {
    if (!siteWide.navBarMenu[name as keyof SiteWideContent['navBarMenu']]) {
      problems.push(new CmsDataError(id, '_id', `the ${name} nav-bar menu document is missing (SPEC 3.6)`))
    }
  }
  return problems
}
