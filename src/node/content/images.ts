import type { GatsbyCache, Node, Reporter } from 'gatsby'
import { getImageData, type IGatsbyImageData } from 'gatsby-plugin-image'
import { generateImageData } from 'gatsby-plugin-sharp'
import sharp from 'sharp'
import {
  cloudinaryUrl,
  FIXED_SIZES,
  fixedTransformations,
  PLACEHOLDER,
  placeholderFits,
  placeholderTransformations,
  responsiveTransformations,
  responsiveWidths,
  shareImageUrl,
  type CloudinarySettings,
} from '../../lib/media/cloudinary'
import { writeShareImage } from './share-image'

/**
 * An image object as the CMS stores it (docs/content-model.md, "Images"): alt text, an optional Cloudinary id and
 * the asset, which in an export is `{ _sanityAsset: 'image@file://./images/<sha1>-<w>x<h>.<ext>' }`
 * and from the Sanity API the resolved `sanity.imageAsset` document.
 */
export interface CmsImageValue {
  _type?: string
  alt?: string | null
  clId?: unknown
  asset?: { _sanityAsset?: string; metadata?: { dimensions?: { width?: number; height?: number } } } | null
}

export interface ImageArgs {
  layout: 'constrained' | 'fixed'
  width: number
  height?: number
}

/** What resolving an image needs from Gatsby. */
export interface ImageContext {
  cloudinary?: CloudinarySettings
  findFile: (relativePath: string) => Promise<Node | null>
  reporter: Reporter
  cache: GatsbyCache
  pathPrefix: string
  /** Fetches the Cloudinary placeholder; a parameter so tests and offline builds can replace it. */
  fetchBytes?: (url: string) => Promise<Uint8Array>
  /**
   * What this process has already resolved (see `remembered`): given, an image shown on many
   * pages is resolved once, not once per page that shows it.
   */
  memo?: Map<string, Promise<unknown>>
}

/**
 * `compute()`, once per key and `ctx.memo`. Image data depends only on the file (its content
 * digest is in the key), the arguments and the settings, never on the page; sharp's jobs are
 * created by the first call, which is all Gatsby needs to run them. At 10,000 documents each page
 * query resolved the same few images again, every time with a hash of the file and a job message
 * from the worker to the main process (docs/architecture.md, "Build phases at scale").
 */
function remembered<T>(ctx: ImageContext, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = ctx.memo
  if (!memo) return compute()
  let pending = memo.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = compute()
    memo.set(key, pending)
    pending.catch(() => memo.delete(key))
  }
  return pending
}

const EXPORT_ASSET = /^image@file:\/\/\.\/images\/(.+)$/

/** The file of an exported asset, relative to the dataset's images folder. */
export function assetFile(image: CmsImageValue): string | undefined {
  return image.asset?._sanityAsset?.match(EXPORT_ASSET)?.[1]
}

/** The source dimensions: Sanity's metadata, or the `-<width>x<height>.` of an export file name. */
export function sourceDimensions(image: CmsImageValue): { width: number; height: number } | undefined {
  const meta = image.asset?.metadata?.dimensions
  if (meta?.width && meta.height) return { width: meta.width, height: meta.height }
  const match = assetFile(image)?.match(/-(\d+)x(\d+)\.[a-z]+$/i)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

/**
 * SPEC 3.6: a menu card names its image by `cardImage.public_id`, an image-CDN asset (SPEC 3.4). With
 * Cloudinary configured the card shows that image (its alt and dataset file, if any, kept beside
 * it); without, the dataset's own file (`image`) as before. Null when the card has neither.
 */
export function menuCardImage(
  entry: { cardImage?: { public_id?: string | null } | null; image?: CmsImageValue | null },
  cloudinary: boolean,
): CmsImageValue | null {
  const publicId = entry.cardImage?.public_id
  if (cloudinary && publicId) return { _type: 'image', ...entry.image, clId: publicId }
  return entry.image ?? null
}

export function isImageValue(value: unknown): value is CmsImageValue {
  const v = value as CmsImageValue | null
  return Boolean(v && typeof v === 'object' && (v._type === 'image' || v.asset !== undefined) && (v.asset || v.clId !== undefined))
}

async function defaultFetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`status ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}

/** SPEC 9.9: the blurred placeholder, inlined when small enough; a failed fetch just means none. */
async function cloudinaryPlaceholder(id: string, ctx: ImageContext, settings: CloudinarySettings): Promise<string | undefined> {
  const url = cloudinaryUrl(settings, id, placeholderTransformations())
  return remembered(ctx, `placeholder ${url}`, () => fetchPlaceholder(url, id, ctx))
}

async function fetchPlaceholder(url: string, id: string, ctx: ImageContext): Promise<string | undefined> {
  try {
    const bytes = await (ctx.fetchBytes ?? defaultFetchBytes)(url)
    if (!placeholderFits(bytes.byteLength)) return undefined
    return `data:image/${PLACEHOLDER.format};base64,${Buffer.from(bytes).toString('base64')}`
  } catch (err) {
    ctx.reporter.warn(`No blurred placeholder for image ${id}: ${(err as Error).message}`)
    return undefined
  }
}

/** SPEC 7.12, 9.9: image data for gatsby-plugin-image, with Cloudinary URLs. */
async function cloudinaryImageData(
  id: string,
  source: { width: number; height: number },
  args: ImageArgs,
  ctx: ImageContext,
  settings: CloudinarySettings,
): Promise<IGatsbyImageData> {
  const base = args.width
  const height = args.height
  return getImageData({
    baseUrl: id,
    sourceWidth: source.width,
    sourceHeight: source.height,
    layout: args.layout,
    width: base,
    height,
    formats: ['auto'],
    breakpoints: args.layout === 'fixed' ? undefined : responsiveWidths(base),
    placeholderURL: await cloudinaryPlaceholder(id, ctx, settings),
    urlBuilder: ({ baseUrl, width, height: h }) =>
      cloudinaryUrl(
        settings,
        baseUrl,
        args.layout === 'fixed' ? fixedTransformations(width, h) : responsiveTransformations(width, base),
      ),
  })
}

/** The widths of a constrained image of the dataset's own files (see resolveImageData). */
export function localWidths(base: number): number[] {
  return [...new Set([Math.round(base / 4), Math.round(base / 2), ...responsiveWidths(base)])].sort((a, b) => a - b)
}

/**
 * Image data for one CMS image: Cloudinary URLs when a cloud is configured and the image has a
 * Cloudinary id (SPEC 7.12), else the dataset's own file, resized by sharp at build time. Null when
 * neither exists, so the page leaves the image out rather than showing a broken one.
 */
export async function resolveImageData(image: CmsImageValue, requested: ImageArgs, ctx: ImageContext): Promise<IGatsbyImageData | null> {
  const dimensions = sourceDimensions(image)
  // A constrained image is never laid out wider than its file (no upscaling).
  const args =
    requested.layout === 'constrained' && dimensions ? { ...requested, width: Math.min(requested.width, dimensions.width) } : requested
  if (ctx.cloudinary && image.clId !== undefined && image.clId !== null) {
    // A fixed box is cropped to fill it (SPEC 9.9), whatever the source's size: a Cloudinary asset
    // named only by its id (a menu card's `cardImage`) needs no dimensions then, 1x and 2x alike.
    const box = args.layout === 'fixed' && args.height ? { width: 2 * args.width, height: 2 * args.height } : undefined
    if (!dimensions && box) return cloudinaryImageData(image.clId as string, box, args, ctx, ctx.cloudinary)
    if (!dimensions) {
      ctx.reporter.warn(`Image ${image.clId as string} has no asset to read its dimensions from; it is left out`)
      return null
    }
    return cloudinaryImageData(image.clId as string, dimensions, args, ctx, ctx.cloudinary)
  }
  const file = await datasetFile(image, ctx)
  if (!file) return null
  return remembered(ctx, fileKey(file, args, ctx), () => localImageData(file, args, ctx))
}

/** The dataset's own file of an image, or null when it has none. */
async function datasetFile(image: CmsImageValue, ctx: ImageContext): Promise<Node | null> {
  const relativePath = assetFile(image)
  return relativePath ? ctx.findFile(relativePath) : null
}

/** What a dataset file's image data depends on (see `remembered`). */
function fileKey(file: Node, args: ImageArgs, ctx: ImageContext, use = 'image'): string {
  return `${use} ${file.id} ${file.internal.contentDigest} ${JSON.stringify(args)} ${ctx.pathPrefix}`
}

/**
 * The dataset's own file, resized by sharp: WebP at every width for the `<source>`, which every
 * current browser takes, and one fallback at the layout's width for the `<img>`, which only
 * browsers without WebP fetch: a JPEG when the file is opaque, else the file's own format (a PNG
 * keeps its transparency). One fallback per image rather than one per width, and a JPEG rather than
 * a palette PNG (gatsby-plugin-sharp always quantizes PNGs, about 200 ms of CPU for a 1200 px file
 * against 17 ms for its JPEG): the fallbacks were the most of a cold build's image jobs
 * (docs/architecture.md, "Build phases at scale").
 */
async function localImageData(file: Node, args: ImageArgs, ctx: ImageContext): Promise<IGatsbyImageData | null> {
  const fixed = args.layout === 'fixed'
  const [webp, own] = await Promise.all([
    sharpImageData(file, args, ctx, {
      // SPEC 9.9's responsive widths for the dataset's own files too: with `sizes`
      // (src/lib/media/image-sizes.ts) a phone at 2x takes 752 px for a 342 px column, not 940. Sharp's
      // quarter and half of the width stay, for images shown small (avatars, logos: 2.5 to 4rem),
      // which the SPEC's widths alone would serve at full size. Widths over the file's are left out.
      breakpoints: fixed ? undefined : localWidths(args.width),
      placeholder: 'none',
      formats: ['webp'],
    }),
    hasAlpha(file, ctx).then((alpha) =>
      sharpImageData(file, args, ctx, {
        ...(fixed ? { outputPixelDensities: [1] } : { breakpoints: [args.width] }),
        placeholder: 'blurred',
        formats: [alpha ? 'auto' : 'jpg'],
      }),
    ),
  ])
  const sources = webp?.images.fallback
  const fallback = own?.images.fallback
  if (!own || !sources?.srcSet || !fallback) return null
  return {
    ...own,
    images: {
      fallback: { ...fallback, sizes: sources.sizes },
      sources: [{ srcSet: sources.srcSet, sizes: sources.sizes, type: 'image/webp' }],
    },
  }
}

/** gatsby-plugin-sharp's image data for a dataset file, at quality 75, with `options` over `args`. */
function sharpImageData(file: Node, args: ImageArgs, ctx: ImageContext, options: Record<string, unknown>): Promise<IGatsbyImageData | undefined> {
  return generateImageData({
    file,
    args: { layout: args.layout, width: args.width, height: args.height, quality: 75, pathPrefix: ctx.pathPrefix, ...options },
    pathPrefix: ctx.pathPrefix,
    reporter: ctx.reporter,
    cache: ctx.cache,
  })
}

/** Whether a dataset file has an alpha channel: sharp reads its header, once per file and process. */
function hasAlpha(file: Node, ctx: ImageContext): Promise<boolean> {
  return remembered(ctx, `alpha ${file.internal.contentDigest}`, async () => (await sharp(file.absolutePath as string).metadata()).hasAlpha)
}

/**
 * SPEC 3.2, 9.9: the page's 1200x627 share image (a URL or site path), or null without a file or
 * Cloudinary id. From the dataset's file it is the one PNG that writeShareImage makes (SPEC 7.12's
 * share image is a PNG), which link previews read: no WebP and no placeholder, which no page shows.
 */
export async function resolveShareImage(image: CmsImageValue, ctx: ImageContext): Promise<string | null> {
  if (ctx.cloudinary && image.clId !== undefined && image.clId !== null) return shareImageUrl(ctx.cloudinary, image.clId)
  const file = await datasetFile(image, ctx)
  if (!file) return null
  const args: ImageArgs = { layout: 'fixed', ...FIXED_SIZES.share }
  return remembered(ctx, fileKey(file, args, ctx, 'share'), () =>
    writeShareImage(
      { absolutePath: file.absolutePath as string, contentDigest: file.internal.contentDigest, name: file.name as string },
      { pathPrefix: ctx.pathPrefix },
    ),
  )
}

/**
 * SPEC 3.2: `seo.ogImg` as edited: a URL or site path is used as is; any other string is a
 * Cloudinary id, made into the share image when a cloud is configured and dropped otherwise (the
 * fallbacks then apply). Other values are returned for the SEO validation to refuse.
 */
export function resolveOgImg(value: unknown, ctx: Pick<ImageContext, 'cloudinary'>): unknown {
  if (typeof value !== 'string' || /^(https?:\/\/|\/)/.test(value)) return value
  return ctx.cloudinary ? shareImageUrl(ctx.cloudinary, value) : null
}
