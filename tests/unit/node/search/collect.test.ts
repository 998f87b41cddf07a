import type { CreatePagesArgs } from 'gatsby'
import { collectSearchRecords } from '../../../../src/node/search/collect'

// docs/search.md: the records of every searchable page, from the nodes the pages are built from.
describe('collectSearchRecords', () => {
  const page = (id: string, href: string, heading: string, robots: string | null = null) => ({
    id,
    href,
    heading,
    summary: `About ${heading}`,
    publishedOn: null,
    internal: { type: 'Guide' },
    mainImage: null,
    pageSeo: { ogImg: null, robots },
  })
  const graphql = (() =>
    Promise.resolve({
      data: {
        allContentPage: {
          nodes: [
            page('b', '/guides/b', 'Locks'),
            page('hidden', '/guides/hidden', 'Hidden', 'noindex, nofollow'),
            page('a', '/guides/a', 'Doors'),
          ],
        },
        allJobOffer: {
          nodes: [
            {
              offerId: '7',
              title: 'Installer',
              path: '/careers/7-installer',
              department: 'Field',
              location: 'Lyon',
              datePosted: '2025-01-02',
              description1: '<p>Fit doors</p>',
              description2: '',
            },
          ],
        },
        allAbCampaign: { nodes: [] },
      },
    })) as unknown as CreatePagesArgs['graphql']
  // A page's body comes from its node as the CMS gave it, not through GraphQL.
  const body = (text: string) => [{ _type: 'block', _key: 'k', style: 'normal', children: [{ _type: 'span', _key: 's', text }] }]
  const getNode = (id: string) => ({ id, body: body(`The body of ${id}`) })

  it('makes the records of every page but those marked noindex, in the order of their URLs, and of every job offer', async () => {
    const records = await collectSearchRecords(graphql, getNode)
    expect(records.map((r) => [r.pageId, r.title])).toEqual([
      ['/guides/a', 'Doors'],
      ['/guides/b', 'Locks'],
      ['/careers/7-installer', 'Installer'],
    ])
    expect(records[0]?.text).toContain('The body of a')
    expect(records[2]).toMatchObject({ type: 'Job offer', summary: 'Field · Lyon' })
  })
})
