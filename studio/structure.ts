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

export const PAGES = ['page', 'blogPost', 'article', 'guide', 'caseStudy', 'featureUpdateArticle', 'academyCourse', 'legalPage']

/**
 * The pages that use the A/B campaign `$id` (its published id): a landing-page section
 * or a body block tagged with its name. The campaign's own draft name counts, so a renamed draft
 * already shows what it would orphan. Params: `$id`, `$types` (PAGES).
 */
const CAMPAIGN_NAMES = '*[_type == "abCampaign" && _id in [$id, "drafts." + $id]].name'
export const CAMPAIGN_PAGES_FILTER = `_type in $types && (count(sections[ab.campaign in ${CAMPAIGN_NAMES}]) > 0 || count(body[ab.campaign in ${CAMPAIGN_NAMES}]) > 0)`
const PEOPLE = ['author', 'company']

/**
 * The desk: pages by content type, then people, then the site's settings (every document of a
 * fixed id, opened as that one document), the A/B campaigns and the redirects, each list showing its documents'
 * title, route and image. A campaign opens as the campaign and the list of pages that use it.
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
      S.listItem()
        .title('A/B campaigns')
        .id('abCampaign')
        .schemaType('abCampaign')
        .child(
          S.documentTypeList('abCampaign')
            .title('A/B campaigns')
            .child((id) =>
              S.list()
                .title('A/B campaign')
                .items([
                  S.listItem().id('edit').title('Campaign').child(S.document().schemaType('abCampaign').documentId(id)),
                  S.listItem()
                    .id('pages')
                    .title('Pages that use it')
                    .child(S.documentList().title('Pages that use it').filter(CAMPAIGN_PAGES_FILTER).params({ id, types: PAGES })),
                ]),
            ),
        ),
      list('redirect'),
    ])
}
