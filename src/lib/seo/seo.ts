import { FIXED_SIZES } from '../media/cloudinary'

/** SPEC 3.2: a page's SEO fields as edited in the CMS; every one may be missing. */
interface CmsSeo {
  title?: unknown
  description?: unknown
  ogTitle?: unknown
  ogDescription?: unknown
  ogImg?: unknown
  ogType?: unknown
  noindex?: unknown
  ogUrl?: unknown
  canonical?: unknown
}

/** SPEC 3.2: the metadata every page renders, fallbacks applied. */
export interface PageSeo {
  title: string
  description: string
  ogUrl: string
  canonical: string
  ogTitle: string | null
  ogDescription: string | null
  ogImg: string | null
  /** What the share image shows, for those who cannot see it (og:image:alt). */
  ogImgAlt: string | null
  ogType: string | null
  robots: string | null
}

const REQUIRED = ['title', 'description', 'ogUrl', 'canonical'] as const
const OPTIONAL = ['ogTitle', 'ogDescription', 'ogImg', 'ogImgAlt', 'ogType', 'robots'] as const

/** SPEC 5.6: the two SEO validation errors; `key` names the failing key. */
export class SeoError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message)
    this.name = 'SeoError'
  }
}

/**
 * SPEC 5.6: a required key missing or not a string raises 'Required key {k} is missing or not a
 * string'; an optional key neither a string nor null raises 'Optional key {k} is not a string'.
 */
export function validateSeo(meta: Record<string, unknown>): PageSeo {
  for (const key of REQUIRED) {
    if (typeof meta[key] !== 'string') throw new SeoError(key, `Required key ${key} is missing or not a string`)
  }
  for (const key of OPTIONAL) {
    const value = meta[key]
    if (value !== null && value !== undefined && typeof value !== 'string') {
      throw new SeoError(key, `Optional key ${key} is not a string`)
    }
  }
  return meta as unknown as PageSeo
}

/** SPEC 9.9: the standard share image, a site asset (static/), used when a page has no image. */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/share-default.png',
  alt: 'The Threshold door mark beside the outline of a title, on a dark background',
  ...FIXED_SIZES.share,
} as const

/** The absolute URL of a site path ('/a/b'); the home page is the base URL plus '/'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

export interface SeoInput {
  siteUrl: string
  /** The page's path, e.g. '/blog/my-post' ('/' for the home page). */
  path: string
  seo?: CmsSeo | null
  /** The page's own title and description, used when the CMS's SEO fields leave them out. */
  title: unknown
  description?: unknown
  /** The page's main image as a share image URL (absolute or a site path), when it has one. */
  mainImage?: string | null
  /** The main image's alt text. */
  mainImageAlt?: string | null
}

/**
 * SPEC 3.2: the one function that builds every page's metadata. ogTitle falls back to the title,
 * ogDescription to the description, ogImg to the main image and then the standard 1200x627 share
 * image, and ogImgAlt is that image's alt text (an editor's own share image, which has none in the
 * CMS, is described by the page's share title); ogType defaults to 'website'; robots is 'noindex, follow' when seo.noindex; ogUrl and
 * canonical default to the site base URL plus the path (no trailing slash, the site's policy), and
 * an editor may set either (a canonical on the sister site, say). The result is checked by SPEC
 * 5.6's rules, so a bad CMS value throws `SeoError`.
 */
export function buildSeo({ siteUrl, path, seo, title, description, mainImage, mainImageAlt }: SeoInput): PageSeo {
  const url = absoluteUrl(siteUrl, path)
  const pageTitle = seo?.title ?? title
  const pageDescription = seo?.description ?? description
  const image = seo?.ogImg ?? mainImage ?? DEFAULT_SHARE_IMAGE.path
  const imageAlt = seo?.ogImg ? (seo.ogTitle ?? pageTitle) : mainImage ? mainImageAlt || null : DEFAULT_SHARE_IMAGE.alt
  return validateSeo({
    title: pageTitle,
    description: pageDescription,
    ogUrl: seo?.ogUrl ?? url,
    canonical: seo?.canonical ?? url,
    ogTitle: seo?.ogTitle ?? pageTitle,
    ogDescription: seo?.ogDescription ?? pageDescription,
    ogImg: typeof image === 'string' ? absoluteUrl(siteUrl, image) : image,
    ogImgAlt: imageAlt,
    ogType: seo?.ogType ?? 'website',
    robots: seo?.noindex === true ? 'noindex, follow' : null,
  })
}

/** The document title: the page title and the brand, except on the home page. */
export function documentTitle(title: string, path: string, brand: string): string {
  return path === '/' || title.includes(brand) ? title : `${title} | ${brand}`
}
