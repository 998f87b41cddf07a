import type { CmsContent } from '../../../../src/node/cms/content'
import { refreshCmsNodes } from '../../../../src/node/publishing/preview'
import { cmsNodeInputs } from '../../../../src/node/source-nodes'
import { fakeNodeStore } from '../../../helpers/node-store'

const siteWide = {
  navBarFeatureArticle: null,
  footerLegalItems: [],
  abCampaigns: [],
  navBarMenu: { products: null, solutions: null, resources: null },
  topBanner: null,
  footers: { main: null, classic: null },
  classicNavigation: null,
  companyFacts: null,
}
const helpers = {
  createNodeId: (s: string) => `node-${s}`,
  createContentDigest: (v: unknown) => JSON.stringify(v),
}
function content(posts: { _id: string; heading: string }[], draftIds: string[] = []): CmsContent {
  const docs = posts.map((p) => ({ ...p, _type: 'blogPost' }))
  return { byType: new Map([['blogPost', docs]]), siteWide, draftIds: new Set(draftIds) }
}

describe('preview refreshes only the changed nodes (docs/publishing.md)', () => {
  it('creates the changed and new nodes, deletes the removed ones, leaves the rest', () => {
    const before = cmsNodeInputs(
      content([
        { _id: 'a', heading: 'A' },
        { _id: 'b', heading: 'B' },
        { _id: 'c', heading: 'C' },
      ]),
      helpers,
    )
    const s = fakeNodeStore(before)
    const after = cmsNodeInputs(
      content(
        [
          { _id: 'a', heading: 'A' },
          { _id: 'b', heading: 'B (draft)' },
          { _id: 'd', heading: 'D' },
        ],
        ['b'],
      ),
      helpers,
    )
    // The store above implements the part of Gatsby's actions used.
    const result = refreshCmsNodes(after, new Set(before.map((n) => n.id)), s as unknown as Parameters<typeof refreshCmsNodes>[2])
    expect(s.created).toEqual(['node-cms-b', 'node-cms-d'])
    expect(s.deleted).toEqual(['node-cms-c'])
    expect(result).toMatchObject({ changed: 2, deleted: 1 })
    expect(s.getNode('node-cms-b')?.cmsDraft).toBe(true)
    expect(s.getNode('node-cms-a')?.cmsDraft).toBeUndefined()
  })

  it('marks no node as a draft in a build (no draft ids), keeping the digests builds had', () => {
    const [node] = cmsNodeInputs(content([{ _id: 'a', heading: 'A' }]), helpers)
    expect(node?.cmsDraft).toBeUndefined()
    expect(node?.internal.contentDigest).toBe(helpers.createContentDigest([{ _id: 'a', heading: 'A', _type: 'blogPost' }, null]))
  })
})
