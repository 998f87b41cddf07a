import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers'

// No axe violations (WCAG 2.2 AA) on the home page, at a desktop and a phone
// width, with the navigation closed and open. No rule is disabled.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the home page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
      expect(results.violations).toEqual([])
    })

    test('the home page with the navigation open has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      if (width > 992) {
        await nav.getByRole('button', { name: 'Products' }).hover()
        await expect(page.locator('#nav-popup-products')).toBeVisible()
      } else {
        await nav.getByRole('button', { name: 'Menu' }).click()
        await nav.getByRole('button', { name: 'Products' }).click()
        await expect(page.getByTestId('get-in-touch')).toBeVisible()
      }
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
      expect(results.violations).toEqual([])
    })
  })
}
