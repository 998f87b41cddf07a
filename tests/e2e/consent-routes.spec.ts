import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { foreignRequests, navigateInApp } from './consent-helpers'
import { waitForHydration } from './helpers'

// SPEC 2.6 (docs/consent.md): before consent, and after Decline, a page requests nothing from another
// origin, on every route of the specification (docs/routes.txt). A first-time visitor: no cookies.
test.use({ storageState: { cookies: [], origins: [] } })

const ROUTES = readFileSync(path.join(__dirname, '../../docs/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))

for (const route of ROUTES) {
  test(`${route}: no request to another origin before consent`, async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, new URL(baseURL as string).origin)
    await page.goto(route)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // The whole page, lazy images and below-the-fold embeds included.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  })
}

test('after Decline, no request to another origin on any route, navigating in the app', async ({ page, baseURL }) => {
  test.setTimeout(ROUTES.length * 3_000)
  const foreign = foreignRequests(page, new URL(baseURL as string).origin)
  await page.goto(ROUTES[0] as string)
  await waitForHydration(page)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
  for (const route of ROUTES.slice(1)) {
    await navigateInApp(page, route)
    await page.waitForLoadState('networkidle')
  }
  expect(foreign).toEqual([])
})
