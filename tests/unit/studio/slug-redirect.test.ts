import path from 'node:path'
import { createClient } from '@sanity/client'
import { site } from '../../../src/config/site-config'
import { matchRedirect } from '../../../src/lib/navigation/redirects'
import { createSanityTransport } from '../../../src/node/cms/sanity-transport'
import { QUERIES } from '../../../src/node/cms/queries'
import type { CmsDocument } from '../../../src/node/cms/resolve-references'
import { contentProblems } from '../../../src/node/cms/validate'
import { keepOldAddress } from '../../../studio/slug-redirect'
import { startSanityStandIn, type SanityStandIn } from '../../helpers/sanity-stand-in'
import { readDataset } from '../../helpers/site-dataset'

// docs/studio.md, "Redirects when an address changes": publishing a page whose address changed
// leaves a permanent redirect from the old address, which the next build applies in one hop.
const DATASET = path.join(__dirname, '../../../content/cms/data.ndjson')
const POST = 'blogPost.tailgating'

let sanity: SanityStandIn
beforeEach(async () => {
  sanity = await startSanityStandIn(readDataset(DATASET))
})
afterEach(() => sanity.close())

const studioClient = () =>
  createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiHost: sanity.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: site.cms.apiVersion,
  })

/** The editor's change: the draft of the post with another slug and href, as the Studio saves it. */
function renameDraft(id: string, slug: string): { published: Record<string, unknown>; draft: Record<string, unknown> } {
  const published = sanity.documents.get(id)
  if (!published) throw new Error(`${id} is not in the dataset`)
  const draft = { ...published, _id: `drafts.${id}`, slug: { _type: 'slug', current: slug }, href: `/blog/${slug}` }
  sanity.documents.set(draft._id, draft)
  return { published, draft }
}

/** What the next build reads from the project: the redirects and the check of every stored document. */
async function nextBuild() {
  const transport = createSanityTransport({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: site.cms.apiVersion,
    apiHost: sanity.url,
  })
  const redirects = await transport.fetch<{ _id: string; from: string; to: string; permanent: boolean }[]>(QUERIES.documents.redirect, {})
  const stored = await transport.fetch<CmsDocument[]>(QUERIES.stored, { types: ['redirect', 'blogPost', 'page'] })
  const problems = (await contentProblems(stored)).filter((p) => p.documentId.startsWith('redirect.'))
  return { redirects, problems, hrefs: new Set(stored.map((d) => d.href)) }
}

describe('publishing a page whose address changed', () => {
  it('leaves a permanent redirect from the old address to the new one, in one hop', async () => {
    const before = sanity.documents.get(POST)?.href
    expect(before).toBe('/blog/tailgating-what-the-data-says')
    const { published, draft } = renameDraft(POST, 'tailgating-by-the-data')
    const made = await keepOldAddress(studioClient(), published, draft)
    sanity.publish(POST)

    expect(made).toContainEqual({
      createOrReplace: {
        _id: 'redirect.moved.blog-tailgating-what-the-data-says',
        _type: 'redirect',
        from: before,
        to: '/blog/tailgating-by-the-data',
        permanent: true,
      },
    })
    const build = await nextBuild()
    expect(build.problems).toEqual([])
    expect(build.hrefs.has('/blog/tailgating-by-the-data')).toBe(true)
    const found = matchRedirect(build.redirects, before as string)
    expect(found?.location).toBe('/blog/tailgating-by-the-data')
    expect(found?.redirect.permanent).toBe(true)
    // The older name's redirect now goes to the new address directly, not through the one before.
    expect(matchRedirect(build.redirects, '/blog/tailgating-by-the-numbers')?.location).toBe('/blog/tailgating-by-the-data')
  })

  it('renamed back, drops the redirect from the address the page serves again', async () => {
    const first = renameDraft(POST, 'tailgating-by-the-data')
    await keepOldAddress(studioClient(), first.published, first.draft)
    sanity.publish(POST)
    const second = renameDraft(POST, 'tailgating-what-the-data-says')
    await keepOldAddress(studioClient(), second.published, second.draft)
    sanity.publish(POST)

    const build = await nextBuild()
    expect(build.problems).toEqual([])
    expect(matchRedirect(build.redirects, '/blog/tailgating-what-the-data-says')).toBeUndefined()
    expect(matchRedirect(build.redirects, '/blog/tailgating-by-the-data')?.location).toBe('/blog/tailgating-what-the-data-says')
  })

  it('changes nothing when the address did not change, or the page is new', async () => {
    const { published } = renameDraft(POST, 'tailgating-what-the-data-says')
    expect(await keepOldAddress(studioClient(), published, { ...published, heading: 'New heading' })).toEqual([])
    expect(await keepOldAddress(studioClient(), null, published)).toEqual([])
    expect([...sanity.documents.keys()].filter((id) => id.startsWith('redirect.moved.'))).toEqual([])
  })
})
