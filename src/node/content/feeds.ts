import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { readServiceSettings, site } from '../../config/site-config'
import { BLOG_FEED_PATH, robotsTxt, rssXml, sitemapXml } from '../../lib/feeds'

interface FeedsQuery {
  allSitePage: { nodes: { path: string; pageContext: { noindex?: boolean } | null }[] }
  allContentPage: { nodes: { href: string; _updatedAt: string | null; seo: { noindex: boolean | null } | null }[] }
  allBlogPost: { nodes: { href: string; headingAlt: string; summary: string | null; publishedOn: string }[] }
}

/** Gatsby's own pages that are not pages of the site. */
const NOT_PAGES = /^\/(404|404\.html|dev-404-page)$/

/**
 * onPostBuild: sitemap.xml (every indexable page), robots.txt (naming the sitemap) and the blog's
 * RSS feed, written into public/. A code page opts out of the sitemap with `noindex: true` in its
 * page context; a CMS page with `seo.noindex`.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql is a plain function, typed as a method
export const writeFeeds: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const { siteUrl } = readServiceSettings(process.env, process.cwd())
  const result = await graphql<FeedsQuery>(`
    query Feeds {
      allSitePage { nodes { path pageContext } }
      allContentPage { nodes { href _updatedAt seo { noindex } } }
      allBlogPost(sort: { publishedOn: DESC }) { nodes { href headingAlt summary publishedOn } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not query the pages for the sitemap and feeds', result.errors as Error[])
    return
  }
  const { allSitePage, allContentPage, allBlogPost } = result.data
  const content = new Map(allContentPage.nodes.map((n) => [n.href, n]))
  const pages = allSitePage.nodes
    .filter((p) => !NOT_PAGES.test(p.path) && !/[:*]/.test(p.path))
    .map((p) => {
      const doc = content.get(p.path)
      return { path: p.path, noindex: Boolean(p.pageContext?.noindex || doc?.seo?.noindex), lastmod: doc?._updatedAt }
    })
  const publicDir = path.join((store.getState as () => { program: { directory: string } })().program.directory, 'public')
  const feed = rssXml(
    siteUrl,
    { title: `${site.brand.name} blog`, description: `News and guides on cloud access control from ${site.brand.name}.`, path: '/blog' },
    allBlogPost.nodes.map((n) => ({ title: n.headingAlt, path: n.href, description: n.summary, publishedOn: n.publishedOn })),
  )
  await mkdir(path.join(publicDir, path.dirname(BLOG_FEED_PATH)), { recursive: true })
  await Promise.all([
    writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, pages)),
    writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl)),
    writeFile(path.join(publicDir, BLOG_FEED_PATH), feed),
  ])
  reporter.info(`Feeds: sitemap.xml (${pages.filter((p) => !p.noindex).length} pages), robots.txt, ${BLOG_FEED_PATH} (${allBlogPost.nodes.length} posts)`)
}
