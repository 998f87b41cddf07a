import { robotsTxt, rssXml, sitemapXml } from '../../../src/lib/feeds'

const siteUrl = 'https://www.threshold.example'

describe('sitemap.xml', () => {
  const xml = sitemapXml(siteUrl, [
    { path: '/pricing', lastmod: '2026-11-01T09:00:00Z' },
    { path: '/' },
    { path: '/lp/offer', noindex: true },
    { path: '/blog/a&b' },
    { path: '/careers/offer' },
    { path: '/error' },
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

  it('leaves out the client route /careers/offer and the error page (issue 27)', () => {
    expect(xml).not.toContain('/careers/offer')
    expect(xml).not.toContain('/error<')
    expect(xml).toContain('<loc>https://www.threshold.example/careers</loc>')
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
