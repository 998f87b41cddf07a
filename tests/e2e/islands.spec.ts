import { expect, test } from '@playwright/test'
import { afterFrames, waitForHydration, watchErrors } from './helpers'

// docs/islands.md: a built page is the build's HTML, and only its islands run in the browser. A page
// reached with a query string (a campaign's utm_ parameters) starts them without errors and keeps the
// chrome it was built with (SPEC 2.1).
for (const path of ['/', '/how-it-works', '/laika', '/blog', '/security']) {
  test(`${path} with a query string starts its islands without errors`, async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(`${path}?utm_source=newsletter&x=1`)
    await waitForHydration(page)
    await afterFrames(page)
    expect(errors).toEqual([])
  })
}

test("the home page with a query string still shows 'Sign in' (home only, SPEC 2.3)", async ({ page }) => {
  await page.goto('/?utm_source=newsletter')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
})

// The islands change attributes of the build's HTML; they remove none of its elements.
test.describe('the islands starting', () => {
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
    test(`${path}: starting the islands removes no element of the build's HTML`, async ({ page }) => {
      await page.addInitScript(() => {
        const removed: string[] = []
        Object.assign(window, { removedByIslands: removed })
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              // webpack removes the script elements it adds for a chunk once the chunk has run.
              if (node instanceof Element && node.tagName !== 'SCRIPT') removed.push(node.outerHTML.slice(0, 120))
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(path)
      await waitForHydration(page)
      await afterFrames(page)
      expect(await page.evaluate(() => (window as unknown as { removedByIslands: string[] }).removedByIslands)).toEqual([])
    })
  }

  // src/render-body.tsx: the page's language is in the build's HTML and nothing sets it again (setting
  // `lang`, even to its value, restyles every element). What may change: the site's own marks (data-*),
  // the A/B classes on <body> (set before it has content) and the cookie banner's height in <html>'s
  // style (CookieBanner.tsx, which needs it there).
  test("the islands leave <html lang> as the build wrote it, and set no attribute of <html> or <body> but the site's own", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const changed: string[] = []
      Object.assign(window, { attributesSetByIslands: changed })
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
    expect(await page.evaluate(() => (window as unknown as { attributesSetByIslands: string[] }).attributesSetByIslands)).toEqual([])
  })
})

// docs/islands.md: a page loads the code of its islands and nothing of Gatsby's client runtime.
test('a blog post fetches only the scripts of its islands: no router, no page data', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.js') || url.pathname.startsWith('/page-data/')) fetched.push(url.pathname)
  })
  await page.goto('/blog/why-125khz-prox-cards-are-easy-to-clone')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const linked = await page.$$eval('script[src]', (scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname))
  expect(fetched.filter((p) => p.startsWith('/page-data/'))).toEqual([])
  expect(fetched.filter((p) => /^\/(app|framework|component---)/.test(p))).toEqual([])
  // webpack's runtime first, the islands' entry last (src/lib/islands/island-manifest.ts).
  expect(linked[0]).toMatch(/^\/webpack-runtime-/)
  expect(linked[linked.length - 1]).toMatch(/^\/islands-/)
  expect(linked).toEqual(expect.arrayContaining([expect.stringMatching(/^\/island-toc-/)]))
  // The islands on this page that load at start have run.
  for (const name of ['toc', 'search-button'])
    await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute('data-hydrated', '')
})

test("an island that loads on use fetches its code on the visitor's first move in it, not before", async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const newsletter = page.locator('[data-island="newsletter"]')
  await expect(newsletter).not.toHaveAttribute('data-hydrated', '')
  expect(fetched.filter((p) => p.startsWith('/island-newsletter'))).toEqual([])
  await newsletter.getByRole('textbox').focus()
  await expect(newsletter).toHaveAttribute('data-hydrated', '')
  expect(fetched.filter((p) => p.startsWith('/island-newsletter'))).toHaveLength(1)
})

// SPEC 2.18 without a client-side router: the links the rule calls in-app navigation are prefetched
// when the visitor points at one (Speculation Rules, moderate eagerness); other links are not.
test('pointing at an in-app link prefetches its page; a link with a query does not', async ({ page }) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch'))
      prefetched.push(new URL(request.url()).pathname + new URL(request.url()).search)
  })
  await page.goto('/academy')
  await waitForHydration(page)
  // A course label's link has a query (SPEC 2.11): a full-page link, not prefetched.
  await page.locator('a[href*="/academy/courses?label="]').first().hover()
  await page.locator('footer a[href="/pricing"]').first().hover()
  await expect.poll(() => prefetched).toContain('/pricing')
  expect(prefetched.filter((p) => p.includes('?'))).toEqual([])
})
