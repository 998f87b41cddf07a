import { expect } from '@playwright/test'
import { waitForHydration, watchErrors } from './helpers'
import { test } from './worker-page'

// SPEC 2.16: the error pages.

test("/error reads 'An error occured' and leads home", async ({ workerPage: page }) => {
  const errors = watchErrors(page)
  const response = await page.goto('/error')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occured')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Go back to the Home Page' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  expect(errors).toEqual([])
})

// The 404 page is built once and served at any address, including addresses whose layout would
// differ (classic, paid landing): it must render and hydrate the same everywhere.
for (const path of ['/no-such-page', '/compare-us/no-such-page', '/lp/no-such-offer', '/blog/no-such-post']) {
  test(`${path} is a 404 'Page not found' that hydrates without errors`, async ({ workerPage: page }) => {
    // Expected 404s: the address itself, and its page data, which Gatsby's loader asks for before
    // it falls back to the 404 page.
    const ownAddress = [path, `/page-data${path}/page-data.json`]
    const errors = watchErrors(page, { expectedFailure: (url) => ownAddress.includes(url.pathname) })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('link', { name: 'Go back to the Home Page' })).toHaveAttribute('href', '/')
    await waitForHydration(page)
    expect(errors).toEqual([])
  })
}

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 800 } })
  test('the 404 page keeps its way home', async ({ workerPage: page }) => {
    await page.goto('/no-such-page')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Go back to the Home Page' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})

// A page not found offers a way on, the search and a few popular pages; /error does not.
test('the 404 page offers the search and popular pages', async ({ workerPage: page }) => {
  await page.goto('/no-such-page')
  const search = page.getByRole('search')
  await search.getByLabel('Search the site').fill('lockdown')
  await search.getByRole('button', { name: 'Search' }).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=lockdown$/)
  await page.goBack()
  const popular = page.getByRole('navigation', { name: 'Popular pages' })
  await expect(popular.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
})

test('/error keeps its way home only', async ({ workerPage: page }) => {
  await page.goto('/error')
  await expect(page.getByRole('navigation', { name: 'Popular pages' })).toHaveCount(0)
})
