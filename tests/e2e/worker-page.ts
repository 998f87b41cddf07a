import { test as base, type Page } from '@playwright/test'

/** The page's events a test may listen for (`page.on`): their listeners go when the test ends. */
const LISTENED = ['console', 'request', 'response', 'requestfailed', 'pageerror'] as const

/**
 * `test` with `workerPage`: one browser page for each Playwright worker, lent to every test that asks
 * for it, for tests that load pages and act only in them (the axe audit of every route, the
 * listings' filters). Playwright's own `page` comes in a new browser context for each test and, at
 * its first load, starts a new renderer process: about 1.6 s of a test on a 2-core machine
 * (docs/quality.md, "A page for each worker"). This page keeps its context and its renderer.
 *
 * Before each test it is a new visitor again, as far as the site can tell: its cookies and the
 * site's storage are the test's `storageState` (the config's: a visitor who has declined cookies),
 * it uses no HTTP cache, and its viewport is the test's. Listeners for the events of `LISTENED` and
 * the routes a test sets (`page.route`, `context.route`) end with the test. A test that changes
 * anything else (other listeners, init scripts, Playwright's clock, emulated media, the context's
 * options) keeps `page`. A test that fails ends its worker, and the page with it.
 */
export const test = base.extend<{ workerPage: Page }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      // As a new visitor's, every load comes from the server: from a cache, Chromium would take an
      // image of another width in a srcset it has already loaded.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  workerPage: async ({ sharedPage, storageState, viewport, baseURL }, use) => {
    const state = storageState ?? { cookies: [], origins: [] }
    if (typeof state === 'string') throw new Error('workerPage takes its storageState as an object: use page')
    const context = sharedPage.context()
    await context.clearCookies()
    if (state.cookies.length > 0) await context.addCookies(state.cookies)
    // The storage of the site's origin, and of any other the state names, is emptied and given the
    // state's items from a small file of that origin: the last test's document, which writes its
    // own as it goes (Gatsby keeps each page's scroll position in sessionStorage), is gone first.
    const items = new Map(state.origins.map(({ origin, localStorage }) => [origin, localStorage]))
    for (const origin of new Set([...(baseURL ? [new URL(baseURL).origin] : []), ...items.keys()])) {
      await sharedPage.goto(new URL('/robots.txt', origin).href)
      await sharedPage.evaluate(
        (entries) => {
          localStorage.clear()
          sessionStorage.clear()
          for (const { name, value } of entries) localStorage.setItem(name, value)
        },
        items.get(origin) ?? [],
      )
    }
    if (viewport) await sharedPage.setViewportSize(viewport)
    await use(sharedPage)
    // What a test listened for and the requests it stood in for end with it (a handler still
    // holding a request is left to it: the next test's first load is a new document).
    for (const event of LISTENED) sharedPage.removeAllListeners(event)
    await sharedPage.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
  },
})
