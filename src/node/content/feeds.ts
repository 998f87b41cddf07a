import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { readServiceSettings, site } from '../../config/site-config'
import { BLOG_FEED_PATH, robotsTxt, rssXml, sitemapFiles } from '../../lib/feeds'

interface FeedsQuery {
  allSitePage: { nodes: { path: string; pageContext: { noindex?: boolean } | null }[] }
  allContentPage: { nodes: { href: string; _updatedAt: string | null; seo: { noindex: boolean | null } | null }[] }
  allBlogPost: { nodes: { href: string; headingAlt: string; summary: string | null; publishedOn: string }[] }
}

/** Gatsby's own pages that are not pages of the site. */
const NOT_PAGES = /^\/(404|404\.html|dev-404-page)$/

/** A sitemap part an earlier, larger build wrote (/sitemap-2.xml). */
const SITEMAP_PART = /^sitemap-\d+\.xml$/

/**
 * onPostBuild: sitemap.xml (every indexable page; split within sitemaps.org's limits, see
 * sitemapFiles, and the parts of a larger earlier sitemap removed), robots.txt (naming the
 * sitemap) and the blog's RSS feed, written into public/. A code page opts out of the sitemap with
 * `noindex: true` in its page context; a CMS page with `seo.noindex`.
 */
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
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, 'public')
  const feed = rssXml(
    siteUrl,
    { title: `${site.brand.name} blog`, description: `News and guides on cloud access control from ${site.brand.name}.`, path: '/blog' },
    allBlogPost.nodes.map((n) => ({ title: n.headingAlt, path: n.href, description: n.summary, publishedOn: n.publishedOn })),
  )
  const sitemaps = sitemapFiles(siteUrl, pages)
  await mkdir(path.join(publicDir, path.dirname(BLOG_FEED_PATH)), { recursive: true })
  const written = new Set(sitemaps.map((s) => s.path.slice(1)))
  for (const file of await readdir(publicDir)) if (SITEMAP_PART.test(file) && !written.has(file)) await rm(path.join(publicDir, file))
  await Promise.all([
    ...sitemaps.map((s) => writeFile(path.join(publicDir, s.path), s.xml)),
    writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl)),
    writeFile(path.join(publicDir, BLOG_FEED_PATH), feed),
  ])
  const parts = sitemaps.length > 1 ? ` in ${sitemaps.length - 1} parts` : ''
  reporter.info(`Feeds: sitemap.xml (${pages.filter((p) => !p.noindex).length} pages${parts}), robots.txt, ${BLOG_FEED_PATH} (${allBlogPost.nodes.length} posts)`)
}
