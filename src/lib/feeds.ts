import { absoluteUrl } from './seo'

/** Where the blog's RSS feed is published; the blog pages link to it. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)
}

/**
 * Code pages that are not pages to be found (issue 27): /careers/offer is a client route that reads
 * its offer from the query string, /error the forms' error page. Both say `noindex` in their head.
 */
export const NOINDEX_CODE_PAGES: readonly string[] = ['/careers/offer', '/error']

interface SitemapPage {
  path: string
  noindex?: boolean | null
  lastmod?: string | null
}

/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html): every indexable page, at its canonical URL
 * (no trailing slash), in path order. Pages with `noindex` are left out, and NOINDEX_CODE_PAGES:
 * listing a page that asks not to be indexed sends search engines mixed signals.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = [...pages]
    .filter((p) => !p.noindex && !NOINDEX_CODE_PAGES.includes(p.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((p) => {
      const lastmod = p.lastmod ? `<lastmod>${escapeXml(p.lastmod.slice(0, 10))}</lastmod>` : ''
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p.path))}</loc>${lastmod}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
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
export function rssXml(
  siteUrl: string,
  channel: { title: string; description: string; path: string },
  items: readonly FeedItem[],
): string {
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
