import { markdownPath } from '../../src/lib/seo/markdown-copy'
import { get } from '../helpers/served-site'
import { pages, siteUrl } from '../helpers/site-dataset'

// docs/content-rendering.md, "Markdown copies": /llms.txt and the copies, as the served build
// answers them; not in the sitemap, allowed by robots.txt. Their content against the pages:
// tests/site/markdown-copies.test.ts.
const indexable = pages.filter((d) => !(d.seo as { noindex?: boolean } | undefined)?.noindex)

test('/llms.txt lists the Markdown copy of every indexable content page', async () => {
  const response = await get('/llms.txt')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^# Threshold\n\n> /)
  const listed = [...text.matchAll(/^- \[[^\n]*?\]\(([^)]+)\)/gm)].map((m) => m[1])
  expect(listed.sort()).toEqual(indexable.map((d) => `${siteUrl}${markdownPath(String(d.href))}`).sort())
})

test('each copy answers as Markdown; a noindex page has none', async () => {
  for (const doc of pages) {
    const response = await get(markdownPath(String(doc.href)), { redirect: 'manual' })
    const noindex = indexable.includes(doc) ? '' : ' (noindex)'
    expect(`${String(doc.href)}${noindex} ${response.status}`).toBe(`${String(doc.href)}${noindex} ${noindex ? 404 : 200}`)
    if (!noindex) expect(response.headers.get('content-type')).toMatch(/^text\/markdown/)
    await response.body?.cancel()
  }
})

test('the copies are not in the sitemap, and robots.txt allows them', async () => {
  const sitemap = await (await get('/sitemap.xml')).text()
  expect(sitemap).not.toMatch(/\.md<\/loc>|llms\.txt/)
  const robots = await (await get('/robots.txt')).text()
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).not.toMatch(/^Disallow: \S/m)
})
