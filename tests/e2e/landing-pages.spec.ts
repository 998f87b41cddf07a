import { expect } from '@playwright/test'
import { docs } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.14: on /lp/ paths the desktop menu, the burger button and the top banner are hidden.
const landing = docs.find((d) => typeof d.href === 'string' && d.href.startsWith('/lp/'))?.href as string

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('a paid landing page has the logo only: no menu, no burger, no banner', async ({ workerPage: page }) => {
      expect(landing, 'the dataset needs a page under /lp/').toBeTruthy()
      // The logo alone has no script (the page may have none to wait for): its HTML is what counts.
      await page.goto(landing)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: 'Threshold home' })).toBeVisible()
      await expect(nav.getByRole('button')).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Get demo' })).toHaveCount(0)
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
      // The slim-footer layout.
      await expect(page.locator('footer .legal')).toBeVisible()
    })

    test('the same chrome elements are there on an ordinary page', async ({ workerPage: page }) => {
      await page.goto('/pricing')
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const control = width > 992 ? nav.getByRole('button', { name: 'Products' }) : nav.getByRole('button', { name: 'Menu' })
      await expect(control).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible()
    })
  })
}
