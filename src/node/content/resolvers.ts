import type { CreateResolversArgs, Node } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { anchorHeadings, readingTime, type TextBlock } from '../../lib/portable-text'
import { imageAssetRef } from '../../lib/image-asset'
import { buildSeo } from '../../lib/seo'
import { hasField, MODEL } from '../cms/model'
import type { CmsTypeName } from '../cms/queries'
import { CMS_IMAGES_SOURCE } from './image-source'
import { isImageValue, resolveImageData, resolveOgImg, resolveShareImage, type CmsImageValue, type ImageArgs, type ImageContext } from './images'
import { seoInputOf, type SeoSource } from '../../lib/seo-input'

/** Images inside a body are laid out in the text column, at most 940 px wide (SPEC 9.9's base width). */
const BODY_IMAGE: ImageArgs = { layout: 'constrained', width: 940 }

interface ResolverContext {
  nodeModel: { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null> }
}

/**
 * A figure may hold its image's fields on itself (`alt`, `clId`, `asset`, as Sanity stores a named
 * image type) instead of in `image`; both become `image`, so the renderer sees one form.
 */
function figureWithImage(figure: Record<string, unknown>): Record<string, unknown> {
  const { alt, clId, asset, ...rest } = figure
  if (clId === undefined && asset === undefined) return figure
  return { ...rest, image: { _type: 'image', clId, asset, alt: alt ?? figure.caption ?? '' } }
}

/**
 * A copy of `value` in which every image object carries its `gatsbyImageData` (null when the image
 * has no file), so the body renderer can show images held in rich content. A figure that names
 * only a Cloudinary id (SPEC 3.3 `figureImage.clId`) gets an image object for it.
 */
async function withImageData(value: unknown, ctx: ImageContext): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => withImageData(v, ctx)))
  if (!value || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const object = source._type === 'figureImage' && !source.image ? figureWithImage(source) : source
  const entries = await Promise.all(Object.entries(object).map(async ([k, v]) => [k, await withImageData(v, ctx)] as const))
  const copy: Record<string, unknown> = Object.fromEntries(entries)
  if (isImageValue(object)) copy.gatsbyImageData = await resolveImageData(object, BODY_IMAGE, ctx)
  return copy
}

/**
 * The computed fields of content pages (DESIGN.md: createResolvers → computed fields), resolved at
 * build time: `body` with heading anchors and image data, `toc`, `readingTime` (SPEC 2.10, 3.3,
 * 9.1), `pageSeo` (SPEC 3.2) and `CmsImage.gatsbyImageData` (SPEC 7.12, 9.9).
 */
export function contentResolvers(
  { reporter, cache, pathPrefix }: Pick<CreateResolversArgs, 'reporter' | 'cache' | 'pathPrefix'>,
  settings: ServiceSettings,
): Record<string, Record<string, unknown>> {
  const imageContext = (context: ResolverContext): ImageContext => ({
    cloudinary: settings.cloudinary ? { cloud: settings.cloudinary.cloud, cdnHost: settings.cloudinary.cdnHost } : undefined,
    // Without the images folder (the Sanity API as source) there is no File type: no file then.
    findFile: (relativePath) =>
      context.nodeModel
        .findOne({
          type: 'File',
          query: { filter: { sourceInstanceName: { eq: CMS_IMAGES_SOURCE }, relativePath: { eq: relativePath } } },
        })
        .catch(() => null),
    reporter,
    cache,
    pathPrefix,
  })

  const pageSeo = {
    resolve: async (source: SeoSource & { mainImage?: CmsImageValue | null }, _args: unknown, context: ResolverContext) => {
      const ctx = imageContext(context)
      const image = source.mainImage ? await resolveShareImage(source.mainImage, ctx) : null
      const seo = source.seo ? { ...source.seo, ogImg: resolveOgImg(source.seo.ogImg, ctx) } : source.seo
      return buildSeo(seoInputOf({ ...source, seo }, settings.siteUrl, image))
    },
  }
  const bodyFields = {
    body: {
      resolve: (source: { body: TextBlock[] }, _args: unknown, context: ResolverContext) =>
        withImageData(anchorHeadings(source.body).body, imageContext(context)),
    },
    toc: { resolve: (source: { body: TextBlock[] }) => anchorHeadings(source.body).toc },
    readingTime: { resolve: (source: { body: TextBlock[] }) => readingTime(source.body) },
  }

  const resolvers: Record<string, Record<string, unknown>> = {
    CmsImage: {
      asset: { resolve: (source: CmsImageValue) => imageAssetRef(source.asset) },
      gatsbyImageData: {
        resolve: (source: CmsImageValue, args: { layout: 'CONSTRAINED' | 'FIXED'; width: number; height?: number }, context: ResolverContext) =>
          resolveImageData(source, { layout: args.layout === 'FIXED' ? 'fixed' : 'constrained', width: args.width, height: args.height }, imageContext(context)),
      },
    },
  }
  // Landing-page sections hold images (product cards, logos, photos, media rows) and rich text.
  const sectionFields = {
    sections: {
      resolve: (source: { sections: unknown }, _args: unknown, context: ResolverContext) => withImageData(source.sections, imageContext(context)),
    },
  }
  for (const [type, model] of Object.entries(MODEL) as [CmsTypeName, (typeof MODEL)[CmsTypeName]][]) {
    if (!model.template) continue
    resolvers[model.nodeType] = {
      pageSeo,
      ...(hasField(type, 'body') ? bodyFields : {}),
      ...(hasField(type, 'sections') ? sectionFields : {}),
    }
  }
  return resolvers
}
