import { expect, type Page } from '@playwright/test'
import { pages } from '../helpers/site-dataset'
import { moduleClass } from './helpers'
import { test } from './worker-page'

// docs/content-rendering.md (images): every image has width and height and loads (no broken image); the largest
// image above the fold is eager with high priority, the others lazy; nothing from another origin.
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 30))
    }
  })
}

// One page of each type, and up to three of each type that hold images (the dataset can be large).
const hasImages = (d: (typeof pages)[number]) => JSON.stringify(d).includes('_sanityAsset')
const checked = [...new Set(pages.map((d) => d._type))].flatMap((type) => {
  const ofType = pages.filter((d) => d._type === type)
  const withImages = ofType.filter(hasImages).slice(0, 3)
  return withImages.length > 0 ? withImages : ofType.slice(0, 1)
})

for (const doc of checked) {
  test(`images on ${String(doc.href)} have dimensions, load, and come from the site`, async ({ workerPage: page, baseURL }) => {
    const foreign: string[] = []
    const failed: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== new URL(baseURL as string).origin && !req.url().startsWith('data:')) foreign.push(req.url())
    })
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`)
    })
    await page.goto(String(doc.href))
    await scrollThrough(page)
    const images = page.locator('main img')
    const count = await images.count()
    for (let i = 0; i < count; i++) {
      const img = images.nth(i)
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
      await expect(img).toHaveAttribute('alt')
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    }
    // SPEC 9.9: once its image has loaded, no blurred placeholder is left under it.
    for (const frame of await page.locator('main [data-placeholder]:has(img)').all()) {
      await expect.poll(() => frame.evaluate((el: HTMLElement) => el.style.backgroundImage)).toBe('none')
    }
    expect(failed).toEqual([])
    expect(foreign).toEqual([])
  })
}

test('the main image above the fold is eager with high fetch priority; body images are lazy', async ({ workerPage: page }) => {
  const doc = pages.find(
    (d) =>
      d.mainImage &&
      Array.isArray(d.body) &&
      JSON.stringify(d.body).includes('"figureImage"') &&
      JSON.stringify(d.body).includes('_sanityAsset'),
  )
  expect(doc, 'the dataset needs a page with a main image and a figure image').toBeDefined()
  await page.goto(String(doc?.href))
  const hero = page.locator(`article > header ${moduleClass('ContentArticle', 'heroImage')} picture > img`)
  await expect(hero).toHaveAttribute('loading', 'eager')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('picture > img[fetchpriority="high"]')).toHaveCount(1)
  const body = page.locator(`${moduleClass('Body', 'body')} picture > img`)
  expect(await body.count()).toBeGreaterThan(0)
  for (const loading of await body.evaluateAll((els) => els.map((e) => e.getAttribute('loading')))) expect(loading).toBe('lazy')
})

test('a figure whose image has no file shows its caption and no image', async ({ workerPage: page }) => {
  const doc = pages.find(
    (d) =>
      Array.isArray(d.body) &&
      (d.body as { _type: string; image?: unknown; clId?: unknown }[]).some((b) => b._type === 'figureImage' && !b.image && !b.clId),
  )
  expect(doc, 'the dataset needs a figure without an image (blogPost.tailgating has one)').toBeDefined()
  await page.goto(String(doc?.href))
  const figure = page.locator(`${moduleClass('FigureImage', 'figure')}`).filter({ hasNot: page.locator('img') })
  await expect(figure.locator('figcaption')).toBeVisible()
})
