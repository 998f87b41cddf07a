import type { StructureResolver } from 'sanity/structure'
import { DOCUMENT_TYPES } from '../src/content-model'

/** Types whose documents have fixed ids (the nav-bar menus, SPEC 3.6): one each, never another. */
export const SINGLETON_TYPES = DOCUMENT_TYPES.filter((t) => t.singletonIds?.length).map((t) => t.name)

const PAGES = ['page', 'blogPost', 'article', 'guide', 'caseStudy', 'featureUpdateArticle', 'academyCourse', 'legalPage']
const PEOPLE = ['author', 'company']

/**
 * The desk: pages by content type, then people, then the site's settings (the navigation's menus
 * as singletons) and the A/B campaigns, each list showing its documents' title, route and image.
 */
export const structure: StructureResolver = (S) => {
  const list = (type: string) => S.documentTypeListItem(type)
  const singletons = DOCUMENT_TYPES.filter((t) => t.singletonIds?.length).flatMap((t) =>
    (t.singletonIds ?? []).map((id) =>
      S.listItem()
        .id(id)
        .title(`${t.title}: ${id.split('.').pop() ?? id}`)
        .child(S.document().schemaType(t.name).documentId(id)),
    ),
  )
  return S.list()
    .title('Content')
    .items([
      ...PAGES.map(list),
      S.divider(),
      ...PEOPLE.map(list),
      S.divider(),
      S.listItem().title('Navigation').id('navigation').child(S.list().title('Navigation').items(singletons)),
      list('abCampaign'),
    ])
}
