import { site } from '../../../../src/config/site-config'
import type { CmsContent } from '../../../../src/node/cms/content'
import { isThisSite, thisSiteOnly } from '../../../../src/node/cms/projects'

// SPEC 2.10, 3.3: a document whose project is not the main site belongs to the sister coworking
// site: it is no page of this site, and every link to it goes to the sister site.
const ours = { _id: 'article.ours', _type: 'article', href: '/resources/ours', project: site.mainProject }
const theirs = { _id: 'article.theirs', _type: 'article', href: '/resources/theirs', project: 'coworking' }
const menuCard = { _type: 'card', href: '/resources/theirs?ref=menu', title: 'Member access' }

function content(): CmsContent {
  return {
    byType: new Map([
      ['article', [ours, theirs]],
      [
        'page',
        [
          {
            _id: 'page.home',
            _type: 'page',
            href: '/',
            sections: [{ _type: 'hero', primaryCta: { text: 'Read', href: '/resources/theirs#doors' } }],
          },
        ],
      ],
    ]),
    siteWide: {
      navBarFeatureArticle: null,
      footerLegalItems: [],
      abCampaigns: [],
      navBarMenu: { products: { columns: [{ items: [menuCard] }] }, solutions: null, resources: null },
    },
    draftIds: new Set(),
  } as unknown as CmsContent
}

describe('content of another project (SPEC 2.10, 3.3)', () => {
  it('tells this site’s documents from the sister site’s', () => {
    expect(isThisSite(ours)).toBe(true)
    expect(isThisSite({ _id: 'a', _type: 'article' })).toBe(true)
    expect(isThisSite(theirs)).toBe(false)
  })

  it('keeps only this site’s documents, so no page, listing, feed, search record or sitemap entry is made for the others', () => {
    expect(
      thisSiteOnly(content())
        .byType.get('article')
        ?.map((d) => d._id),
    ).toEqual(['article.ours'])
  })

  it('sends every link to one to the sister site at the same path, query and fragment kept', () => {
    const result = thisSiteOnly(content())
    const home = result.byType.get('page')?.[0] as unknown as { sections: { primaryCta: { href: string } }[] }
    expect(home.sections[0]?.primaryCta.href).toBe(`${site.sisterSiteUrl}/resources/theirs#doors`)
    const card = (result.siteWide.navBarMenu.products?.columns[0] as { items: { href: string }[] }).items[0]
    expect(card?.href).toBe(`${site.sisterSiteUrl}/resources/theirs?ref=menu`)
    expect(result.byType.get('article')?.[0]?.href).toBe('/resources/ours')
  })

  it('copies only the parts with a link to rewrite', () => {
    const source = content()
    const result = thisSiteOnly(source)
    const [sourceArticle] = source.byType.get('article') ?? []
    expect(result.byType.get('article')?.[0]).toBe(sourceArticle)
    expect(result.byType.get('page')?.[0]).not.toBe(source.byType.get('page')?.[0])
  })
})
