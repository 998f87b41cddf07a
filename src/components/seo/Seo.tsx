import { graphql, useStaticQuery, type HeadProps } from 'gatsby'
import React from 'react'
import { site } from '../../config/site-config'
import { buildSeo, DEFAULT_SHARE_IMAGE, documentTitle, type PageSeo } from '../../lib/seo/seo'
import type { CompanyFacts } from '../../lib/content/company-facts'
import { hasMarkdownCopy, markdownPath } from '../../lib/seo/markdown-copy'
import { scriptSafeJson } from '../../lib/seo/script-json'
import { articleLd, breadcrumbLd, organizationLd, pageTypeLd, websiteLd } from '../../lib/seo/structured-data'
import { useCompanyFacts } from '../site-wide/use-company-facts'

type JsonLd = Record<string, unknown>
type SeoTagsInput = Pick<PageSeo, 'title' | 'description' | 'canonical' | 'ogUrl'> &
  Partial<Omit<PageSeo, 'title' | 'description' | 'canonical' | 'ogUrl'>>

/** The description of pages that have none of their own (code pages). */
const DEFAULT_DESCRIPTION = `${site.brand.name}: cloud-based physical access control for every door you manage.`

/** The site's URL, and the pages that are a step of another page's trail (the few a breadcrumb links). */
function useSiteData(): { siteUrl: string; sections: ReadonlySet<string> } {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
      sectionPagePaths
    }
  `)
  return { siteUrl: data.site?.siteMetadata?.siteUrl ?? '', sections: new Set(data.sectionPagePaths) }
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
      {image && seo.ogImgAlt ? <meta property="og:image:alt" content={seo.ogImgAlt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.ogTitle ?? seo.title} />
      <meta name="twitter:description" content={seo.ogDescription ?? seo.description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {image && seo.ogImgAlt ? <meta name="twitter:image:alt" content={seo.ogImgAlt} /> : null}
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

/** The home page's structured data: the organization and the website. */
const homePageLd = (siteUrl: string, path: string, facts: CompanyFacts): JsonLd[] =>
  path === '/' ? [organizationLd(siteUrl, facts), websiteLd(siteUrl)] : []

/** The head of a code page (404, careers, …): the same metadata rules as CMS pages. */
export function Seo({ title, description, path, noindex, jsonLd = [], children }: SeoProps): React.JSX.Element {
  const { siteUrl, sections } = useSiteData()
  const facts = useCompanyFacts()
  const seo = buildSeo({ siteUrl, path, title, description: description ?? DEFAULT_DESCRIPTION, seo: { noindex } })
  return (
    <SeoTags seo={seo} path={path} jsonLd={[...homePageLd(siteUrl, path, facts), breadcrumbLd(siteUrl, path, title, sections), ...jsonLd]}>
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
      ogImgAlt
      ogType
      robots
    }
  }
`

interface ContentPageHeadProps {
  page: (Queries.ContentPageSeoFragment & { author?: { name: string } | null }) | null
  /** Article pages describe themselves as an Article or BlogPosting (structured data). */
  article?: 'Article' | 'BlogPosting'
  /** The page's own structured data, besides what every content page has. */
  jsonLd?: JsonLd[]
  children?: React.ReactNode
}

/**
 * The head of a CMS page: its metadata, its structured data (on the home page the organization
 * and website, an article, an about or contact page as such, breadcrumbs, and the page's own) and,
 * when it is indexable, the link to its Markdown copy (src/node/content/markdown-copies.ts).
 */
export function ContentPageHead({ page, article, jsonLd: ownLd = [], children }: ContentPageHeadProps): React.JSX.Element | null {
  const { siteUrl, sections } = useSiteData()
  const facts = useCompanyFacts()
  if (!page) return null
  const seo = page.pageSeo
  const jsonLd = [
    ...homePageLd(siteUrl, page.href, facts),
    pageTypeLd({ siteUrl, path: page.href, name: page.headingAlt, description: seo.description }),
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
    breadcrumbLd(siteUrl, page.href, page.headingAlt, sections),
    ...ownLd,
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
  ownLd?: (data: Data, siteUrl: string) => (JsonLd | undefined)[],
): (props: HeadProps<Data>) => React.JSX.Element | null {
  return function Head({ data }) {
    const { siteUrl } = useSiteData()
    const jsonLd = (ownLd?.(data, siteUrl) ?? []).filter((ld): ld is JsonLd => ld !== undefined)
    return <ContentPageHead page={documentOf(data)} article={article} jsonLd={jsonLd} />
  }
}

/** The site's URL, for a page that makes structured data of its own. */
export function useSiteUrl(): string {
  return useSiteData().siteUrl
}
