import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { readServiceSettings, site } from '../../config/site-config'
import { BLOG_FEED_PATH, robotsTxt, rssXml, sitemapFiles } from '../../lib/seo/feeds'
import { MODEL } from '../cms/model'
import { sourcedNodes } from '../build-inputs'
import { builtState } from '../built-state'

/** What the feeds read of a content page's node, as the CMS gave it (src/node/cms/queries.ts). */
interface ContentNode {
  href: string
  _updatedAt?: string | null
  seo?: { noindex?: boolean | null } | null
  headingAlt: string
  summary?: string | null
  publishedOn?: string | null
}

/** Gatsby's own pages that are not pages of the site. */
const NOT_PAGES = /^\/(404|404\.html|dev-404-page)$/

/** The node types that are pages (each has a template). */
const PAGE_TYPES = Object.values(MODEL).flatMap((m) => (m.template ? [m.nodeType] : []))

/** A sitemap part an earlier, larger build wrote (/sitemap-2.xml). */
const SITEMAP_PART = /^sitemap-\d+\.xml$/

/** What the feeds take of a content page's node, kept from build to build by its content digest. */
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

/** The last build's entries, by node id, with the content digest each was read from. */
const FEED_ENTRIES_FILE = '.cache/feed-entries.json'

/**
 * The feed entry of every content page. A node whose content digest is the one the last build read
 * it at (the sourced nodes' digests, build-inputs.ts) is not read again: reading every page's node
 * from Gatsby's store, body and all, took 1–1.5 s of a publish at 10,000 documents for one changed
 * document (docs/architecture.md, "The feeds' entries kept"). Without the sourced nodes' digests,
 * every node is read.
 */
async function feedEntries(
  root: string,
  { getNode, getNodesByType }: Pick<BuildArgs, 'getNode' | 'getNodesByType'>,
): Promise<FeedEntry[]> {
  const sourced = sourcedNodes(new Set(PAGE_TYPES))
  if (sourced.length === 0)
    return PAGE_TYPES.flatMap((type) => (getNodesByType(type) as unknown as ContentNode[]).map((node) => entryOf(type, node)))
  const file = path.join(root, FEED_ENTRIES_FILE)
  const kept = await readFile(file, 'utf8').then(
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, FeedEntry & { digest: string }>)),
    () => new Map<string, FeedEntry & { digest: string }>(),
  )
  const entries = sourced.flatMap(({ id, type, contentDigest }): [string, FeedEntry & { digest: string }][] => {
    const last = kept.get(id)
    if (last?.digest === contentDigest) return [[id, last]]
    const node = getNode(id) as unknown as ContentNode | undefined
    return node ? [[id, { ...entryOf(type, node), digest: contentDigest }]] : []
  })
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(Object.fromEntries(entries)))
  return entries.map(([, entry]) => entry)
}

/**
 * onPostBuild: sitemap.xml (every indexable page; split within sitemaps.org's limits, see
 * sitemapFiles, and the parts of a larger earlier sitemap removed), robots.txt (naming the
 * sitemap) and the blog's RSS feed, written into public/. A code page opts out of the sitemap with
 * `noindex: true` in its page context; a CMS page with `seo.noindex`. The pages and their
 * contexts are read from Gatsby's store and the documents from their nodes, not through GraphQL:
 * the same values, without resolving 10,000 SitePage nodes' and documents' fields
 * (docs/architecture.md, "Build phases at scale").
 */
export async function writeFeeds({
  reporter,
  store,
  getNode,
  getNodesByType,
}: Pick<BuildArgs, 'reporter' | 'store' | 'getNode' | 'getNodesByType'>): Promise<void> {
  const { siteUrl } = readServiceSettings(process.env, process.cwd())
  const state = builtState({ store })
  const entries = await feedEntries(state.program.directory, { getNode, getNodesByType })
  const content = new Map(entries.map((entry) => [entry.href, entry]))
  const pages = [...state.pages.values()]
    .filter((p) => !NOT_PAGES.test(p.path) && !/[:*]/.test(p.path))
    .map((p) => {
      const doc = content.get(p.path)
      return { path: p.path, noindex: Boolean(p.context?.noindex || doc?.noindex), lastmod: doc?.lastmod }
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
  const publicDir = path.join(state.program.directory, 'public')
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
