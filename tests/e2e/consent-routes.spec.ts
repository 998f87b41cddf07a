import { expect, test } from '@playwright/test'
import { SPEC_ROUTES as ROUTES } from '../helpers/spec-routes'
import { foreignRequests } from './consent-helpers'
import { waitForHydration } from './helpers'

// SPEC 2.6 (docs/consent.md): after Decline, a page requests nothing from another origin, on every
// route of the specification (docs/routes.txt). Before consent, routes.spec.ts checks every route
// as a first-time visitor. A first-time visitor here too: no cookies.
test.use({ storageState: { cookies: [], origins: [] } })

test('after Decline, no request to another origin on any route, each loaded as a visitor loads it', async ({ page, baseURL }) => {
  test.setTimeout(ROUTES.length * 3_000)
  const foreign = foreignRequests(page, new URL(baseURL as string).origin)
  await page.goto(ROUTES[0] as string)
  await waitForHydration(page)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
  // Pages load whole (docs/islands.md: no client-side router): each route as its own page load.
  for (const route of ROUTES.slice(1)) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
  }
  expect(foreign).toEqual([])
})
