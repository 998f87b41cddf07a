import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// docs/architecture.md, "Hydrating less": parts of a page with no behaviour keep the build's HTML
// while the page hydrates; their links still navigate in the app (SPEC 2.18), and a page reached
// in the app renders its own parts.
const POST = '/blog/why-125khz-prox-cards-are-easy-to-clone'

/**
 * The inner HTML of each static part, as the build wrote it or as the page shows it now; without
 * what the image placeholder's head script changes once an image has loaded (its frame's style).
 */
async function builtParts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    return [...doc.querySelectorAll('[data-static]')].map((el) => {
      el.querySelectorAll('[data-placeholder]').forEach((frame) => frame.removeAttribute('style'))
      return el.innerHTML
    })
  }, html)
}
const shownParts = (page: Page): Promise<string[]> =>
  page.locator('[data-static]').evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as Element
      copy.querySelectorAll('[data-placeholder]').forEach((frame) => frame.removeAttribute('style'))
      return copy.innerHTML
    }),
  )

/** Marks the document, so a later check tells an in-app navigation (same document) from a load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

for (const path of ['/', POST, '/customers/vantage-labs', '/pricing']) {
  test(`${path}: its static parts show the build's HTML, unchanged by hydration`, async ({ workerPage: page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const built = await builtParts(page, path)
    expect(built.length).toBeGreaterThan(2)
    expect(await shownParts(page)).toEqual(built)
  })
}

test('a link in a static part navigates in the app; the page it opens, and the one back, show their own content', async ({
  workerPage: page,
}) => {
  await page.goto(POST)
  await waitForHydration(page)
  await markDocument(page)
  const related = page.locator('main [data-static] a[href^="/blog/"]').first()
  const next = (await related.getAttribute('href')) as string
  expect(next).not.toBe(POST)
  await related.click()
  await expect(page).toHaveURL((url) => url.pathname === next)
  expect(await sameDocument(page)).toBe(true)
  // The next post's parts are rendered by its components, and match what the build wrote for it.
  await expect.poll(async () => (await shownParts(page)).length).toBe((await builtParts(page, next)).length)
  const text = (html: string[]) =>
    page.evaluate(
      (parts) => parts.map((h) => Object.assign(document.createElement('div'), { innerHTML: h }).textContent?.replace(/\s+/g, ' ').trim()),
      html,
    )
  expect(await text(await shownParts(page))).toEqual(await text(await builtParts(page, next)))

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === POST)
  await expect.poll(async () => text(await shownParts(page))).toEqual(await text(await builtParts(page, POST)))
  expect(await sameDocument(page)).toBe(true)
})

test("pointing at a link in a static part loads its page at once, as a Link's hover does", async ({ workerPage: page }) => {
  await page.goto(POST)
  await waitForHydration(page)
  const link = page.locator('footer [data-static] a[href^="/"]:not([target])').first()
  const href = (await link.getAttribute('href')) as string
  const prefetched = page.waitForRequest((request) => request.url().includes(`/page-data${href}/page-data.json`))
  await link.hover()
  await prefetched
})

test('the footer follows a client-side navigation: the link to the page now shown is the current one', async ({ workerPage: page }) => {
  await page.goto(POST)
  await waitForHydration(page)
  const link = page.locator('footer [data-static] a[href^="/"]:not([target])').first()
  const href = (await link.getAttribute('href')) as string
  await expect(link).not.toHaveAttribute('aria-current', 'page')
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === href)
  await expect(page.locator(`footer a[href="${href}"]`).first()).toHaveAttribute('aria-current', 'page')
})
