import { test as base, expect, type Page, type Route } from '@playwright/test'
import { otherProjectPages } from '../helpers/site-dataset'
import { wcagViolations } from './axe'
import { loadPageSearch, waitForHydration, watchErrors } from './helpers'
import { test } from './worker-page'

// SPEC 2.3, 2.8, 4.1, 7.11, 9.3: the search overlay and /search, over Pagefind's own script and the
// index the default build writes (the Algolia path is tests/build/search-algolia.test.ts).
const QUERY = 'access'

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const hits = (page: Page) => dialog(page).locator('[data-search-hit]')
/** The search code's chunks, known by what they hold (scripts/check/js-size.mjs's markers); other scripts go through. */
const SEARCH_MARKERS = ['ais-Highlight', 'pagefind.js', 'weighted_locations', 'x-algolia-agent']
function holdSearchCode(hold: (route: Route) => Promise<void> | void): (route: Route) => Promise<void> {
  return async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (SEARCH_MARKERS.some((marker) => body.includes(marker))) return hold(route)
    await route.fulfill({ response, body })
  }
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await waitForHydration(page)
}

async function typeQuery(page: Page, query = QUERY): Promise<void> {
  const box = dialog(page).getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toBeFocused()
  await box.pressSequentially(query)
  await expect(hits(page)).toHaveCount(5)
}

/** A route handler that holds every request it gets until `release` is called. */
function heldRoutes(): { hold: (route: Route) => Promise<void>; release: () => void } {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  return {
    hold: async (route) => {
      await held
      await route.continue()
    },
    release,
  }
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the button opens the overlay; typing shows 5 highlighted hits and a link to all results', async ({ workerPage: page }) => {
      await openHome(page)
      await searchButton(page).click()
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true')
      await typeQuery(page)
      await expect(hits(page).first().locator('mark').first()).toBeVisible()
      await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results$/)
      await expect(dialog(page).getByRole('link', { name: 'See all results' })).toHaveAttribute('href', `/search?q=${QUERY}`)
      await page.screenshot({ path: `test-results/search-overlay-${width}.png` })
    })

    test('axe finds no WCAG 2.2 AA violation with the overlay open and showing hits', async ({ workerPage: page }) => {
      await openHome(page)
      await searchButton(page).click()
      await typeQuery(page)
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}

test("no search code or index loads with the page; hovering the button prefetches them and Pagefind's script", async ({
  workerPage: page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const errors = watchErrors(page)
  const warnings: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text())
  })
  await openHome(page)
  await page.waitForLoadState('networkidle')
  const origin = new URL(page.url()).origin
  expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([])
  const before = requested.length
  await searchButton(page).hover()
  // The search code, then Pagefind's own script and WebAssembly, and the index's entry and metadata
  // (docs/search.md, "Loaded on use"): one index, searched on the page's thread (no worker).
  await expect
    .poll(() => requested.slice(before).map((url) => new URL(url).pathname))
    .toEqual(
      expect.arrayContaining([
        '/pagefind/pagefind.js',
        '/pagefind/wasm.en.pagefind',
        '/pagefind/pagefind-entry.json',
        expect.stringMatching(/^\/pagefind\/pagefind\.en_\w+\.pf_meta$/),
      ]),
    )
  expect(requested.slice(before).some((url) => url.endsWith('.js') && !url.includes('/pagefind/'))).toBe(true)
  // Typing fetches only the parts of the index the query needs, all from the site itself.
  await searchButton(page).click()
  await typeQuery(page)
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([])
  const fragments = requested.filter((url) => /\/pagefind\/fragment\//.test(url))
  expect(fragments.length).toBeGreaterThan(0)
  expect(fragments.length).toBeLessThan(15)
  expect(requested.filter((url) => url.includes('/pagefind/pagefind-worker.js'))).toEqual([])
  // The Content-Security-Policy lets Pagefind compile its WebAssembly: no error, no warning.
  expect(errors).toEqual([])
  expect(warnings.filter((text) => /pagefind|content security policy/i.test(text))).toEqual([])
})

test('one hit per page, leading to the best section of a long page (docs/search.md)', async ({ workerPage: page }) => {
  await openHome(page)
  await searchButton(page).click()
  // The guide is long enough to be one record per section; its sections are anchors of its page.
  await dialog(page).getByRole('searchbox', { name: 'Search the site' }).pressSequentially('physical access control system')
  await expect(hits(page).and(page.locator('[href^="/guides/physical-access-control-systems#"]'))).toHaveCount(1)
  const hrefs = await hits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') as string))
  const pages = hrefs.map((href) => href.split('#')[0])
  expect(new Set(pages).size).toBe(pages.length)
  const guide = hrefs.find((href) => href.startsWith('/guides/physical-access-control-systems#'))
  expect(guide).toBeDefined()
  await hits(page)
    .and(page.locator(`[href="${guide}"]`))
    .click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === guide)
  await expect(page.locator(`[id="${(guide as string).split('#')[1]}"]`)).toBeVisible()
})

test("another project's page is not in the index (SPEC 2.10, 3.3: it is the sister site's)", async ({ workerPage: page }) => {
  const other = otherProjectPages[0]
  expect(other, 'the dataset needs a document of another project').toBeDefined()
  // Its one distinctive word: the page itself would be the first hit if it were indexed.
  await page.goto('/search?q=coworking')
  await waitForHydration(page)
  await expect(page.locator('main').getByRole('status')).toHaveText(/\d+ results?$|^No results/)
  const hrefs = await page.locator('main [data-search-hit]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.filter((href) => href.split('#')[0] === other?.href)).toEqual([])
})

test('a query that matches nothing says so', async ({ workerPage: page }) => {
  await openHome(page)
  await searchButton(page).click()
  await dialog(page).getByRole('searchbox', { name: 'Search the site' }).pressSequentially('qwxzv')
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “qwxzv”.')
  await expect(hits(page)).toHaveCount(0)
})

test('"/" and Ctrl+K open it; Escape and the backdrop close it; focus returns to the button', async ({ workerPage: page }) => {
  await openHome(page)
  // React marks the page hydrated before its effects run, so the shortcut's listener may come a
  // moment after waitForHydration under load: press again until it is there.
  await expect(async () => {
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
  await typeQuery(page, 'door')
  // Focus stays inside the dialog.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    await expect(dialog(page).locator(':focus')).toHaveCount(1)
  }
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()

  await page.locator('body').click({ position: { x: 5, y: 400 } })
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
})

test('arrow keys move through the hits and Enter opens one', async ({ workerPage: page }) => {
  await openHome(page)
  await searchButton(page).click()
  // The whole query at once, so the hit whose href is read is the one Enter opens (a later
  // keystroke's results would move the focus to another hit at the same place, docs/search.md).
  const box = dialog(page).getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toBeFocused()
  await box.fill(QUERY)
  await expect(hits(page)).toHaveCount(5)
  await page.keyboard.press('ArrowDown')
  await expect(hits(page).nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await expect(hits(page).nth(1)).toBeFocused()
  const href = (await hits(page).nth(1).getAttribute('href')) as string
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href)
  await expect(dialog(page)).toHaveCount(0)
})

test('the loading overlay closes search when clicked', async ({ workerPage: page }) => {
  await openHome(page)
  // Hold the search code back, so the loading overlay stays up: every script the page fetches now
  // but the overlay's own (search-popup, loaded on the button's first use, docs/search.md).
  await page.route(
    /\.js$/,
    holdSearchCode(() => undefined),
  )
  await searchButton(page).click()
  const loading = dialog(page).getByRole('button', { name: /Loading search/ })
  await expect(loading).toBeVisible()
  await loading.click()
  await expect(dialog(page)).toHaveCount(0)
})

test('what is typed while the search code loads shows on the loading overlay and starts the box (SPEC 2.8)', async ({
  workerPage: page,
}) => {
  await openHome(page)
  const { hold, release } = heldRoutes()
  // Hydrated: the search code is held, the scripts it loads with let through.
  await page.route(/\.js$/, holdSearchCode(hold))
  // Typed at once after '/', as a visitor does: the first letter comes before the overlay's next frame.
  await page.keyboard.press('/')
  await page.keyboard.type('lock')
  const loading = dialog(page).getByRole('button', { name: /Loading search/ })
  await expect(loading).toHaveText('lock')
  release()
  const box = dialog(page).getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toHaveValue('lock')
  await expect(box).toBeFocused()
  await page.keyboard.type('down')
  await expect(box).toHaveValue('lockdown')
  await expect(hits(page).first()).toContainText(/lockdown/i)
})

test('/search keeps its query and page in the URL, opened directly and with back and forward', async ({ workerPage: page }) => {
  await page.goto(`/search?q=${QUERY}`)
  await waitForHydration(page)
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toHaveValue(QUERY)
  const results = page.locator('main [data-search-hit]')
  await expect(results).toHaveCount(5)
  const firstHref = (await results.first().getAttribute('href')) as string

  await page.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(results.first()).not.toHaveAttribute('href', firstHref)
  await box.fill('door')
  await expect(page).toHaveURL(/[?&]q=door/)
  await expect(results.first()).toContainText(/door/i)

  await page.goBack()
  await expect(page).toHaveURL(/q=access&page=2|page=2&q=access/)
  await expect(box).toHaveValue(QUERY)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${QUERY}$`))
  await expect(results.first()).toHaveAttribute('href', firstHref)
  await page.goForward()
  await expect(page).toHaveURL(/page=2/)

  await page.reload()
  await waitForHydration(page)
  await expect(box).toHaveValue(QUERY)
  await expect(page.locator('.ais-Pagination-item--selected')).toHaveText('2')
})

test.describe('/search at 390px', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('results read apart: the count off the box, 16px between hits, plain title matches, the pager in one row', async ({
    workerPage: page,
  }) => {
    await page.goto(`/search?q=${QUERY}`)
    await waitForHydration(page)
    const results = page.locator('main [data-search-hit]')
    await expect(results).toHaveCount(5)
    const boxBottom = await page
      .getByRole('button', { name: 'Search', exact: true })
      .last()
      .evaluate((el) => el.getBoundingClientRect().bottom)
    const statusTop = await page.locator('main [role="status"]').evaluate((el) => el.getBoundingClientRect().top)
    expect(statusTop - boxBottom).toBeGreaterThanOrEqual(8)
    const gaps = await results.evaluateAll((list) =>
      list.slice(1).map((el, i) => el.getBoundingClientRect().top - (list[i] as Element).getBoundingClientRect().bottom),
    )
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16)
    // A match in the blue title is not underlined like a link, nor bolder than the title.
    const mark = results.first().locator('mark').first()
    await expect(mark).toBeVisible()
    const titleMarks = await page.locator('main [data-search-hit] > span:nth-child(2) mark').evaluateAll((list) =>
      list.map((el) => ({
        line: getComputedStyle(el).textDecorationLine,
        weight: getComputedStyle(el).fontWeight,
        parent: getComputedStyle(el.parentElement as Element).fontWeight,
      })),
    )
    expect(titleMarks.length).toBeGreaterThan(0)
    for (const style of titleMarks) {
      expect(style.line).toBe('none')
      expect(style.weight).toBe(style.parent)
    }
    const pager = await page.locator('.ais-Pagination-item').evaluateAll((list) => list.map((el) => el.getBoundingClientRect()))
    expect(pager.length).toBeGreaterThan(2)
    expect(new Set(pager.map((box) => Math.round(box.top))).size).toBe(1)
    for (const box of pager) expect(box.right).toBeLessThanOrEqual(390)
  })
})

test('/search before typing offers popular searches and sections to start from; a popular search runs', async ({ workerPage: page }) => {
  await page.goto('/search')
  await waitForHydration(page)
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toHaveAttribute('placeholder', /Search/)
  await expect(page.getByRole('navigation', { name: 'Or start from' }).getByRole('link', { name: 'Customer stories' })).toHaveAttribute(
    'href',
    '/customers',
  )
  await page.getByRole('region', { name: 'Popular searches' }).getByRole('button', { name: 'lockdown' }).click()
  await expect(box).toHaveValue('lockdown')
  await expect(page).toHaveURL(/[?&]q=lockdown/)
  await expect(page.locator('main [data-search-hit]').first()).toContainText(/lockdown/i)
  await expect(page.getByRole('region', { name: 'Popular searches' })).toHaveCount(0)
})

// Less to hydrate (Total Blocking Time): without a query, /search is its box and starting points, which work
// on their own (GET forms), so its search code (react-instantsearch and Pagefind, 60 KiB gzip and the
// most of the page's main-thread work) loads when the visitor turns to the search, not with the page.
test('/search without a query loads its search code only once the visitor turns to it; with one, at once', async ({ workerPage: page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) requested.push(request.url())
  })
  await page.goto('/search')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])

  // Focus (the keyboard's way in) starts it; typing then searches.
  const loading = page.waitForResponse(/\/pagefind\/pagefind-entry\.json(\?|$)/)
  await page.getByRole('searchbox', { name: 'Search the site' }).focus()
  await loading
  await page.keyboard.type('lockdown')
  await expect(page.locator('main [data-search-hit]').first()).toContainText(/lockdown/i)

  requested.length = 0
  await page.goto('/search?q=door')
  await waitForHydration(page)
  await expect(page.locator('main [data-search-hit]')).toHaveCount(5)
  expect(requested.some((url) => new URL(url).pathname === '/pagefind/pagefind-entry.json')).toBe(true)
})

/** /search hydrated, its search code and index held back until the returned function is called. */
async function searchPageWithCodeHeld(page: Page, path = '/search'): Promise<() => void> {
  const { hold, release } = heldRoutes()
  await page.route('**/pagefind/**', hold)
  await page.goto(path)
  await waitForHydration(page)
  // Hydrated: the search code is held, the scripts it loads with let through.
  await page.route(/\.js$/, holdSearchCode(hold))
  return release
}

test('/search: a popular search picked before the search code arrives runs once it does', async ({ workerPage: page }) => {
  const release = await searchPageWithCodeHeld(page)
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await page.getByRole('region', { name: 'Popular searches' }).getByRole('button', { name: 'lockdown' }).click()
  await expect(box).toHaveValue('lockdown')
  await expect(page).toHaveURL(/[?&]q=lockdown/)
  await expect(page.getByRole('region', { name: 'Popular searches' })).toHaveCount(0)
  release()
  await expect(page.locator('main [data-search-hit]').first()).toContainText(/lockdown/i)
  await expect(box).toHaveValue('lockdown')
})

test('/search: what is typed before the search code arrives is searched once it does, and typing goes on in the same box', async ({
  workerPage: page,
}) => {
  const release = await searchPageWithCodeHeld(page)
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await box.pressSequentially('lock')
  release()
  await expect(page.locator('main [data-search-hit]').first()).toBeVisible()
  await expect(box).toBeFocused()
  await page.keyboard.type('down')
  await expect(box).toHaveValue('lockdown')
  await expect(page).toHaveURL(/[?&]q=lockdown/)
  await expect(page.locator('main [data-search-hit]').first()).toContainText(/lockdown/i)
})

// CLS 0: /search's server HTML already holds the search box and what shows before typing
// (or, with a query in the URL, the results' reserved place), so the search code taking over moves
// nothing. Every layout shift without input, from the first paint until the code has loaded and
// shown its results, is listed, of the page and of the footer as a block (which the page pushes
// down), not of what moves inside the header or the footer: the site's chrome, not this page's (the
// supplementary bar's links and the newsletter's row were seen moving at times, CLS 0.0001–0.0009).
for (const width of [390, 1280]) {
  for (const path of ['/search', '/search?q=door']) {
    // Playwright's own `page` (`base`): the test adds an init script, which a lent page would keep.
    base(`${path} at ${width}px does not move while its search code loads and takes over`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[] }
        w.shifts = []
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        const element = (n: Node | null | undefined): Element | null => (n instanceof Element ? n : (n?.parentElement ?? null))
        const describe = ({ node, previousRect: was, currentRect: is }: Source): string =>
          `${element(node)?.tagName.toLowerCase()}.${element(node)?.classList[0] ?? ''} (${was.x},${was.y} → ${is.x},${is.y})`
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, hadRecentInput, sources } = entry as unknown as { value: number; hadRecentInput: boolean; sources: Source[] }
            const chrome = (el: Element | null): boolean => Boolean(el?.closest('header') || el?.parentElement?.closest('footer'))
            if (hadRecentInput || sources.every((src) => chrome(element(src.node)))) continue
            w.shifts.push(`${value.toFixed(4)}: ${sources.map(describe).join(', ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await waitForHydration(page)
      const main = page.locator('main')
      if (path.includes('?q=')) await expect(main.locator('[data-search-hit]')).toHaveCount(5)
      else {
        await expect(main.getByRole('region', { name: 'Popular searches' })).toBeVisible()
        // Without a query the code loads once the visitor turns to the search.
        await loadPageSearch(page)
      }
      // The search code and Pagefind's script have arrived and rendered (the results above, or the
      // starting points, are the same before and after).
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    })
  }
}
