import { expect, type Page } from '@playwright/test'
import { MODEL } from '../../src/node/cms/model'
import type { CmsTypeName } from '../../src/node/cms/queries'
import type { CmsDocument } from '../../src/node/cms/resolve-references'
import { deref, docs, pages, siteUrl } from '../helpers/site-dataset'
import { test } from './worker-page'

// Metadata (SPEC 3.2) in the head of a page of every template and of a
// code page; structured data; the blog's RSS feed. sitemap.xml and robots.txt: tests/site/seo.test.ts.
type Seo = {
  title?: string
  description?: string
  ogTitle?: string
  ogDescription?: string
  ogType?: string
  noindex?: boolean
  canonical?: string
  ogUrl?: string
}
const seoOf = (d: CmsDocument): Seo => d.seo ?? {}
const str = (v: unknown): string => String(v)

const meta = (page: Page, attr: 'name' | 'property', key: string) => page.locator(`head meta[${attr}="${key}"]`)

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return scripts.map((s) => JSON.parse(s) as Record<string, unknown>)
}

/** A site URL in the head, fetched from the test server instead (same path). */
const local = (url: string) => new URL(url).pathname

const routable = (Object.keys(MODEL) as CmsTypeName[]).filter((t) => MODEL[t].template)

for (const type of routable) {
  const doc = pages.find((d) => d._type === type && (d.href as string).split('/').length > 2) ?? pages.find((d) => d._type === type)
  test(`the ${MODEL[type].template} page ${(doc?.href as string | undefined) ?? ''} has its title, description, canonical, Open Graph and Twitter tags`, async ({
    page,
    request,
  }) => {
    expect(doc).toBeDefined()
    const d = doc as CmsDocument
    const seo = seoOf(d)
    const title = seo.title ?? str(d.headingAlt ?? d.heading)
    const description = seo.description ?? str(d.summary ?? d.subHeading ?? d.heading)
    const url = `${siteUrl}${d.href === '/' ? '/' : str(d.href)}`
    await page.goto(str(d.href))
    await expect(page).toHaveTitle(d.href === '/' ? title : new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(meta(page, 'name', 'description')).toHaveAttribute('content', description)
    await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', seo.canonical ?? url)
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', seo.ogUrl ?? url)
    // SPEC 3.2 fallbacks: ogTitle → title, ogDescription → description, ogType 'website'.
    await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', seo.ogTitle ?? title)
    await expect(meta(page, 'property', 'og:description')).toHaveAttribute('content', seo.ogDescription ?? description)
    await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', seo.ogType ?? 'website')
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta(page, 'name', 'twitter:title')).toHaveAttribute('content', seo.ogTitle ?? title)
    // ogImg: the main image, else the standard share image; either way a real file of the site.
    const image = (await meta(page, 'property', 'og:image').getAttribute('content')) as string
    expect(image.startsWith(siteUrl)).toBe(true)
    if (!d.mainImage) expect(local(image)).toBe('/images/share-default.png')
    const response = await request.get(local(image))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    if (d.mainImage && !(d.seo as { ogImg?: unknown } | undefined)?.ogImg) {
      // SPEC 7.12, 9.9: the main image's share image is a 1200x627 PNG (its IHDR holds the width and height at bytes 16 and 20).
      const png = await response.body()
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 627])
    }
    await expect(meta(page, 'name', 'twitter:image')).toHaveAttribute('content', image)
    await expect(meta(page, 'name', 'robots')).toHaveCount(seo.noindex ? 1 : 0)
  })
}

test('SPEC 3.2: a canonical set in the CMS replaces the default; og:url keeps its own default', async ({ workerPage: page }) => {
  const doc = pages.find((d) => typeof (d.seo as { canonical?: unknown } | undefined)?.canonical === 'string')
  expect(doc, 'the dataset needs a page with its own canonical').toBeDefined()
  const canonical = str((doc?.seo as { canonical: string }).canonical)
  await page.goto(str(doc?.href))
  await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', canonical)
  await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', `${siteUrl}${str(doc?.href)}`)
})

test("a noindex page gets robots 'noindex, follow'", async ({ workerPage: page }) => {
  const doc = pages.find((d) => seoOf(d).noindex)
  expect(doc, 'the dataset needs a noindex page').toBeDefined()
  await page.goto(str(doc?.href))
  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, follow')
})

test('a code page (404) has the same head tags, and is noindex', async ({ workerPage: page }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveTitle('Page not found | Threshold')
  await expect(meta(page, 'name', 'description')).toHaveAttribute('content', /.+/)
  await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/404`)
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', `${siteUrl}/images/share-default.png`)
  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, follow')
})

test('the home page describes the organization (JSON-LD)', async ({ workerPage: page }) => {
  await page.goto('/')
  const org = (await jsonLd(page)).find((d) => d['@type'] === 'Organization')
  expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'Threshold', url: `${siteUrl}/` })
})

for (const [type, ldType] of [
  ['blogPost', 'BlogPosting'],
  ['article', 'Article'],
  ['guide', 'Article'],
  ['featureUpdateArticle', 'Article'],
] as const) {
  test(`a ${type} page is an ${ldType} with headline, dates, author and image, and has breadcrumbs`, async ({ workerPage: page }) => {
    const doc = pages.find((d) => d._type === type) as CmsDocument
    await page.goto(str(doc.href))
    const data = await jsonLd(page)
    const article = data.find((d) => d['@type'] === ldType)
    expect(article).toMatchObject({
      headline: str(doc.headingAlt ?? doc.heading),
      datePublished: doc.publishedOn,
      url: `${siteUrl}${str(doc.href)}`,
    })
    expect(article?.dateModified).toBeTruthy()
    const author = deref(doc.author)
    expect(article?.author).toMatchObject(author ? { '@type': 'Person', name: author.name } : { '@type': 'Organization' })
    expect((article?.image as string[])[0]).toBe(await meta(page, 'property', 'og:image').getAttribute('content'))
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]
    expect(crumbs[0]).toMatchObject({ name: 'Home', item: `${siteUrl}/` })
    expect(crumbs.at(-1)).toMatchObject({ name: str(doc.headingAlt ?? doc.heading), item: `${siteUrl}${str(doc.href)}` })
  })
}

test('the blog RSS feed lists every post, and blog posts link to it', async ({ workerPage: page, request }) => {
  const posts = docs.filter((d) => d._type === 'blogPost')
  await page.goto(str(posts[0]?.href))
  const href = (await page.locator('head link[rel=alternate][type="application/rss+xml"]').getAttribute('href')) as string
  const response = await request.get(href)
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml/)
  for (const post of posts) expect(xml).toContain(`<link>${siteUrl}${str(post.href)}</link>`)
})
