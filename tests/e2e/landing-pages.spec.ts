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

// SPEC 2.14's paid landing pages: one offer, its form on the first screen, nothing that leads away.
const paidPages = docs
  .map((d) => d.href)
  .filter((href): href is string => typeof href === 'string' && href.startsWith('/lp/') && !href.endsWith('/thank-you'))

for (const width of [1280, 390]) {
  test.describe(`a paid landing page at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const href of paidPages) {
      test(`${href} shows its form's first field on the first screen, and no link in the page leads away`, async ({ workerPage: page }) => {
        await page.goto(href)
        const field = page.locator('main form').getByRole('textbox').first()
        const box = await field.boundingBox()
        expect(box, 'the form has a text field').not.toBeNull()
        expect(box!.y + box!.height).toBeLessThanOrEqual(800)
        await expect(page.locator('main a[href]')).toHaveCount(0)
      })
    }
  })
}
