import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// `workerPage` (tests/e2e/worker-page.ts): the page a worker lends to one test after another is a
// new visitor's for each. One test leaves what a visitor's page can keep; the next, in the same
// worker, gets the same page with none of it.
test.describe.configure({ mode: 'serial' })

let lent: Page | undefined
/** What the first test's listener hears. */
const heard: string[] = []

test('a test leaves a cookie, storage, a listener, routes, and another viewport', async ({ workerPage: page }) => {
  lent = page
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.context().addCookies([{ name: 'left', value: '1', url: page.url() }])
  await page.evaluate(() => {
    localStorage.setItem('left', '1')
    sessionStorage.setItem('left', '1')
  })
  page.on('request', (request) => heard.push(request.url()))
  // Stand-ins for the page's scripts and the site's robots.txt, of the page and of its context.
  await page.route('**/*.js', (route) => route.fulfill({ status: 503, body: '' }))
  await page.context().route('**/robots.txt', (route) => route.fulfill({ status: 503, body: '' }))
  await page.setViewportSize({ width: 500, height: 600 })
})

test('the next test gets the same page as a new visitor: only the config cookie, no storage, its viewport, no listener, no route, no cache', async ({
  workerPage: page,
  viewport,
}) => {
  expect(page).toBe(lent)
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['threshold_do_not_track'])
  expect(page.viewportSize()).toEqual(viewport)
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
  // The last test's listener hears nothing more; a second load takes nothing from a cache.
  const heardBefore = heard.length
  for (let load = 0; load < 2; load++) await page.goto('/pricing')
  expect(heard).toHaveLength(heardBefore)
  const fromCache = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.transferSize === 0).map((r) => r.name),
  )
  expect(fromCache).toEqual([])
  // The last test's routes stand in for nothing: the server answers.
  const scripts: number[] = []
  const robots: number[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js')) scripts.push(response.status())
    if (pathname === '/robots.txt') robots.push(response.status())
  })
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.goto('/robots.txt')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((status) => status !== 200)).toEqual([])
  expect(robots).toEqual([200])
})
