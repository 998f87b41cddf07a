import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { site } from '../../../../src/config/site-config'
import { CMS_TYPES } from '../../../../src/node/cms/model'
import { QUERIES } from '../../../../src/node/cms/queries'
import { createCmsClient, type QueryParams } from '../../../../src/node/cms/client'
import { assetFileProblems, createEmbeddedTransport, parseNdjson, readEmbeddedDataset } from '../../../../src/node/cms/embedded-transport'
import { readDataset } from '../../../helpers/site-dataset'

const { documents: docs } = parseNdjson(
  [
    JSON.stringify({ _id: 'author.1', _type: 'author', name: 'Ann' }),
    JSON.stringify({ _id: 'post.1', _type: 'blogPost', slug: { current: 'one' }, author: { _type: 'reference', _ref: 'author.1' } }),
    '',
    JSON.stringify({ _id: 'drafts.post.1', _type: 'blogPost', slug: { current: 'draft' } }),
  ].join('\n'),
)

describe('embedded dataset transport', () => {
  it('leaves drafts out, as the published perspective does', async () => {
    const transport = createEmbeddedTransport(docs)
    await expect(transport.fetch('*[_type == "blogPost"]._id', {})).resolves.toEqual(['post.1'])
  })

  it('takes $-parameters', async () => {
    const transport = createEmbeddedTransport(docs)
    await expect(transport.fetch('*[slug.current == $slug][0]._id', { slug: 'one' })).resolves.toBe('post.1')
    await expect(transport.fetch('*[_id in $ids]._id', { ids: ['author.1', 'nope'] })).resolves.toEqual(['author.1'])
  })

  it('dereferences -> through the id map', async () => {
    const transport = createEmbeddedTransport(docs)
    await expect(transport.fetch('*[_id == "post.1"][0].author->name', {})).resolves.toBe('Ann')
  })

  it('returns references left in a result resolved by the client', async () => {
    const client = createCmsClient(createEmbeddedTransport(docs))
    await expect(client.query('*[_id == $id][0]{ author }', { id: 'post.1' })).resolves.toEqual({
      author: { _id: 'author.1', _type: 'author', name: 'Ann' },
    })
  })

  it('names every line that is not a document, and every id used twice, keeping the rest', () => {
    const { documents, problems } = parseNdjson(
      ['{"_id":"a","_type":"t"}', '{oops', '{"_type":"t"}', '{"_id":"a","_type":"u"}', '{"_id":"b","_type":"t"}'].join('\n'),
    )
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^CMS document "line 2", field "\(line\)": not valid JSON/),
      'CMS document "line 3", field "_id": a document needs a string _id and _type',
      'CMS document "a", field "_id": is used by two documents',
    ])
    expect(documents.map((d) => d._id)).toEqual(['a', 'a', 'b'])
  })

  it("reads a file's bytes line by line as it reads the text: accents, line numbers, a last line without a newline", () => {
    const lines = ['{"_id":"é","_type":"t","heading":"Café — ☕"}', '{oops', '', '{"_id":"b","_type":"t"}']
    for (const text of [lines.join('\n'), `${lines.join('\r\n')}\n`]) {
      const fromText = parseNdjson(text)
      const fromBytes = parseNdjson(Buffer.from(text, 'utf8'))
      expect(fromBytes.documents).toEqual(fromText.documents)
      expect(fromBytes.documents.map((d) => d.heading ?? d._id)).toEqual(['Café — ☕', 'b'])
      expect(fromBytes.problems.map((p) => p.message)).toEqual([
        expect.stringMatching(/^CMS document "line 2", field "\(line\)": not valid JSON/),
      ])
    }
  })

  it('reads the repository dataset', async () => {
    const { transport, problems } = await readEmbeddedDataset(path.join(__dirname, '../../../../content/cms/data.ndjson'))
    expect(problems).toEqual([])
    const homes = await transport.fetch<string[]>('*[href == "/"]._id', {})
    expect(homes).toHaveLength(1)
  })

  // It evaluates with groq-js's synchronous evaluator (much faster over a dataset in memory): every
  // query the site runs must answer as the asynchronous one, groq-js's first, does.
  it("answers each of the site's queries over the repository dataset as groq-js's asynchronous evaluator does", async () => {
    const documents = readDataset()
    const byId = new Map(documents.map((d) => [d._id, d]))
    const transport = createEmbeddedTransport(documents)
    const ids = Object.values(site.navBarMenuIds)
    const queries: [string, QueryParams][] = [
      ...Object.values(QUERIES.documents).map((query): [string, QueryParams] => [query, {}]),
      [QUERIES.stored, { types: CMS_TYPES }],
      [QUERIES.unresolved, { unresolved: [...ids, 'nope'] }],
      [QUERIES.draftIds, {}],
      [
        QUERIES.siteWide,
        {
          productsMenuId: site.navBarMenuIds.products,
          solutionsMenuId: site.navBarMenuIds.solutions,
          resourcesMenuId: site.navBarMenuIds.resources,
          topBannerId: site.topBannerId,
          mainFooterId: site.footerIds.main,
          classicFooterId: site.footerIds.classic,
          classicNavigationId: site.classicNavigationId,
        },
      ],
    ]
    for (const [query, params] of queries) {
      const value = await evaluate(parse(query, { params }), { dataset: documents, params, dereference: ({ _ref }) => byId.get(_ref) })
      const expected: unknown = await value.get()
      await expect(transport.fetch(query, params)).resolves.toEqual(expected)
    }
  })
})

describe('dataset asset files', () => {
  const dir = path.join(__dirname, '../../../../content/cms')
  const withImage = (asset: unknown) => [
    { _id: 'author.1', _type: 'author', image: { _type: 'image', alt: 'Ann', asset: { _sanityAsset: asset } } },
  ]

  const messages = (asset: unknown) => assetFileProblems(withImage(asset), dir).map((p) => p.message)

  it('accepts the image files shipped with the dataset', () => {
    expect(assetFileProblems(readDataset(path.join(dir, 'data.ndjson')), dir)).toEqual([])
  })

  it('names the document and field of an image whose file is missing', () => {
    expect(messages('image@file://./images/missing-10x10.png')).toEqual([
      expect.stringContaining('CMS document "author.1", field "image.asset._sanityAsset": the file images/missing-10x10.png is not in'),
    ])
  })

  it('names the document and field of an asset path in another form', () => {
    expect(messages('https://cdn.example/x.png')).toEqual([
      expect.stringContaining(
        'CMS document "author.1", field "image.asset._sanityAsset": "https://cdn.example/x.png" is not an export asset path',
      ),
    ])
  })
})

describe('embedded dataset with drafts (npm run preview, README "Publishing")', () => {
  const text = [
    JSON.stringify({ _id: 'post.1', _type: 'blogPost', heading: 'Published' }),
    JSON.stringify({ _id: 'post.2', _type: 'blogPost', heading: 'Untouched' }),
    JSON.stringify({ _id: 'drafts.post.1', _type: 'blogPost', heading: 'Edited' }),
    JSON.stringify({ _id: 'drafts.post.3', _type: 'blogPost', heading: 'Never published' }),
  ].join('\n')

  it('replaces a published document with its draft, under the published id, and adds new drafts', async () => {
    const transport = createEmbeddedTransport(parseNdjson(text, { drafts: true }).documents)
    await expect(transport.fetch('*[_type == "blogPost"]{ _id, heading } | order(_id asc)', {})).resolves.toEqual([
      { _id: 'post.1', heading: 'Edited' },
      { _id: 'post.2', heading: 'Untouched' },
      { _id: 'post.3', heading: 'Never published' },
    ])
    // The query preview uses to mark drafts, as Sanity's drafts perspective answers it.
    const { QUERIES } = await import('../../../../src/node/cms/queries')
    await expect(transport.fetch<string[]>(QUERIES.draftIds, {}).then((ids) => ids.sort())).resolves.toEqual(['post.1', 'post.3'])
  })

  it('leaves every draft out without the option', () => {
    expect(parseNdjson(text).documents.map((d) => d.heading)).toEqual(['Published', 'Untouched'])
  })
})
