import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createCmsClient } from '../../../../src/node/cms/client'
import { createEmbeddedTransport, parseNdjson } from '../../../../src/node/cms/embedded-transport'
import { loadCmsContent } from '../../../../src/node/cms/load'
import type { CmsDocument } from '../../../../src/node/cms/resolve-references'

// Issue 6: bad SEO values (SPEC 5.6), bad Cloudinary ids (SPEC 5.7) and internal links to
// documents without a page stop the load, naming the document and field.
const DATASET = path.join(__dirname, '../../../fixtures/cms/data.ndjson')

function loadWith(id: string, change: (doc: CmsDocument) => void) {
  const docs = parseNdjson(readFileSync(DATASET, 'utf8'), DATASET)
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`the fixture has no ${id}`)
  change(doc)
  return loadCmsContent(createCmsClient(createEmbeddedTransport(docs)))
}

const paragraph = (markDefs: object[], marks: string[]) => ({
  _type: 'block',
  _key: 'p',
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: 's', text: 'the guide', marks }],
})

describe('content checks at load', () => {
  it("fails on an SEO title that is not a string: 'Required key title is missing or not a string'", async () => {
    await expect(loadWith('page.pricing', (d) => ((d.seo as Record<string, unknown>).title = 42))).rejects.toThrow(
      'CMS document "page.pricing", field "seo.title": Required key title is missing or not a string',
    )
  })

  it("fails on an optional SEO key that is not a string: 'Optional key ogTitle is not a string'", async () => {
    await expect(loadWith('blogPost.lockdown-drills', (d) => (d.seo = { ogTitle: ['two', 'titles'] }))).rejects.toThrow(
      'CMS document "blogPost.lockdown-drills", field "seo.ogTitle": Optional key ogTitle is not a string',
    )
  })

  it("fails on an empty Cloudinary id: 'Incorrect Cloudinary image id'", async () => {
    await expect(
      loadWith('featureUpdateArticle.visitor-qr', (d) => ((d.mainImage as Record<string, unknown>).clId = '')),
    ).rejects.toThrow('CMS document "featureUpdateArticle.visitor-qr", field "mainImage.clId": Incorrect Cloudinary image id')
  })

  it('projects an internal link to the href and project of its target, without inlining it', async () => {
    const { byType } = await loadWith('article.mobile-credentials', (d) => {
      ;(d.body as object[]).push(paragraph([{ _type: 'internalLink', _key: 'l', reference: { _type: 'reference', _ref: 'guide.pacs' } }], ['l']))
    })
    const article = byType.get('article')?.find((d) => d._id === 'article.mobile-credentials')
    const body = article?.body as { markDefs?: Record<string, unknown>[] }[]
    expect(body.at(-1)?.markDefs).toEqual([
      { _type: 'internalLink', _key: 'l', reference: null, href: '/guides/physical-access-control-systems', project: null },
    ])
  })

  it('fails on an internal link to a document without a page', async () => {
    await expect(
      loadWith('article.mobile-credentials', (d) => {
        ;(d.body as object[]).push(paragraph([{ _type: 'internalLink', _key: 'l', reference: { _type: 'reference', _ref: 'author.maya-okafor' } }], ['l']))
      }),
    ).rejects.toThrow(/CMS document "article\.mobile-credentials", field "body\[\d+\]\.markDefs\[0\]\.reference": must point to a document that has a page/)
  })
})
