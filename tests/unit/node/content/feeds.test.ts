import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { forgetSourcedNodes, noteSourcedNodes } from '../../../../src/node/build-inputs'
import { writeFeeds } from '../../../../src/node/content/feeds'

// onPostBuild's feeds (docs/content-rendering.md): the pages and their contexts from Gatsby's store,
// the documents from their nodes.
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
    ['/', '/blog/a', '/blog/b', '/lp/hidden', '/careers/offer', '/quote', '/404', '/404.html', '/app/*'].map((p) => [p, { path: p, context: p === '/quote' ? { noindex: true } : {} }]),
  )
  let lines: string[] = []
  const argsOf = (built: Map<string, { path: string; context: object }>) => {
    lines = []
    return {
      reporter: { info: (m: string) => lines.push(m) },
      store: { getState: () => ({ program: { directory: root }, pages: built }) },
      getNodesByType: (type: string) => nodes[type] ?? [],
    } as unknown as BuildArgs
  }

  it('writes the sitemap of the indexable pages, robots.txt and the blog feed, and removes the parts of a larger earlier sitemap', async () => {
    writeFileSync(path.join(root, 'public/sitemap-2.xml'), 'stale')
    await writeFeeds(argsOf(pages))
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
    const many = new Map(Array.from({ length: 50_001 }, (_, i) => `/p/${String(i).padStart(5, '0')}`).map((p) => [p, { path: p, context: {} }]))
    await writeFeeds(argsOf(many))
    const index = readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.threshold.example/sitemap-1.xml',
      'https://www.threshold.example/sitemap-2.xml',
    ])
    const urls = (file: string) => readFileSync(path.join(root, 'public', file), 'utf8').match(/<url>/g)?.length
    expect([urls('sitemap-1.xml'), urls('sitemap-2.xml')]).toEqual([50_000, 1])
    expect(readFileSync(path.join(root, 'public/sitemap-2.xml'), 'utf8')).toContain('<loc>https://www.threshold.example/p/50000</loc>')
    expect(lines[0]).toMatch(/^Feeds: sitemap\.xml \(50001 pages in 2 parts\)/)

    await writeFeeds(argsOf(pages))
    expect(readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')).toContain('<urlset')
    expect(['sitemap-1.xml', 'sitemap-2.xml'].filter((f) => existsSync(path.join(root, 'public', f)))).toEqual([])
  })

  // docs/architecture.md, "The feeds' entries kept": a publish changes a document or two of 10,000.
  it("reads again only the nodes whose content changed since the last build, by the sourced nodes' digests", async () => {
    const store: Record<string, { type: string; node: Record<string, unknown> }> = {
      'post-a': { type: 'BlogPost', node: { href: '/blog/a', headingAlt: 'A', publishedOn: '2026-03-01' } },
      'post-b': { type: 'BlogPost', node: { href: '/blog/b', headingAlt: 'B', publishedOn: '2026-02-01' } },
      'lp-hidden': { type: 'LandingPage', node: { href: '/lp/hidden', headingAlt: 'Hidden', seo: { noindex: true } } },
    }
    const read: string[] = []
    const build = async (digests: Record<string, string>) => {
      forgetSourcedNodes()
      noteSourcedNodes(Object.entries(store).map(([id, { type }]) => ({ id, internal: { type, contentDigest: digests[id] ?? 'd1' } })))
      read.length = 0
      await writeFeeds({
        ...argsOf(pages),
        getNode: (id: string) => (read.push(id), store[id]?.node),
        getNodesByType: () => {
          throw new Error('every node read: the digests were not used')
        },
      } as unknown as BuildArgs)
    }
    try {
      await build({})
      expect(read.sort()).toEqual(['lp-hidden', 'post-a', 'post-b'])
      ;(store['post-b'] as { node: Record<string, unknown> }).node = { href: '/blog/b', headingAlt: 'B, edited', publishedOn: '2026-02-01' }
      await build({ 'post-b': 'd2' })
      expect(read).toEqual(['post-b'])
      const titles = [...readFileSync(path.join(root, 'public/blog/rss.xml'), 'utf8').matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1])
      expect(titles).toEqual(['Threshold blog', 'A', 'B, edited'])
      // The hidden landing page is still left out of the sitemap: its entry was kept, not lost.
      expect(readFileSync(path.join(root, 'public/sitemap.xml'), 'utf8')).not.toContain('/lp/hidden')
    } finally {
      forgetSourcedNodes()
    }
  })
})
