import { expect } from '@playwright/test'
import { docs } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.4, 4.2: the top announcement banner.
const banner = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Announcement' })

test('announces the video intercom with the tagged product link and the store', async ({ workerPage: page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(banner(page)).toContainText('video intercom')
  const product = banner(page).getByRole('link', { name: 'Meet the video intercom' })
  const href = new URL((await product.getAttribute('href')) as string, 'https://x.example')
  expect(href.pathname).toBe('/products/video-intercom')
  expect(href.searchParams.get('utm_source')).toBeTruthy()
  expect(href.searchParams.get('utm_medium')).toBeTruthy()
  expect(href.searchParams.get('utm_campaign')).toBeTruthy()
  const buy = banner(page).getByRole('link', { name: 'Buy now' })
  await expect(buy).toHaveAttribute('href', 'https://store.threshold.example/video-intercom')
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(buy).toHaveAttribute('rel', 'noopener')
  // The site banner starts open and cannot be closed.
  await expect(banner(page).getByRole('button')).toHaveCount(0)
})

for (const path of ['/pricing', '/products/reader']) {
  test(`shows on ${path}`, async ({ workerPage: page }) => {
    await page.goto(path)
    await expect(banner(page)).toBeVisible()
  })
}

// SPEC 2.4: the banner is not the main header's alone; the classic layout (SPEC 2.1) shows it too,
// above its navigation, with the same links.
for (const path of ['/security', '/compare-us']) {
  test(`shows on the classic-layout page ${path}, above the classic navigation`, async ({ workerPage: page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Buy now' })).toBeVisible()
    const bannerBox = await banner(page).boundingBox()
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
    expect(bannerBox && navBox && bannerBox.y + bannerBox.height <= navBox.y + 1).toBe(true)
  })
}

// SPEC 2.4: 'Its position is static or floating', shown on the design system's live examples,
// each in a box that scrolls like a page.
test.describe('positions', () => {
  const EXAMPLES = '/laika/components/banners'
  const scrolled = async (page: import('@playwright/test').Page, position: 'static' | 'floating') => {
    const frame = page.locator(`[data-example="${position}"]`).first()
    await frame.evaluate((el) => el.scrollTo(0, 120))
    const [frameBox, bannerBox] = await Promise.all([frame.boundingBox(), frame.getByRole('complementary').boundingBox()])
    return (bannerBox?.y ?? NaN) - (frameBox?.y ?? NaN)
  }

  test('a static banner scrolls away with the page', async ({ workerPage: page }) => {
    await page.goto(EXAMPLES)
    expect(await scrolled(page, 'static')).toBeLessThan(-50)
  })

  test('a floating banner stays at the top while the page scrolls', async ({ workerPage: page }) => {
    await page.goto(EXAMPLES)
    expect(Math.abs(await scrolled(page, 'floating'))).toBeLessThanOrEqual(1)
  })

  test('only a banner marked closable closes', async ({ workerPage: page }) => {
    await page.goto(EXAMPLES)
    await waitForHydration(page)
    await expect(page.getByRole('complementary', { name: 'Static banner', exact: true }).getByRole('button')).toHaveCount(0)
    await page.getByRole('button', { name: 'Close Static closable banner' }).click()
    await expect(page.getByRole('complementary', { name: 'Static closable banner' })).toHaveCount(0)
  })
})

// The pages the banner skips (SPEC 2.4) that this build serves; the rule itself is unit-tested for
// every one of them (tests/unit/lib/navigation/banner-visibility.test.ts). A paid landing page is always there.
const landing = docs.find((d) => typeof d.href === 'string' && d.href.startsWith('/lp/'))?.href as string
const served = (path: string): boolean => docs.some((d) => d.href === path && !d._id.startsWith('drafts.'))
const hiddenOn = [landing, ...['/quote', '/products/video-intercom'].filter(served)]

// The build leaves it out of these pages' HTML: nothing to wait for (a thank-you page has no script at all).
for (const path of hiddenOn) {
  test(`is hidden on ${path}`, async ({ workerPage: page }) => {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })
}

// A link loads the next page whole (docs/islands.md): the banner is the new page's, as the build wrote it.
test('goes away when the visitor follows a link to a page without it', async ({ workerPage: page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get demo' }).click()
  await expect(page).toHaveURL(/\/quote$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})
