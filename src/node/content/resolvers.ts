import type { CreateResolversArgs, Node } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { anchorHeadings, readingTime, type TextBlock } from '../../lib/content/portable-text'
import { imageAssetRef } from '../../lib/media/image-asset'
import { buildSeo } from '../../lib/seo/seo'
import { hasField, MODEL } from '../cms/model'
import type { CmsTypeName } from '../cms/queries'
import { CMS_IMAGES_SOURCE } from './image-source'
import { isImageValue, menuCardImage, resolveImageData, resolveOgImg, resolveShareImage, type CmsImageValue, type ImageArgs, type ImageContext } from './images'
import { seoInputOf, type SeoSource } from '../../lib/seo/seo-input'
import { sectionPagePaths } from '../../lib/seo/structured-data'

/** Images inside a body are laid out in the text column, at most 940 px wide (SPEC 9.9's base width). */
const BODY_IMAGE: ImageArgs = { layout: 'constrained', width: 940 }

interface ResolverContext {
  nodeModel: {
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<Node> }>
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null>
    getNodesByIds: (args: { ids: readonly string[]; type: string }) => Node[]
  }
}

/** The root field of `byIdsField`: `blogPostByIds` for BlogPost. */
export function byIdsFieldName(nodeType: string): string {
  return `${nodeType.charAt(0).toLowerCase()}${nodeType.slice(1)}ByIds`
}

/**
 * A root field that reads documents of one type by id, in the order of the ids (a missing one left
 * out): for the documents a page shows beside its own, which its context names (related reading,
 * a course's neighbours: src/node/page-context.ts). Gatsby then ties the page to those documents
 * alone, where `allBlogPost(filter: { id: { in: … } })` ties it to every blog post: a change to any
 * one re-ran the query of every page of the type, and its results came in the store's order, which
 * an update changes, so pages whose data was the same were written again.
 */
function byIdsField(nodeType: string) {
  return {
    type: `[${nodeType}!]!`,
    args: { ids: '[String!]!' },
    resolve: (_source: unknown, { ids }: { ids: readonly string[] }, context: ResolverContext) => context.nodeModel.getNodesByIds({ ids, type: nodeType }),
  }
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
 * `value` with every image object carrying its `gatsbyImageData` (null when the image has no file),
 * so the body renderer can show images held in rich content. A figure that names only a Cloudinary
 * id (SPEC 3.3 `figureImage.clId`) gets an image object for it. Only the objects on the way to an
 * image are copied, and the images are resolved together: a body is thousands of objects and a
 * handful of images, and every page query resolves one (docs/architecture.md).
 */
async function withImageData(value: unknown, ctx: ImageContext): Promise<unknown> {
  const pending: Promise<void>[] = []
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined
      node.forEach((item, i) => {
        const next = visit(item)
        if (next !== item) (copy ??= node.slice())[i] = next
      })
      return copy ?? node
    }
    if (!node || typeof node !== 'object') return node
    const source = node as Record<string, unknown>
    const object = source._type === 'figureImage' && !source.image ? figureWithImage(source) : source
    let copy: Record<string, unknown> | undefined = object === source ? undefined : { ...object }
    for (const [k, v] of Object.entries(object)) {
      const next = visit(v)
      if (next !== v) (copy ??= { ...object })[k] = next
    }
    if (isImageValue(object)) {
      const image = (copy ??= { ...object })
      pending.push(resolveImageData(object, BODY_IMAGE, ctx).then((data) => void (image.gatsbyImageData = data)))
    }
    return copy ?? node
  }
  const result = visit(value)
  await Promise.all(pending)
  return result
}

/** What resolving images needs, for this build's settings; `findFile` finds a file of the dataset's images folder. */
function imageContextOf(
  { reporter, cache, pathPrefix }: Pick<ImageContext, 'reporter' | 'cache' | 'pathPrefix'>,
  settings: ServiceSettings,
  memo: Map<string, Promise<unknown>>,
  findFile: ImageContext['findFile'],
): ImageContext {
  return {
    memo,
    cloudinary: settings.cloudinary ? { cloud: settings.cloudinary.cloud, cdnHost: settings.cloudinary.cdnHost } : undefined,
    findFile,
    reporter,
    cache,
    pathPrefix,
  }
}

/** A content page's document as the resolvers below read it. */
interface PageImagesSource {
  mainImage?: CmsImageValue | null
  body?: unknown
  sections?: unknown
}

/**
 * The image data a page's own fields resolve, whatever its template selects: the share image
 * (`pageSeo`) and the images of its body or sections. Every template queries `pageSeo` and its
 * body or sections (ContentPageSeo, ContentArticle, the landing page).
 */
function pageImages(source: PageImagesSource, ctx: ImageContext): Promise<unknown>[] {
  return [
    source.mainImage ? resolveShareImage(source.mainImage, ctx) : null,
    source.body ? withImageData(source.body, ctx) : null,
    source.sections ? withImageData(source.sections, ctx) : null,
  ].filter((pending) => pending !== null)
}

/**
 * A cold build's image jobs, begun before the bundles. Gatsby creates an image job when a page query
 * first resolves that image's data, and the queries come after webpack has built the bundles and
 * the HTML renderer, 50–60 s at 10,000 documents in which the main process's JavaScript thread bundles and
 * the second core mostly idles. So each page's own images (pageImages: its share image and the
 * images of its body or sections) are asked for here, in the main process, and sharp resizes them on
 * libuv's threads while webpack bundles. The query that asks for the same data later creates the
 * same job, which Gatsby answers with the one begun here, running or done:
 * it knows a job by its content digest. A share image is no job (writeShareImage): the query finds
 * the file written, or writes it if it is not yet. Cards, avatars and logos, whose sizes the templates' queries
 * choose, are still begun by the queries (docs/architecture.md, "The image jobs before the bundles").
 *
 * Returns how many pages' images were asked for; their jobs go on after it returns. A failure is
 * not the build's: the page query that resolves that image reports it.
 */
export async function startPageImageJobs(
  args: Pick<ImageContext, 'reporter' | 'cache' | 'pathPrefix'> & { getNodesByType: (type: string) => Node[] },
  settings: ServiceSettings,
): Promise<number> {
  const files = new Map<string, Node>()
  for (const file of args.getNodesByType('File')) {
    if (file.sourceInstanceName === CMS_IMAGES_SOURCE) files.set(file.relativePath as string, file)
  }
  const ctx = imageContextOf(args, settings, new Map(), (relativePath) => Promise.resolve(files.get(relativePath) ?? null))
  let pages = 0
  const pending: Promise<unknown>[] = []
  for (const model of Object.values(MODEL)) {
    if (!model.template) continue
    for (const node of args.getNodesByType(model.nodeType)) {
      if (!node.href) continue
      pages += 1
      pending.push(...pageImages(node as PageImagesSource, ctx))
    }
  }
  const failed = (await Promise.allSettled(pending)).filter((result) => result.status === 'rejected')
  if (failed.length > 0) args.reporter.warn(`Images begun before the queries: ${failed.length} failed, and are left to the page queries`)
  return pages
}

/**
 * The computed fields of content pages (docs/content-rendering.md, "Computed fields"), resolved at
 * build time: `body` with heading anchors and image data, `toc`, `readingTime` (SPEC 2.10, 3.3,
 * 9.1), `pageSeo` (SPEC 3.2) and `CmsImage.gatsbyImageData` (SPEC 7.12, 9.9).
 */
export function contentResolvers(
  { reporter, cache, pathPrefix }: Pick<CreateResolversArgs, 'reporter' | 'cache' | 'pathPrefix'>,
  settings: ServiceSettings,
): Record<string, Record<string, unknown>> {
  // One per process (the main process and each query worker): see ImageContext.memo.
  const memo = new Map<string, Promise<unknown>>()
  const imageContext = (context: ResolverContext): ImageContext =>
    // Without the images folder (the Sanity API as source) there is no File type: no file then.
    imageContextOf({ reporter, cache, pathPrefix }, settings, memo, (relativePath) =>
      context.nodeModel
        .findOne({
          type: 'File',
          query: { filter: { sourceInstanceName: { eq: CMS_IMAGES_SOURCE }, relativePath: { eq: relativePath } } },
        })
        .catch(() => null),
    )

  const pageSeo = {
    resolve: async (source: SeoSource & { mainImage?: CmsImageValue | null }, _args: unknown, context: ResolverContext) => {
      const ctx = imageContext(context)
      const image = source.mainImage ? await resolveShareImage(source.mainImage, ctx) : null
      const seo = source.seo ? { ...source.seo, ogImg: resolveOgImg(source.seo.ogImg, ctx) } : source.seo
      return buildSeo(seoInputOf({ ...source, seo }, settings.siteUrl, image, source.mainImage?.alt))
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
    // SPEC 3.6: a menu card's `cardImage.public_id` through Cloudinary when a cloud is configured.
    NavBarMenuItem: {
      image: { resolve: (source: Parameters<typeof menuCardImage>[0]) => menuCardImage(source, Boolean(settings.cloudinary)) },
    },
  }
  // Landing-page sections hold images (product cards, logos, photos, media rows) and rich text.
  const sectionFields = {
    sections: {
      resolve: (source: { sections: unknown }, _args: unknown, context: ResolverContext) => withImageData(source.sections, imageContext(context)),
    },
  }
  const query: Record<string, unknown> = {
    // Breadcrumbs link a middle step only to a page that exists (structured data, src/lib/seo).
    sectionPagePaths: {
      type: '[String!]!',
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
        const { entries } = await context.nodeModel.findAll({ type: 'SitePage' })
        return sectionPagePaths(Array.from(entries, (page) => String(page.path)))
      },
    },
  }
  resolvers.Query = query
  for (const [type, model] of Object.entries(MODEL) as [CmsTypeName, (typeof MODEL)[CmsTypeName]][]) {
    if (!model.template) continue
    query[byIdsFieldName(model.nodeType)] = byIdsField(model.nodeType)
    resolvers[model.nodeType] = {
      pageSeo,
      ...(hasField(type, 'body') ? bodyFields : {}),
      ...(hasField(type, 'sections') ? sectionFields : {}),
    }
  }
  return resolvers
}
