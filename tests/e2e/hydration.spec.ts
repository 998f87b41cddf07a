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

// docs/architecture.md, "Preact": each HydrationBoundary waits for its turn in the first hydration,
// and a suspended part keeps only its first element of the build's HTML. A boundary around more
// than one element would lose the others while it waits: hydration removes no element of the page.
test.describe('the first hydration', () => {
  // No consent yet: the cookie banner, in the build's HTML, stays (with consent the page removes it).
  test.use({ storageState: { cookies: [], origins: [] } })
  for (const path of [
    '/',
    '/blog/why-125khz-prox-cards-are-easy-to-clone',
    '/customers/vantage-labs',
    '/careers',
    '/pricing',
    '/quote',
    '/laika',
    '/legal/terms',
  ]) {
    test(`${path}: hydration removes no element of the build's HTML`, async ({ page }) => {
      await page.addInitScript(() => {
        const removed: string[] = []
        Object.assign(window, { removedByHydration: removed })
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              // webpack removes the script elements it added once their chunk has run.
              if (node instanceof Element && node.tagName !== 'SCRIPT') removed.push(node.outerHTML.slice(0, 120))
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(path)
      await waitForHydration(page)
      await afterFrames(page)
      expect(await page.evaluate(() => (window as unknown as { removedByHydration: string[] }).removedByHydration)).toEqual([])
    })
  }

  // src/render-body.tsx: the page's language is in the build's HTML and nothing sets it again (setting
  // `lang`, even to its value, restyles every element). What may change: the site's own marks (data-*),
  // the A/B classes on <body> (set before it has content) and the cookie banner's height in <html>'s
  // style (CookieBanner.tsx, which needs it there).
  test("hydration leaves <html lang> as the build wrote it, and sets no attribute of <html> or <body> but the site's own", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const changed: string[] = []
      Object.assign(window, { attributesSetByHydration: changed })
      // Before the document has its <html>: the whole document, keeping the changes to <html> and <body>.
      new MutationObserver((records) => {
        for (const record of records) {
          const { nodeName } = record.target
          const change = `${nodeName} ${record.attributeName}`
          if ((nodeName === 'HTML' || nodeName === 'BODY') && !record.attributeName?.startsWith('data-'))
            if (change !== 'BODY class' && change !== 'HTML style') changed.push(change)
        }
      }).observe(document, { attributes: true, subtree: true })
    })
    await page.goto('/blog/why-125khz-prox-cards-are-easy-to-clone')
    await waitForHydration(page)
    await afterFrames(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.evaluate(() => (window as unknown as { attributesSetByHydration: string[] }).attributesSetByHydration)).toEqual([])
  })
})

// docs/architecture.md, "Hydration mark": `<html data-hydrated>` waits for every part, a lazy island's
// too. It was set while the footer newsletter's chunk was still on the way, so a test that waited for
// it and signed up at once posted the plain form, without its A/B variations (a CI failure).
test("<html data-hydrated> waits for a lazy island's chunk: the newsletter form runs its code by then", async ({ page }) => {
  const HELD_MS = 3_000
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      // The newsletter island's chunk names its component (useIsland) and its form.
      if (body.includes('NewsletterForm') && body.includes('footerNewsletter')) await new Promise((wait) => setTimeout(wait, HELD_MS))
      await route.fulfill({ response, body })
    },
  )
  await page.goto('/')
  await waitForHydration(page)
  // Its code sets noValidate once it runs (the browser's own checks give way to the SPEC's messages).
  expect(await page.locator('form[name="footerNewsletter"]').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true)
})
