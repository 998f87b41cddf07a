import { expect, test } from '@playwright/test'
import { openNavigationSection } from '../helpers/open-states'
import { SPEC_ROUTES } from '../helpers/spec-routes'
import { wcagViolations as violations } from './axe'
import { waitForHydration } from './helpers'

// The accessibility audit: axe against WCAG 2.2 AA on every route of the specification
// (docs/routes.txt) at a desktop and a phone width, then the states no route shows on load (an open
// navigation, a shown tooltip). No rule is disabled.
const WIDTHS = [1280, 390]

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const route of SPEC_ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        expect(await violations(page)).toEqual([])
      })
    }

    test('the home page with the navigation open has no violations', async ({ page }) => {
      await openNavigationSection(page, '/', 'Products', width)
      if (width > 992) await expect(page.locator('#nav-popup-products')).toBeVisible()
      else await expect(page.getByTestId('get-in-touch')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('a classic page with a navigation popup open has no violations', async ({ page }) => {
      const nav = await openNavigationSection(page, '/compare-us', 'Resources', width)
      await expect(nav.getByRole('link', { name: 'Careers' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('the design-system area with the side navigation open has no violations', async ({ page }) => {
      await page.goto('/laika/foundations/color')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Design system' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}

test('the sandbox in the anti theme, with a tooltip shown, has no violations', async ({ page }) => {
  await page.goto('/laika/theming-sandbox')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'anti' }).check()
  await page.getByRole('button', { name: 'bottomCenter', exact: true }).focus()
  await expect(page.getByRole('tooltip')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
