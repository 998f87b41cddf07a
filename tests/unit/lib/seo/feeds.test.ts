import { robotsTxt, rssXml, SITEMAP_LIMITS, sitemapFiles, sitemapXml } from '../../../../src/lib/seo/feeds'

const siteUrl = 'https://www.threshold.example'

describe('sitemap.xml', () => {
  const xml = sitemapXml(siteUrl, [
    { path: '/pricing', lastmod: '2026-11-01T09:00:00Z' },
    { path: '/' },
    { path: '/lp/offer', noindex: true },
    { path: '/blog/a&b' },
    { path: '/careers/offer' },
    { path: '/error' },
    { path: '/search' },
    { path: '/careers' },
  ])

  it('lists every indexable page at its canonical URL, without a trailing slash', () => {
    expect(xml).toContain('<loc>https://www.threshold.example/</loc>')
    expect(xml).toContain('<loc>https://www.threshold.example/pricing</loc><lastmod>2026-11-01</lastmod>')
    expect(xml).toContain('<loc>https://www.threshold.example/blog/a&amp;b</loc>')
  })

  it('leaves out noindex pages', () => {
    expect(xml).not.toContain('/lp/offer')
  })

  it('leaves out the client route /careers/offer, the error page and the search results', () => {
    expect(xml).not.toContain('/careers/offer')
    expect(xml).not.toContain('/error<')
    expect(xml).not.toContain('/search<')
    expect(xml).toContain('<loc>https://www.threshold.example/careers</loc>')
  })
})

// The SPEC has no section on the sitemap (SPEC 3.2 and 5.6 give only the pages' robots metadata);
// its limits are the sitemaps.org protocol's (https://www.sitemaps.org/protocol.html, "Using Sitemap
// index files"), which the site keeps at 10,000 documents and beyond.
describe('the sitemap files (sitemaps.org: at most 50,000 URLs and 50 MB a file, else an index)', () => {
  const pages = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}` }))
  const locs = (xml: string | undefined): string[] => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string)
  const bytes = (text: string): number => new TextEncoder().encode(text).length

  it('are sitemap.xml alone within the limits', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 })
    expect(sitemapFiles(siteUrl, pages)).toEqual([{ path: '/sitemap.xml', xml: sitemapXml(siteUrl, pages) }])
  })

  it('beyond the URL limit, are parts of at most that many URLs, in path order, and sitemap.xml the index naming them', () => {
    const files = sitemapFiles(siteUrl, [...pages, { path: '/hidden', noindex: true }].reverse(), { urls: 2, bytes: SITEMAP_LIMITS.bytes })
    expect(files.map((f) => f.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'])
    expect(files[0]?.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://www.threshold.example/sitemap-1.xml</loc></sitemap>',
        '  <sitemap><loc>https://www.threshold.example/sitemap-2.xml</loc></sitemap>',
        '  <sitemap><loc>https://www.threshold.example/sitemap-3.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
    expect(files.slice(1).map((f) => locs(f.xml))).toEqual([
      ['https://www.threshold.example/p0', 'https://www.threshold.example/p1'],
      ['https://www.threshold.example/p2', 'https://www.threshold.example/p3'],
      ['https://www.threshold.example/p4'],
    ])
    for (const part of files.slice(1))
      expect(
        part.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
      ).toBe(true)
  })

  it('beyond the size limit, are parts of at most that many bytes holding every URL once', () => {
    const limit = bytes(sitemapXml(siteUrl, pages.slice(0, 2)))
    const files = sitemapFiles(siteUrl, pages, { urls: SITEMAP_LIMITS.urls, bytes: limit })
    expect(files.map((f) => f.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'])
    for (const part of files.slice(1)) expect(bytes(part.xml)).toBeLessThanOrEqual(limit)
    expect(files.slice(1).flatMap((f) => locs(f.xml))).toEqual(locs(sitemapXml(siteUrl, pages)))
  })
})

describe('robots.txt', () => {
  it('names the sitemap', () => {
    expect(robotsTxt(siteUrl)).toContain('Sitemap: https://www.threshold.example/sitemap.xml')
  })
})

describe('the blog RSS feed', () => {
  const xml = rssXml(siteUrl, { title: 'Threshold blog', description: 'News', path: '/blog' }, [
    { title: 'Old', path: '/blog/old', publishedOn: '2026-01-02' },
    { title: 'New & <better>', path: '/blog/new', publishedOn: '2026-10-02', description: 'Summary' },
  ])

  it('lists the posts newest first with absolute links and RFC 822 dates', () => {
    expect(xml.indexOf('/blog/new')).toBeLessThan(xml.indexOf('/blog/old'))
    expect(xml).toContain('<title>New &amp; &lt;better&gt;</title>')
    expect(xml).toContain('<link>https://www.threshold.example/blog/new</link>')
    expect(xml).toContain('<pubDate>Fri, 02 Oct 2026 00:00:00 GMT</pubDate>')
  })
})
