import { expect, test } from '@playwright/test'
import { afterFrames, waitForHydration, watchErrors } from './helpers'

// SPEC 2.1 (docs/chrome.md, "Layouts"): the layout and its chrome are chosen from the page's path,
// never from the address's query string, so a page reached with one (a campaign's utm_ parameters)
// hydrates without React errors (#418, #423) and keeps the chrome it was built with.
for (const path of ['/', '/how-it-works', '/laika', '/blog', '/security']) {
  test(`${path} with a query string hydrates without errors`, async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(`${path}?utm_source=newsletter&x=1`)
    await waitForHydration(page)
    // Hydration errors are logged while React hydrates, and any re-render it sets off is done a frame later.
    await afterFrames(page)
    expect(errors).toEqual([])
  })
}

test("the home page with a query string still shows 'Sign in' (home only, SPEC 2.3)", async ({ page }) => {
  await page.goto('/?utm_source=newsletter')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
})
