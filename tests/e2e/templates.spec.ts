import { expect } from '@playwright/test'
import { MODEL } from '../../src/node/cms/model'
import type { CmsTypeName } from '../../src/node/cms/queries'
import { docs } from '../helpers/site-dataset'
import { waitForHydration, watchErrors } from './helpers'
import { test } from './worker-page'

// Every template has a page in the built site. One page per content type is taken from
// the embedded dataset the site was built from, so the test follows the dataset.
const routable = (Object.keys(MODEL) as CmsTypeName[]).filter((t) => MODEL[t].template)

for (const type of routable) {
  const doc = docs.find((d) => d._type === type)
  test(`the ${MODEL[type].template} template renders ${(doc?.href as string | undefined) ?? '(no document)'}`, async ({
    workerPage: page,
  }) => {
    expect(doc, `the dataset needs a ${type} document`).toBeDefined()
    const errors = watchErrors(page)
    const response = await page.goto(doc?.href as string)
    expect(response?.status()).toBe(200)
    // The header a visitor sees (a hero with A/B variations has one header each; one has the <h1>,
    // the others a level-1 heading by ARIA).
    await expect(page.locator('article header:visible').getByRole('heading', { level: 1 })).toHaveText(doc?.heading as string)
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${doc?.href === '/' ? '/' : (doc?.href as string)}$`))
    await expect(page.locator('footer')).toContainText('Legal:')
    expect(errors).toEqual([])
  })
}

test('drafts are not published', async ({ workerPage: page }) => {
  const response = await page.goto('/blog/draft-only-preview')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await waitForHydration(page)
})

test('an unknown path gets the 404 page with a way home', async ({ workerPage: page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Go back to the Home Page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('links go between built pages without a trailing slash, prefetched by the speculation rules', async ({ workerPage: page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })
  await expect(link).toHaveAttribute('href', '/pricing')
  // A page change is a full load (docs/architecture.md, "What runs in the browser"); the browser
  // prefetches in-app links by the page's speculation rules.
  expect(await page.locator('script[type="speculationrules"]').count()).toBe(1)
  await link.click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the footer lists the legal pages by priority, highest first (SPEC 2.5, 7.3)', async ({ workerPage: page }) => {
  const legal = docs
    .filter((d) => d._type === 'legalPage')
    .sort((a, b) => (b.priority as number) - (a.priority as number))
    .map((d) => (d.headingAlt ?? d.heading) as string)
  await page.goto('/')
  const links = page.locator('footer .legal a').filter({ hasNotText: 'Legal:' })
  await expect(links).toHaveText(legal)
})

test('a legal page of sample text says so above its text', async ({ workerPage: page }) => {
  const pages = docs.filter((d) => d._type === 'legalPage')
  expect(pages.filter((d) => d.sampleText === true).length, 'the dataset marks its legal pages as sample text').toBe(pages.length)
  for (const doc of pages) {
    await page.goto(doc.href as string)
    const notice = page.getByRole('complementary', { name: 'Sample text' })
    await expect(notice).toContainText('not a binding legal document')
    // Before the body's first heading.
    const [noticeTop, bodyTop] = await Promise.all([
      notice.evaluate((el) => el.getBoundingClientRect().top),
      page
        .locator('article h2')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    ])
    expect(noticeTop).toBeLessThan(bodyTop)
  }
})
