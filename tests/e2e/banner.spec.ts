import { expect, test } from '@playwright/test'
import { docs } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'

// SPEC 2.4, 4.2: the top announcement banner.
const banner = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Announcement' })

test('announces the video intercom with the tagged product link and the store', async ({ page }) => {
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
  test(`shows on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(banner(page)).toBeVisible()
  })
}

// The pages the banner skips (SPEC 2.4) that this build serves; the rule itself is unit-tested for
// every one of them (tests/unit/banner-visibility.test.ts). A paid landing page is always there.
const landing = docs.find((d) => typeof d.href === 'string' && d.href.startsWith('/lp/'))?.href as string
const served = (path: string): boolean => docs.some((d) => d.href === path && !d._id.startsWith('drafts.'))
const hiddenOn = [landing, ...['/quote', '/products/video-intercom'].filter(served)]

for (const path of hiddenOn) {
  test(`is hidden on ${path}`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })
}

test('goes away when the visitor moves in the app to a page without it', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  // Gatsby's own in-app navigation, as a link click would do it.
  await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), landing)
  await expect(page).toHaveURL(new RegExp(`${landing}$`))
  await expect(banner(page)).toHaveCount(0)
})
