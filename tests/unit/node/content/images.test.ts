import type { GatsbyCache, Node, Reporter } from 'gatsby'
import { generateImageData } from 'gatsby-plugin-sharp'
import { writeShareImage } from '../../../../src/node/content/share-image'
import { assetFile, localWidths, menuCardImage, resolveImageData, resolveOgImg, resolveShareImage, sourceDimensions, type ImageContext } from '../../../../src/node/content/images'

// Sharp itself is not run here. Its stand-in answers as gatsby-plugin-sharp does: one file per
// width (breakpoints) or per density of a fixed image, in the format asked, 'auto' being the PNG's.
// Sharp's header read says whether a file has an alpha channel: those whose path has 'alpha'.
jest.mock('sharp', () => (path: string) => ({ metadata: () => Promise.resolve({ hasAlpha: path.includes('alpha') }) }))
type SharpArgs = { formats: string[]; width: number; breakpoints?: number[]; outputPixelDensities?: number[]; placeholder: string; quality: number }
// The share image's own writer (tested in share-image.test.ts with sharp): a path from what it is given.
jest.mock('../../../../src/node/content/share-image', () => ({
  writeShareImage: jest.fn(({ contentDigest, name }: { contentDigest: string; name: string }, { pathPrefix }: { pathPrefix: string }) =>
    Promise.resolve(`${pathPrefix}/share/${contentDigest}/${name}.png`),
  ),
}))
jest.mock('gatsby-plugin-sharp', () => ({
  generateImageData: jest.fn(({ args }: { args: SharpArgs }) => {
    const ext = args.formats[0] === 'auto' ? 'png' : args.formats[0]
    const widths = args.breakpoints ?? (args.outputPixelDensities ?? [1, 2]).map((density) => density * args.width)
    const sizes = `(min-width: ${args.width}px) ${args.width}px, 100vw`
    return Promise.resolve({
      layout: 'constrained',
      width: args.width,
      height: Math.round((args.width * 9) / 16),
      placeholder: args.placeholder === 'blurred' ? { fallback: 'data:image/png;base64,AA' } : undefined,
      images: { fallback: { src: `/static/a/${args.width}.${ext}`, srcSet: widths.map((w) => `/static/a/${w}.${ext} ${w}w`).join(',\n'), sizes }, sources: [] },
    })
  }),
}))

// SPEC 7.12, 9.9: image data for gatsby-plugin-image with Cloudinary URLs; no file, no image.
const image = {
  _type: 'image',
  alt: 'A visitor pass',
  clId: 'updates/visitor-qr',
  asset: { _sanityAsset: 'image@file://./images/9d65db023561f3f51cf4b26b3ae2e87479e4b3e2-1200x675.png' },
}

function context(overrides: Partial<ImageContext> = {}): ImageContext & { warnings: string[] } {
  const warnings: string[] = []
  return {
    cloudinary: { cdnHost: 'https://res.cloudinary.com', cloud: 'threshold' },
    findFile: () => Promise.resolve(null),
    reporter: { warn: (m: string) => warnings.push(m) } as unknown as Reporter,
    cache: {} as GatsbyCache,
    pathPrefix: '',
    fetchBytes: () => Promise.resolve(new Uint8Array([1, 2, 3])),
    warnings,
    ...overrides,
  }
}

describe('the dataset image objects', () => {
  it('name their file and, in an export file name, their dimensions', () => {
    expect(assetFile(image)).toBe('9d65db023561f3f51cf4b26b3ae2e87479e4b3e2-1200x675.png')
    expect(sourceDimensions(image)).toEqual({ width: 1200, height: 675 })
    expect(sourceDimensions({ asset: { metadata: { dimensions: { width: 10, height: 20 } } } })).toEqual({ width: 10, height: 20 })
  })
})

describe('Cloudinary image data (SPEC 7.12, 9.9)', () => {
  it('builds the responsive srcset from the SPEC widths, with eco quality for 2x', async () => {
    const data = await resolveImageData({ ...image, asset: { metadata: { dimensions: { width: 4000, height: 2250 } } } }, { layout: 'constrained', width: 940 }, context())
    const srcSet = data?.images.fallback?.srcSet ?? ''
    // Cloudinary transformations hold commas, so read the widths from the ' NNNw' descriptors.
    const widths = [...srcSet.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
    expect(widths).toEqual([500, 752, 940, 1410, 1880])
    expect(srcSet).toContain('https://res.cloudinary.com/threshold/image/upload/c_limit,w_940,q_auto:good,f_auto/v1/updates/visitor-qr 940w')
    expect(srcSet).toContain('/c_limit,w_1880,q_auto:eco,f_auto/v1/updates/visitor-qr 1880w')
    expect([data?.width, data?.height]).toEqual([940, 529])
  })

  it('inlines the blurred placeholder under 102400 bytes, and leaves it out when larger or when its fetch fails', async () => {
    const withPlaceholder = await resolveImageData(image, { layout: 'constrained', width: 940 }, context())
    expect(withPlaceholder?.placeholder?.fallback).toBe('data:image/webp;base64,AQID')
    const large = await resolveImageData(image, { layout: 'constrained', width: 940 }, context({ fetchBytes: () => Promise.resolve(new Uint8Array(102400)) }))
    expect(large?.placeholder).toBeUndefined()
    const ctx = context({ fetchBytes: () => Promise.reject(new Error('offline')) })
    const without = await resolveImageData(image, { layout: 'constrained', width: 940 }, ctx)
    expect(without?.placeholder).toBeUndefined()
    expect(without?.images.fallback?.src).toContain('/v1/updates/visitor-qr')
    expect(ctx.warnings[0]).toContain('offline')
  })

  it('uses fixed sizes with a fill crop', async () => {
    const data = await resolveImageData(image, { layout: 'fixed', width: 310, height: 257 }, context())
    expect(data?.images.fallback?.src).toBe('https://res.cloudinary.com/threshold/image/upload/c_fill,w_310,h_257,q_auto:good,f_auto/v1/updates/visitor-qr')
    expect([data?.width, data?.height]).toEqual([310, 257])
  })

  it('makes the 1200x627 share image', async () => {
    expect(await resolveShareImage(image, context())).toBe(
      'https://res.cloudinary.com/threshold/image/upload/c_fill_pad,g_auto,w_1200,h_627,f_png/v1/updates/visitor-qr',
    )
  })
})

describe('without Cloudinary or a file', () => {
  it('gives no image data, so no broken image is rendered', async () => {
    const ctx = context({ cloudinary: undefined })
    expect(await resolveImageData(image, { layout: 'constrained', width: 940 }, ctx)).toBeNull()
    expect(await resolveShareImage(image, ctx)).toBeNull()
  })
})

describe('seo.ogImg (SPEC 3.2)', () => {
  it('keeps a URL or site path, makes a Cloudinary id the share image, and drops an id without Cloudinary', () => {
    const cloudinary = context().cloudinary
    expect(resolveOgImg('https://img.example/a.png', { cloudinary })).toBe('https://img.example/a.png')
    expect(resolveOgImg('/images/a.png', { cloudinary: undefined })).toBe('/images/a.png')
    expect(resolveOgImg('share/launch', { cloudinary })).toBe('https://res.cloudinary.com/threshold/image/upload/c_fill_pad,g_auto,w_1200,h_627,f_png/v1/share/launch')
    expect(resolveOgImg('share/launch', { cloudinary: undefined })).toBeNull()
    expect(resolveOgImg(42, { cloudinary })).toBe(42)
  })
})

describe('menu card images (SPEC 3.6, 9.9)', () => {
  const card = { cardImage: { public_id: 'nav/guide-cover' }, image: { _type: 'image', alt: 'The guide' } }

  it('draws cardImage.public_id through Cloudinary at 310x257, filled, when a cloud is configured', async () => {
    const value = menuCardImage(card, true)
    expect(value).toMatchObject({ clId: 'nav/guide-cover', alt: 'The guide' })
    const data = await resolveImageData(value ?? {}, { layout: 'fixed', width: 310, height: 257 }, context())
    expect(data?.images.fallback?.src).toBe('https://res.cloudinary.com/threshold/image/upload/c_fill,w_310,h_257,q_auto:good,f_auto/v1/nav/guide-cover')
    expect(data?.images.fallback?.srcSet).toContain('/c_fill,w_620,h_514,q_auto:good,f_auto/v1/nav/guide-cover 620w')
    expect([data?.width, data?.height]).toEqual([310, 257])
  })

  it('keeps the embedded image without the CDN, and gives none for a card with neither', () => {
    const file = { _type: 'image', alt: 'Cover', asset: { _sanityAsset: 'image@file://./images/a-620x514.png' } }
    expect(menuCardImage({ ...card, image: file }, false)).toBe(file)
    expect(menuCardImage({ cardImage: null, image: null }, true)).toBeNull()
  })
})

describe("the dataset's own files (SPEC 9.9)", () => {
  it("get the SPEC's responsive widths, and a quarter and a half of the width for images shown small", () => {
    expect(localWidths(940)).toEqual([235, 470, 500, 752, 940, 1410, 1880])
    expect(localWidths(400)).toEqual([100, 200, 400, 500, 752, 800])
  })
})

describe("a dataset file's image data (docs/architecture.md, \"Build phases at scale\")", () => {
  const file = { id: 'file-1', absolutePath: '/images/a-1200x675.png', internal: { contentDigest: 'abc' } } as unknown as Node
  const withAlpha = { id: 'file-2', absolutePath: '/images/alpha-400x400.png', internal: { contentDigest: 'def' } } as unknown as Node
  const local = { _type: 'image', alt: 'Cover', asset: { _sanityAsset: 'image@file://./images/a-1200x675.png' } }
  const ctx = (found = file) => context({ cloudinary: undefined, findFile: () => Promise.resolve(found) })
  const calls = () => jest.mocked(generateImageData).mock.calls.map(([options]) => options.args as unknown as SharpArgs)

  beforeEach(() => jest.mocked(generateImageData).mockClear())

  it('asks sharp for WebP at every width, and for one JPEG of an opaque file at the layout\'s width, with the placeholder', async () => {
    await resolveImageData(local, { layout: 'constrained', width: 940 }, ctx())
    expect(calls()).toEqual([
      expect.objectContaining({ formats: ['webp'], breakpoints: localWidths(940), placeholder: 'none', quality: 75 }),
      expect.objectContaining({ formats: ['jpg'], breakpoints: [940], placeholder: 'blurred', quality: 75 }),
    ])
    await resolveImageData(local, { layout: 'fixed', width: 48, height: 48 }, ctx())
    expect(calls()[3]).toEqual(expect.objectContaining({ formats: ['jpg'], outputPixelDensities: [1], placeholder: 'blurred' }))
  })

  it('keeps the own format (a PNG) for the fallback of a file with an alpha channel, so it stays transparent', async () => {
    await resolveImageData(local, { layout: 'fixed', width: 48, height: 48 }, ctx(withAlpha))
    expect(calls()[1]).toEqual(expect.objectContaining({ formats: ['auto'], outputPixelDensities: [1], placeholder: 'blurred' }))
  })

  it('shows the WebP widths in the <source> and one JPEG in the <img>, both with the same sizes', async () => {
    const data = await resolveImageData(local, { layout: 'constrained', width: 940 }, ctx())
    const sizes = '(min-width: 940px) 940px, 100vw'
    expect(data?.images.fallback).toEqual({ src: '/static/a/940.jpg', srcSet: '/static/a/940.jpg 940w', sizes })
    expect(data?.images.sources).toEqual([{ type: 'image/webp', sizes, srcSet: localWidths(940).map((w) => `/static/a/${w}.webp ${w}w`).join(',\n') }])
    expect(data?.placeholder?.fallback).toBe('data:image/png;base64,AA')
    expect([data?.width, data?.height]).toEqual([940, 529])
  })

  it("makes the share image writeShareImage's PNG of the file, and asks gatsby-plugin-sharp for nothing", async () => {
    const named = { ...file, name: 'a-1200x675' } as unknown as Node
    expect(await resolveShareImage(local, { ...ctx(named), pathPrefix: '/prefix' })).toBe('/prefix/share/abc/a-1200x675.png')
    expect(writeShareImage).toHaveBeenCalledWith({ absolutePath: '/images/a-1200x675.png', contentDigest: 'abc', name: 'a-1200x675' }, { pathPrefix: '/prefix' })
    expect(calls()).toEqual([])
  })

  it('is none when sharp gives none, so no broken image is rendered', async () => {
    jest.mocked(generateImageData).mockResolvedValueOnce(undefined)
    expect(await resolveImageData(local, { layout: 'constrained', width: 940 }, ctx())).toBeNull()
    expect(await resolveShareImage({ ...local, asset: null }, ctx())).toBeNull()
  })
})

describe('an image shown on many pages', () => {
  const file = { id: 'file-1', absolutePath: '/images/a-1200x675.png', internal: { contentDigest: 'abc' } } as unknown as Node
  const local = { _type: 'image', alt: 'Cover', asset: { _sanityAsset: 'image@file://./images/a-1200x675.png' } }

  it("is resolved once per file, arguments and process, not once per page (docs/architecture.md)", async () => {
    const memo = new Map<string, Promise<unknown>>()
    const ctx = context({ cloudinary: undefined, findFile: () => Promise.resolve(file), memo })
    const sharp = jest.mocked(generateImageData)
    sharp.mockClear()
    const first = await resolveImageData(local, { layout: 'constrained', width: 940 }, ctx)
    expect(await resolveImageData(local, { layout: 'constrained', width: 940 }, ctx)).toBe(first)
    expect(sharp).toHaveBeenCalledTimes(2) // its WebP and its fallback
    await resolveImageData(local, { layout: 'fixed', width: 48, height: 48 }, ctx)
    expect(sharp).toHaveBeenCalledTimes(4)
    // Another file content is another image.
    const changed = { ...file, internal: { contentDigest: 'def' } } as unknown as Node
    await resolveImageData(local, { layout: 'constrained', width: 940 }, { ...ctx, findFile: () => Promise.resolve(changed) })
    expect(sharp).toHaveBeenCalledTimes(6)
  })

  it("fetches a Cloudinary placeholder once", async () => {
    const fetched: string[] = []
    const ctx = context({ memo: new Map(), fetchBytes: (url) => (fetched.push(url), Promise.resolve(new Uint8Array([1]))) })
    await resolveImageData(image, { layout: 'constrained', width: 940 }, ctx)
    await resolveImageData(image, { layout: 'constrained', width: 600 }, ctx)
    expect(fetched).toHaveLength(1)
  })
})
