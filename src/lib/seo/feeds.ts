import { absoluteUrl } from './seo'

/** Where the blog's RSS feed is published; the blog pages link to it. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)
}

/**
 * Code pages that are not pages to be found: /careers/offer is a client route that reads
 * its offer from the query string, /error the forms' error page, /search the site's search results.
 * Each says `noindex` in its head.
 */
export const NOINDEX_CODE_PAGES: readonly string[] = ['/careers/offer', '/error', '/search']

interface SitemapPage {
  path: string
  noindex?: boolean | null
  lastmod?: string | null
}

/** sitemaps.org: one sitemap file holds at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const

const SITEMAP_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
const SITEMAP_TAIL = '\n</urlset>\n'

/** The `<url>` entries of every indexable page, in path order (see sitemapXml). */
function sitemapEntries(siteUrl: string, pages: readonly SitemapPage[]): string[] {
  return [...pages]
    .filter((p) => !p.noindex && !NOINDEX_CODE_PAGES.includes(p.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((p) => {
      const lastmod = p.lastmod ? `<lastmod>${escapeXml(p.lastmod.slice(0, 10))}</lastmod>` : ''
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p.path))}</loc>${lastmod}</url>`
    })
}

/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html): every indexable page, at its canonical URL
 * (no trailing slash), in path order. Pages with `noindex` are left out, and NOINDEX_CODE_PAGES:
 * listing a page that asks not to be indexed sends search engines mixed signals.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  return `${SITEMAP_HEAD}${sitemapEntries(siteUrl, pages).join('\n')}${SITEMAP_TAIL}`
}

/** The sitemap files to write: their paths in public/ and their XML. */
export interface SitemapFile {
  path: string
  xml: string
}

/**
 * The site's sitemap within sitemaps.org's limits: /sitemap.xml alone while it holds at most
 * `limits.urls` URLs and `limits.bytes` bytes; beyond, /sitemap-1.xml, /sitemap-2.xml, … each
 * within them, and /sitemap.xml the sitemap index naming them, so robots.txt names one file
 * either way.
 */
export function sitemapFiles(
  siteUrl: string,
  pages: readonly SitemapPage[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const entries = sitemapEntries(siteUrl, pages)
  const encoder = new TextEncoder()
  const frame = encoder.encode(SITEMAP_HEAD + SITEMAP_TAIL).length
  // Each part's exact size: the frame, its entries and the line breaks between them.
  const parts: string[][] = [[]]
  let bytes = frame
  for (const entry of entries) {
    const part = parts[parts.length - 1] as string[]
    const size = encoder.encode(entry).length
    if (part.length === 0) {
      part.push(entry)
      bytes = frame + size
    } else if (part.length < limits.urls && bytes + 1 + size <= limits.bytes) {
      part.push(entry)
      bytes += 1 + size
    } else {
      parts.push([entry])
      bytes = frame + size
    }
  }
  if (parts.length === 1) return [{ path: '/sitemap.xml', xml: `${SITEMAP_HEAD}${entries.join('\n')}${SITEMAP_TAIL}` }]
  const files = parts.map((part, i) => ({ path: `/sitemap-${i + 1}.xml`, xml: `${SITEMAP_HEAD}${part.join('\n')}${SITEMAP_TAIL}` }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, f.path))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
  return [{ path: '/sitemap.xml', xml: index }, ...files]
}

/** robots.txt: everything may be crawled (noindex pages must be crawled to be seen as noindex); names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}

interface FeedItem {
  title: string
  path: string
  description?: string | null
  publishedOn: string
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification): newest first, dates in RFC 822. */
export function rssXml(siteUrl: string, channel: { title: string; description: string; path: string }, items: readonly FeedItem[]): string {
  const entries = [...items]
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
    .map((item) => {
      const link = escapeXml(absoluteUrl(siteUrl, item.path))
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${new Date(item.publishedOn).toUTCString()}</pubDate>`,
        item.description ? `      <description>${escapeXml(item.description)}</description>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n')
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, channel.path))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
