import type { StructureResolver } from 'sanity/structure'
import { DOCUMENT_TYPES } from '../src/content-model'

/**
 * The documents of fixed ids the site reads, from the content model's singletons: the nav-bar
 * menus (SPEC 3.6), the top banner (SPEC 2.4), the two footers (SPEC 2.5) and the classic
 * navigation (SPEC 2.2 Reading A), each with the title the desk shows.
 */
export const SINGLETONS = DOCUMENT_TYPES.flatMap(({ name, title, singletonIds = [] }) =>
  singletonIds.map((id) => ({ id, type: name, title: singletonIds.length > 1 ? `${title}: ${id.split('.').pop() ?? id}` : title })),
)

/** Types whose documents have fixed ids: one each, never another. */
export const SINGLETON_TYPES = [...new Set(SINGLETONS.map((singleton) => singleton.type))]

const PAGES = ['page', 'blogPost', 'article', 'guide', 'caseStudy', 'featureUpdateArticle', 'academyCourse', 'legalPage']
const PEOPLE = ['author', 'company']

/**
 * The desk: pages by content type, then people, then the site's settings (every document of a
 * fixed id, opened as that one document) and the A/B campaigns, each list showing its documents'
 * title, route and image.
 */
export const structure: StructureResolver = (S) => {
  const list = (type: string) => S.documentTypeListItem(type)
  const singletons = SINGLETONS.map(({ id, type, title }) =>
    S.listItem().id(id).title(title).child(S.document().schemaType(type).documentId(id).title(title)),
  )
  return S.list()
    .title('Content')
    .items([
      ...PAGES.map(list),
      S.divider(),
      ...PEOPLE.map(list),
      S.divider(),
      S.listItem().title('Site settings').id('site-settings').child(S.list().title('Site settings').items(singletons)),
      list('abCampaign'),
    ])
}
