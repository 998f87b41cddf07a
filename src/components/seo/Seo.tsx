import { graphql, useStaticQuery, type HeadProps } from 'gatsby'
import React from 'react'
import { site } from '../../config/site-config'
import { buildSeo, DEFAULT_SHARE_IMAGE, documentTitle, type PageSeo } from '../../lib/seo/seo'
import { hasMarkdownCopy, markdownPath } from '../../lib/seo/markdown-copy'
import { scriptSafeJson } from '../../lib/seo/script-json'
import { articleLd, breadcrumbLd, organizationLd } from '../../lib/seo/structured-data'

type JsonLd = Record<string, unknown>
type SeoTagsInput = Pick<PageSeo, 'title' | 'description' | 'canonical' | 'ogUrl'> &
  Partial<Omit<PageSeo, 'title' | 'description' | 'canonical' | 'ogUrl'>>

/** The description of pages that have none of their own (code pages). */
const DEFAULT_DESCRIPTION = `${site.brand.name}: cloud-based physical access control for every door you manage.`

function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return data.site?.siteMetadata?.siteUrl ?? ''
}

/**
 * Every page's head (Gatsby Head API): title, description, canonical, robots, Open Graph, Twitter
 * card and JSON-LD, from the metadata `buildSeo` made (SPEC 3.2).
 */
function SeoTags({
  seo,
  path,
  jsonLd = [],
  children,
}: {
  seo: SeoTagsInput
  path: string
  jsonLd?: (JsonLd | undefined)[]
  children?: React.ReactNode
}): React.JSX.Element {
  const image = seo.ogImg ?? undefined
  return (
    <>
      <title>{documentTitle(seo.title, path, site.brand.name)}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      {seo.robots ? <meta name="robots" content={seo.robots} /> : null}
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={seo.ogTitle ?? seo.title} />
      <meta property="og:description" content={seo.ogDescription ?? seo.description} />
      <meta property="og:url" content={seo.ogUrl} />
      <meta property="og:type" content={seo.ogType ?? 'website'} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.ogTitle ?? seo.title} />
      <meta name="twitter:description" content={seo.ogDescription ?? seo.description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {jsonLd.filter(Boolean).map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      ))}
      {children}
    </>
  )
}

interface SeoProps {
  title: string
  description?: string | null
  path: string
  noindex?: boolean | null
  /** The page's own structured data, besides the organization and breadcrumbs. */
  jsonLd?: JsonLd[]
  children?: React.ReactNode
}

/** The head of a code page (404, careers, …): the same metadata rules as CMS pages. */
export function Seo({ title, description, path, noindex, jsonLd = [], children }: SeoProps): React.JSX.Element {
  const siteUrl = useSiteUrl()
  const seo = buildSeo({ siteUrl, path, title, description: description ?? DEFAULT_DESCRIPTION, seo: { noindex } })
  return (
    <SeoTags
      seo={seo}
      path={path}
      jsonLd={[path === '/' ? organizationLd(siteUrl) : undefined, breadcrumbLd(siteUrl, path, title), ...jsonLd]}
    >
      {children}
    </SeoTags>
  )
}

/** The fields every content page's Head reads. */
export const query = graphql`
  fragment ContentPageSeo on ContentPage {
    href
    headingAlt
    publishedIso: publishedOn
    _updatedAt
    pageSeo {
      title
      description
      ogUrl
      canonical
      ogTitle
      ogDescription
      ogImg
      ogType
      robots
    }
  }
`

interface ContentPageHeadProps {
  page: (Queries.ContentPageSeoFragment & { author?: { name: string } | null }) | null
  /** Article pages describe themselves as an Article or BlogPosting (structured data). */
  article?: 'Article' | 'BlogPosting'
  children?: React.ReactNode
}

/**
 * The head of a CMS page: its metadata, its structured data (organization, article, breadcrumbs)
 * and, when it is indexable, the link to its Markdown copy (src/node/content/markdown-copies.ts).
 */
export function ContentPageHead({ page, article, children }: ContentPageHeadProps): React.JSX.Element | null {
  const siteUrl = useSiteUrl()
  if (!page) return null
  const seo = page.pageSeo
  const jsonLd = [
    page.href === '/' ? organizationLd(siteUrl) : undefined,
    article
      ? articleLd({
          type: article,
          headline: page.headingAlt,
          description: seo.description,
          url: seo.canonical,
          image: seo.ogImg ?? `${siteUrl}${DEFAULT_SHARE_IMAGE.path}`,
          datePublished: page.publishedIso,
          dateModified: page._updatedAt,
          authorName: page.author?.name,
          siteUrl,
        })
      : undefined,
    breadcrumbLd(siteUrl, page.href, page.headingAlt),
  ]
  return (
    <SeoTags seo={seo} path={page.href} jsonLd={jsonLd}>
      {hasMarkdownCopy(seo.robots) ? <link rel="alternate" type="text/markdown" href={markdownPath(page.href)} /> : null}
      {children}
    </SeoTags>
  )
}

/**
 * A CMS template's `Head` (SPEC 3.2): the metadata and structured data of the document that
 * `documentOf` picks out of the template's query data. It lives with the SEO code, so a template
 * that needs only its head imports no article or body component (and none of their CSS).
 */
export function contentPageHead<Data>(
  documentOf: (data: Data) => ContentPageHeadProps['page'],
  article?: ContentPageHeadProps['article'],
): (props: HeadProps<Data>) => React.JSX.Element | null {
  return function Head({ data }) {
    return <ContentPageHead page={documentOf(data)} article={article} />
  }
}
