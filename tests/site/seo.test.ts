import type { CmsDocument } from '../../src/node/cms/resolve-references'
import { get } from '../helpers/served-site'
import { pages, siteUrl } from '../helpers/site-dataset'

// SPEC 3.2: sitemap.xml and robots.txt, as the served build answers them (the head's metadata of
// every template, in Chromium: tests/e2e/seo.spec.ts).
const seoOf = (d: CmsDocument): { noindex?: boolean } => d.seo ?? {}
const str = (v: unknown): string => String(v)

test('sitemap.xml lists every indexable page at its canonical URL, and no noindex page', async () => {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string)
  for (const doc of pages) {
    const url = `${siteUrl}${doc.href === '/' ? '/' : str(doc.href)}`
    if (seoOf(doc).noindex) expect(locs).not.toContain(url)
    else expect(locs).toContain(url)
  }
  expect(locs.filter((l) => l !== `${siteUrl}/` && l.endsWith('/'))).toEqual([])
  expect(locs.some((l) => l.includes('404'))).toBe(false)
  // A client route and an error page are no pages to be found.
  expect(locs.filter((l) => l === `${siteUrl}/careers/offer` || l === `${siteUrl}/error`)).toEqual([])
})

test('robots.txt names the sitemap', async () => {
  const response = await get('/robots.txt')
  expect(response.status).toBe(200)
  expect(await response.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})
