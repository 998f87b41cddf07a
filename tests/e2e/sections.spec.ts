import { expect } from '@playwright/test'
import { SECTION_TYPES } from '../../src/content-model/types'
import type { AbCampaign } from '../../src/lib/ab-testing/ab-testing'
import { docs } from '../helpers/site-dataset'
import { test } from './worker-page'

// Landing-page sections (docs/content-model.md): what a visitor notices on the built pages.

test('the pattern library shows every section type in the pro and anti themes', async ({ workerPage: page }) => {
  await page.goto('/laika/components/sections')
  for (const type of SECTION_TYPES) {
    await expect(page.getByRole('heading', { level: 2, name: type, exact: true })).toBeVisible()
    const samples = page.locator(`[data-sample="${type}"]`)
    await expect(samples).toHaveCount(2)
    await expect(samples.nth(0)).toHaveAttribute('data-laika-theme', 'pro')
    await expect(samples.nth(1)).toHaveAttribute('data-laika-theme', 'anti')
  }
})

test("the pattern library's samples show to a visitor in any A/B variation (SPEC 4.7: its hero is the home page's control)", async ({
  page,
}) => {
  // Every campaign's last variation, none of them the first, which shows when no variation is chosen.
  const campaigns = docs.filter((d) => d._type === 'abCampaign') as unknown as AbCampaign[]
  const query = campaigns.map(({ name, variations }) => `ab-${name}=${variations[variations.length - 1]?.name ?? ''}`).join('&')
  await page.goto(`/laika/components/sections?${query}`)
  await expect(page.locator('body')).toHaveClass(/\bab-homeHero-/)
  for (const sample of await page.locator('[data-sample]').all()) {
    // Taller than its theme's label by far: the section itself is laid out.
    const below = await sample.evaluate(
      (el) => el.getBoundingClientRect().height - (el.firstElementChild?.getBoundingClientRect().height ?? 0),
    )
    expect(below, (await sample.getAttribute('data-sample')) ?? '').toBeGreaterThan(100)
  }
  await expect(page.locator('[data-sample="hero"]').getByRole('heading', { level: 2 })).toHaveCount(2)
  for (const heading of await page.locator('[data-sample="hero"]').getByRole('heading', { level: 2 }).all())
    await expect(heading).toBeVisible()
})

test('the home page header is its hero: h1, two calls to action and an eager, high-priority image', async ({ workerPage: page }) => {
  await page.goto('/')
  // The home page's hero has A/B variations: every one is a header, the visitor sees one.
  const header = page.locator('article header:visible')
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(header.getByRole('link')).toHaveCount(2)
  const image = header.locator('picture > img')
  await expect(image).toHaveAttribute('loading', 'eager')
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  // SPEC 9.9: the design-system image's sizes are max-width queries at 480, 768 and 992px.
  await expect(image).toHaveAttribute('sizes', /^\(max-width: 480px\) .+, \(max-width: 768px\) .+, \(max-width: 992px\) .+, min\(554px, /)
  // And Chromium reads them (min() included): at 1280px it takes a width near 554px, not the largest file.
  const [chosen, largest] = await image.evaluate((img: HTMLImageElement) => {
    // Every candidate of the <picture> (its webp source and the img), by path.
    const sets = [...(img.parentElement?.querySelectorAll('source, img') ?? [])].map((el) => el.getAttribute('srcset') ?? '')
    const candidates = sets.flatMap((set) => set.split(/,\s+(?=\/)/)).map((c) => c.trim().split(/\s+/))
    const widths = Object.fromEntries(candidates.map(([url = '', w = '0']) => [url, Number.parseInt(w, 10)]))
    return [widths[new URL(img.currentSrc).pathname] ?? 0, Math.max(...Object.values(widths))]
  })
  expect(chosen).toBeGreaterThanOrEqual(554)
  expect(chosen).toBeLessThan(largest)
  await expect(page.locator('img[fetchpriority="high"]:visible')).toHaveCount(1)
})

for (const width of [320, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('calls to action are at least 44×44 px', async ({ workerPage: page }) => {
      await page.goto('/')
      // Those the visitor sees: the other A/B variations' are not displayed.
      const ctas = page.locator('main article a[class*="Button-module--button"]:visible')
      expect(await ctas.count()).toBeGreaterThan(3)
      for (const box of await ctas.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(44)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }
    })

    test('the comparison table is readable: every value is shown next to its feature and column', async ({ workerPage: page }) => {
      await page.goto('/compare-us/smartlocks')
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Side by side' }) })
      const visible = width < 768 ? section.locator('li').first() : section.getByRole('row').nth(1)
      await expect(visible).toContainText('Managed from one dashboard')
      await expect(visible).toContainText('Per lock or per app')
      // Nothing is cut off: the section is no wider than the screen.
      const box = await section.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
    })
  })
}

test('FAQ answers are closed until their question is pressed', async ({ workerPage: page }) => {
  await page.goto('/pricing')
  const question = page.locator('details summary').first()
  const answer = page.locator('details').first().locator('p')
  await expect(answer).toBeHidden()
  await question.click()
  await expect(answer).toBeVisible()
})

test('one pricing plan is highlighted', async ({ workerPage: page }) => {
  await page.goto('/pricing')
  await expect(page.getByText('Most popular', { exact: true })).toHaveCount(1)
})
