import { graphql, useStaticQuery } from 'gatsby'
import React from 'react'

interface SeoProps {
  title: string
  description?: string | null
  path: string
  noindex?: boolean | null
}

/**
 * Page metadata through Gatsby's Head API. Canonical URLs are the site base URL plus the path,
 * with no trailing slash (the site's policy). The full SPEC 3.2 rules (Open Graph fallbacks,
 * share image, validation) build on this.
 */
export function Seo({ title, description, path, noindex }: SeoProps): React.JSX.Element {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          title
          siteUrl
        }
      }
    }
  `)
  const meta = site?.siteMetadata
  const canonical = `${meta?.siteUrl ?? ''}${path === '/' ? '/' : path}`
  const fullTitle = path === '/' ? title : `${title} | ${meta?.title ?? ''}`
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={canonical} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </>
  )
}

/** The fields every content page's Head reads. */
export const query = graphql`
  fragment ContentPageSeo on ContentPage {
    href
    headingAlt
    summary
    seo {
      title
      description
      noindex
    }
  }
`

export function ContentPageHead({ page }: { page: Queries.ContentPageSeoFragment | null }): React.JSX.Element | null {
  if (!page) return null
  return (
    <Seo
      title={page.seo?.title ?? page.headingAlt}
      description={page.seo?.description ?? page.summary}
      path={page.href}
      noindex={page.seo?.noindex}
    />
  )
}
