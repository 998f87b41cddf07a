import path from 'node:path'
import type { GatsbyCache, Node, Reporter } from 'gatsby'
import { generateImageData } from 'gatsby-plugin-sharp'
import { readServiceSettings } from '../../../../src/config/site-config'
import { byIdsFieldName, contentResolvers, startPageImageJobs } from '../../../../src/node/content/resolvers'
import { writeShareImage } from '../../../../src/node/content/share-image'

// The computed fields of content pages (docs/content-rendering.md, "Computed fields"): a body's images get their
// image data (SPEC 7.12, 9.9), and a page reads the documents its context names by id.
// Sharp is not run: each call gives one file (images.test.ts checks how the calls are composed).
jest.mock('gatsby-plugin-sharp', () => ({
  generateImageData: jest.fn(() =>
    Promise.resolve({ layout: 'constrained', width: 940, height: 529, images: { fallback: { src: '/a.png', srcSet: '/a.png 940w', sizes: '940px' }, sources: [] } }),
  ),
}))
jest.mock('sharp', () => () => ({ metadata: () => Promise.resolve({ hasAlpha: false }) }))
// The share image's own writer, which runs sharp itself (share-image.test.ts).
jest.mock('../../../../src/node/content/share-image', () => ({
  writeShareImage: jest.fn(({ contentDigest, name }: { contentDigest: string; name: string }) => Promise.resolve(`/static/${contentDigest}/${name}.png`)),
}))

type Resolve = (source: unknown, args: unknown, context: unknown) => unknown
const settings = readServiceSettings({}, path.join(__dirname, '../../../..'))
const file = { id: 'file-1', absolutePath: '/images/a.png', internal: { contentDigest: 'abc' } } as unknown as Node
const nodes = new Map<string, Node>([
  ['a', { id: 'a', internal: { type: 'BlogPost' } } as unknown as Node],
  ['b', { id: 'b', internal: { type: 'BlogPost' } } as unknown as Node],
])
const context = {
  nodeModel: {
    findOne: jest.fn(() => Promise.resolve(file)),
    getNodesByIds: jest.fn(({ ids }: { ids: string[] }) => ids.flatMap((id) => nodes.get(id) ?? [])),
  },
}

function resolvers() {
  return contentResolvers({ reporter: { warn: () => undefined } as unknown as Reporter, cache: {} as GatsbyCache, pathPrefix: '' }, { ...settings, cloudinary: undefined })
}
const field = (type: string, name: string) => (resolvers()[type]?.[name] as { resolve: Resolve }).resolve

describe('the body resolver', () => {
  const picture = { _type: 'image', alt: 'A door', asset: { _sanityAsset: 'image@file://./images/a-1200x675.png' } }
  const paragraph = { _type: 'block', _key: 'p', style: 'normal', markDefs: [], children: [{ _type: 'span', text: 'Plain text' }] }

  it('gives each image its data, a figure named by its fields an image object, and copies only what leads to one', async () => {
    const body = [paragraph, { _type: 'figureImage', _key: 'f', caption: 'Doors', image: picture }, { _type: 'figureImage', _key: 'g', alt: 'Keys', asset: picture.asset }]
    const result = (await field('BlogPost', 'body')({ body }, {}, context)) as Record<string, unknown>[]
    expect(result[0]).toBe(paragraph)
    expect(result[1]).toMatchObject({ image: { alt: 'A door', gatsbyImageData: { width: 940 } } })
    expect(result[2]).toMatchObject({ _type: 'figureImage', image: { _type: 'image', alt: 'Keys', gatsbyImageData: { width: 940 } } })
    expect(body[1]).not.toHaveProperty('image.gatsbyImageData')
  })

  it('resolves an image shown on many pages once', async () => {
    const sharp = jest.mocked(generateImageData)
    sharp.mockClear()
    const body = field('BlogPost', 'body')
    for (const key of ['x', 'y', 'z']) await body({ body: [{ _type: 'figureImage', _key: key, image: picture }] }, {}, context)
    expect(sharp).toHaveBeenCalledTimes(2) // its WebP and its fallback, once
  })
})

describe('the documents a page shows beside its own', () => {
  it('are read by id, in the order of the ids, a missing one left out', () => {
    const query = resolvers().Query as Record<string, { type: string; resolve: Resolve }>
    const byIds = query[byIdsFieldName('BlogPost')]
    expect(byIdsFieldName('BlogPost')).toBe('blogPostByIds')
    expect(byIds?.type).toBe('[BlogPost!]!')
    expect(byIds?.resolve(undefined, { ids: ['b', 'gone', 'a'] }, context)).toEqual([nodes.get('b'), nodes.get('a')])
    expect(context.nodeModel.getNodesByIds).toHaveBeenCalledWith({ ids: ['b', 'gone', 'a'], type: 'BlogPost' })
  })
})

// docs/architecture.md, "The image jobs before the bundles": a cold build asks, before the bundles,
// for the image data that each page's own fields resolve whatever its template selects, so that
// sharp resizes while webpack bundles. What it asks for must be what the page queries ask for
// later, or Gatsby (which knows a job by its content digest) would run both.
describe('startPageImageJobs', () => {
  const asset = (name: string) => ({ _type: 'image', alt: name, asset: { _sanityAsset: `image@file://./images/${name}-1200x675.png` } })
  const fileOf = (name: string) =>
    ({
      id: `file-${name}`,
      sourceInstanceName: 'cms-images',
      relativePath: `${name}-1200x675.png`,
      name: `${name}-1200x675`,
      absolutePath: `/images/${name}-1200x675.png`,
      internal: { type: 'File', contentDigest: `digest-${name}` },
    }) as unknown as Node
  const files = ['hero', 'figure', 'card', 'unused'].map(fileOf)
  const post = {
    id: 'post',
    href: '/blog/doors',
    heading: 'Doors',
    internal: { type: 'BlogPost' },
    mainImage: asset('hero'),
    body: [{ _type: 'figureImage', _key: 'f', image: asset('figure') }],
  }
  const landing = { id: 'landing', href: '/products', heading: 'Products', internal: { type: 'LandingPage' }, sections: [{ _type: 'productCards', items: [{ image: asset('card') }] }] }
  // A document without a page (no href) has no page query.
  const unpublished = { id: 'draft', heading: 'Draft', internal: { type: 'BlogPost' }, mainImage: asset('unused') }
  const byType: Record<string, object[]> = { File: files, BlogPost: [post, unpublished], LandingPage: [landing] }
  const getNodesByType = (type: string) => (byType[type] ?? []) as Node[]
  const base = { reporter: { warn: jest.fn(), info: () => undefined } as unknown as Reporter, cache: {} as GatsbyCache, pathPrefix: '' }
  // What sharp is asked for: gatsby-plugin-sharp's image data, and the share images.
  const sharpCalls = () => [
    ...jest.mocked(generateImageData).mock.calls.map(([options]) => JSON.stringify([options.file.id, options.args])),
    ...jest.mocked(writeShareImage).mock.calls.map((call) => JSON.stringify(['share', ...call])),
  ]
  const clearSharp = () => {
    jest.mocked(generateImageData).mockClear()
    jest.mocked(writeShareImage).mockClear()
  }

  it("asks for what the pages' pageSeo, body and sections resolvers ask for, and for nothing else", async () => {
    clearSharp()
    const noCloud = { ...settings, cloudinary: undefined }
    await expect(startPageImageJobs({ ...base, getNodesByType }, noCloud)).resolves.toBe(2)
    const begun = sharpCalls()

    clearSharp()
    const fields = contentResolvers(base, noCloud)
    const queryContext = {
      nodeModel: {
        findOne: ({ query }: { query: { filter: { relativePath: { eq: string } } } }) =>
          Promise.resolve(files.find((f) => f.relativePath === query.filter.relativePath.eq) ?? null),
        getNodesByIds: () => [],
      },
    }
    const resolve = (type: string, name: string, source: object) => (fields[type]?.[name] as { resolve: Resolve }).resolve(source, {}, queryContext)
    await resolve('BlogPost', 'pageSeo', post)
    await resolve('BlogPost', 'body', post)
    await resolve('LandingPage', 'pageSeo', landing)
    await resolve('LandingPage', 'sections', landing)
    const queried = sharpCalls()

    expect(begun.length).toBeGreaterThan(0)
    expect(begun.join()).toContain('"share",{"absolutePath":"/images/hero-1200x675.png"')
    expect([...begun].sort()).toEqual([...queried].sort())
    expect(begun.join()).not.toContain('file-unused')
    expect(base.reporter.warn).not.toHaveBeenCalled()
  })

  it('leaves a failure to the page queries: it warns and does not fail', async () => {
    jest.mocked(generateImageData).mockRejectedValueOnce(new Error('corrupt file'))
    await expect(startPageImageJobs({ ...base, getNodesByType }, { ...settings, cloudinary: undefined })).resolves.toBe(2)
    expect(base.reporter.warn).toHaveBeenCalledWith(expect.stringContaining('1 failed'))
  })
})
