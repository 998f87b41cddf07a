import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { writeFeeds } from '../../../../src/node/content/feeds'

// onPostBuild's feeds (docs/content-rendering.md): the pages and their contexts from their SitePage
// nodes, the documents from their nodes.
describe('writeFeeds', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'feeds-'))
    mkdirSync(path.join(root, 'public'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const nodes: Record<string, object[]> = {
    BlogPost: [
      { href: '/blog/b', headingAlt: 'B', summary: 'About B', publishedOn: '2026-02-01', _updatedAt: '2026-02-03T10:00:00Z' },
      { href: '/blog/a', headingAlt: 'A', summary: null, publishedOn: '2026-03-01', _updatedAt: null },
    ],
    LandingPage: [{ href: '/lp/hidden', headingAlt: 'Hidden', seo: { noindex: true } }],
  }
  const pages = new Map(
    ['/', '/blog/a', '/blog/b', '/lp/hidden', '/careers/offer', '/quote', '/404', '/404.html', '/app/*'].map((p) => [
      p,
      { path: p, pageContext: p === '/quote' ? { noindex: true } : {} },
    ]),
  )
  let lines: string[] = []
  const argsOf = (built: Map<string, { path: string; pageContext: object }>) => {
    lines = []
    return {
      reporter: { info: (m: string) => lines.push(m) },
      getNodesByType: (type: string) => (type === 'SitePage' ? [...built.values()] : (nodes[type] ?? [])),
    } as unknown as BuildArgs
  }
  const publicDir = (): string => path.join(root, 'public')

  it('writes the sitemap of the indexable pages, robots.txt and the blog feed, and removes the parts of a larger earlier sitemap', async () => {
    writeFileSync(path.join(root, 'public/sitemap-2.xml'), 'stale')
    await writeFeeds(argsOf(pages), publicDir())
    const sitemap = readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.threshold.example/',
      'https://www.threshold.example/blog/a',
      'https://www.threshold.example/blog/b',
    ])
    expect(sitemap).toContain('<loc>https://www.threshold.example/blog/b</loc><lastmod>2026-02-03</lastmod>')
    expect(readFileSync(path.join(root, 'public/robots.txt'), 'utf8')).toContain('Sitemap: https://www.threshold.example/sitemap.xml')
    const rss = readFileSync(path.join(root, 'public/blog/rss.xml'), 'utf8')
    expect([...rss.matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1])).toEqual(['Threshold blog', 'A', 'B'])
    expect(existsSync(path.join(root, 'public/sitemap-2.xml'))).toBe(false)
    expect(lines).toEqual(['Feeds: sitemap.xml (4 pages), robots.txt, /blog/rss.xml (2 posts)'])
  })

  it('beyond 50,000 URLs writes the sitemap in parts with sitemap.xml their index, and a smaller build removes the parts', async () => {
    const many = new Map(Array.from({ length: 50_001 }, (_, i) => `/p/${String(i).padStart(5, '0')}`).map((p) => [p, { path: p, pageContext: {} }]))
    await writeFeeds(argsOf(many), publicDir())
    const index = readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.threshold.example/sitemap-1.xml',
      'https://www.threshold.example/sitemap-2.xml',
    ])
    const urls = (file: string) => readFileSync(path.join(root, 'public', file), 'utf8').match(/<url>/g)?.length
    expect([urls('sitemap-1.xml'), urls('sitemap-2.xml')]).toEqual([50_000, 1])
    expect(readFileSync(path.join(root, 'public/sitemap-2.xml'), 'utf8')).toContain('<loc>https://www.threshold.example/p/50000</loc>')
    expect(lines[0]).toMatch(/^Feeds: sitemap\.xml \(50001 pages in 2 parts\)/)

    await writeFeeds(argsOf(pages), publicDir())
    expect(readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')).toContain('<urlset')
    expect(['sitemap-1.xml', 'sitemap-2.xml'].filter((f) => existsSync(path.join(root, 'public', f)))).toEqual([])
  })
})
