import { expect, test } from '@playwright/test'
import { openNavigationSection, openSearchWithHits, openTwoPopups, quoteFormWithErrors, showCookieBanner } from '../helpers/open-states'
import { waitForHydration } from '../e2e/helpers'
import { SCREENS, settle, timeDependent, visitor } from './visual'

// The open states no route shows on load, opened by the same helpers as their
// axe runs (tests/helpers/open-states.ts), pictured as the visitor sees the screen.
const [PHONE, DESKTOP] = SCREENS

test.describe(`at ${DESKTOP.width}px`, () => {
  test.use({ viewport: DESKTOP })

  test('the navigation with a section open (hover)', async ({ page }) => {
    await openNavigationSection(page, '/', 'Products', DESKTOP.width)
    await expect(page.locator('#nav-popup-products')).toBeVisible()
    await settle(page)
    await expect(page).toHaveScreenshot(`navigation-open-${DESKTOP.width}.png`, { mask: timeDependent(page) })
  })
})

test.describe(`at ${PHONE.width}px`, () => {
  test.use({ viewport: PHONE })

  test('the mobile menu open, a section expanded', async ({ page }) => {
    await openNavigationSection(page, '/', 'Products', PHONE.width)
    await expect(page.getByTestId('get-in-touch')).toBeVisible()
    await settle(page)
    await expect(page).toHaveScreenshot(`mobile-menu-open-${PHONE.width}.png`, { mask: timeDependent(page) })
  })
})

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}px`, () => {
    test.use({ viewport: screen })

    test.describe('as a first-time visitor', () => {
      test.use({ storageState: async ({ baseURL }, use) => use(visitor(baseURL as string, { consent: false })) })
      test('the cookie banner over the home page', async ({ page }) => {
        await showCookieBanner(page)
        await settle(page)
        await expect(page).toHaveScreenshot(`cookie-banner-${screen.width}.png`, { mask: timeDependent(page) })
      })
    })

    test('the search overlay showing hits', async ({ page }) => {
      await openSearchWithHits(page, 'access')
      await settle(page)
      await expect(page).toHaveScreenshot(`search-overlay-${screen.width}.png`, { mask: timeDependent(page) })
    })

    test('the quote form showing its errors (submitted empty)', async ({ page }) => {
      const form = await quoteFormWithErrors(page)
      await settle(page)
      await expect(form).toHaveScreenshot(`quote-errors-${screen.width}.png`)
    })

    test('the footer (every page has it; the pages are pictured over their first screens only)', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      await settle(page)
      const footer = page.locator('footer').last()
      await expect(footer).toHaveScreenshot(`footer-${screen.width}.png`, { mask: timeDependent(page) })
    })

    test('the popup layer with two popups open', async ({ page }) => {
      await openTwoPopups(page)
      await settle(page)
      await expect(page).toHaveScreenshot(`popups-${screen.width}.png`, { mask: timeDependent(page) })
    })
  })
}
