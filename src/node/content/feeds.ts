import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { readServiceSettings, site } from '../../config/site-config'
import { BLOG_FEED_PATH, robotsTxt, rssXml, sitemapFiles } from '../../lib/seo/feeds'
import { MODEL } from '../cms/model'

/** What the feeds read of a content page's node, as the CMS gave it (src/node/cms/queries.ts). */
interface ContentNode {
  href: string
  _updatedAt?: string | null
  seo?: { noindex?: boolean | null } | null
  headingAlt: string
  summary?: string | null
  publishedOn?: string | null
}

/** What the feeds read of a page's SitePage node. */
interface SitePageNode {
  path: string
  pageContext?: { noindex?: unknown } | null
}

/** What the feeds take of a content page's node. */
interface FeedEntry {
  type: string
  href: string
  lastmod?: string | null
  noindex: boolean
  title: string
  summary?: string | null
  publishedOn?: string | null
}

const entryOf = (type: string, node: ContentNode): FeedEntry => ({
  type,
  href: node.href,
  lastmod: node._updatedAt,
  noindex: Boolean(node.seo?.noindex),
  title: node.headingAlt,
  summary: node.summary,
  publishedOn: node.publishedOn,
})

/** Gatsby's own pages that are not pages of the site. */
const NOT_PAGES = /^\/(404|404\.html|dev-404-page)$/

/** The node types that are pages (each has a template). */
const PAGE_TYPES = Object.values(MODEL).flatMap((m) => (m.template ? [m.nodeType] : []))

/** A sitemap part an earlier, larger build wrote (/sitemap-2.xml). */
const SITEMAP_PART = /^sitemap-\d+\.xml$/

/**
 * onPostBuild: sitemap.xml (every indexable page; split within sitemaps.org's limits, see
 * sitemapFiles, and the parts of a larger earlier sitemap removed), robots.txt (naming the
 * sitemap) and the blog's RSS feed, written into public/. A code page opts out of the sitemap with
 * `noindex: true` in its page context; a CMS page with `seo.noindex`. The pages (their SitePage
 * nodes) and the documents are read from their nodes, not through GraphQL: the same values,
 * without resolving 10,000 pages' and documents' fields.
 */
export async function writeFeeds(
  { reporter, getNodesByType }: Pick<BuildArgs, 'reporter' | 'getNodesByType'>,
  publicDir: string = path.join(process.cwd(), 'public'),
): Promise<void> {
  const { siteUrl } = readServiceSettings(process.env, process.cwd())
  const entries = PAGE_TYPES.flatMap((type) => (getNodesByType(type) as unknown as ContentNode[]).map((node) => entryOf(type, node)))
  const content = new Map(entries.map((entry) => [entry.href, entry]))
  const pages = (getNodesByType('SitePage') as unknown as SitePageNode[])
    .filter((p) => !NOT_PAGES.test(p.path) && !/[:*]/.test(p.path))
    .map((p) => {
      const doc = content.get(p.path)
      return { path: p.path, noindex: Boolean(p.pageContext?.noindex || doc?.noindex), lastmod: doc?.lastmod }
    })
  // By path first, so posts of one day keep one order whatever order the store gives them in.
  const posts = entries
    .filter((entry) => entry.type === 'BlogPost')
    .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
    .map((e) => ({ title: e.title, path: e.href, description: e.summary, publishedOn: e.publishedOn ?? '' }))
  const feed = rssXml(
    siteUrl,
    { title: `${site.brand.name} blog`, description: `News and guides on cloud access control from ${site.brand.name}.`, path: '/blog' },
    posts,
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
  reporter.info(`Feeds: sitemap.xml (${pages.filter((p) => !p.noindex).length} pages${parts}), robots.txt, ${BLOG_FEED_PATH} (${posts.length} posts)`)
}
