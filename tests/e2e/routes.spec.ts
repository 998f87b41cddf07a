import { expect } from '@playwright/test'
import { builtHeadings } from '../helpers/built-html'
import { SPEC_ROUTES } from '../helpers/spec-routes'
import { pages } from '../helpers/site-dataset'
import { foreignRequests } from './consent-helpers'
import { waitForHydration } from './helpers'
import { expectSecurityHeaders, settle, watchCsp } from './security-helpers'
import { test } from './worker-page'

// Every route of the specification (docs/routes.txt), code routes included, loaded once by a
// first-time visitor (no cookie, no cache: `workerPage`) and checked for what every page owes:
// - it is built as its own page: status 200, an <h1> and a <title> in the built HTML, which the page
//   keeps once its scripts have run; a route that is a CMS document shows that document's heading;
//   no broken image. That no two routes share a title and every document of the dataset has a page,
//   HTTP alone tells: tests/site/routes.test.ts.
// - it is served with the security headers, and nothing it does breaks its Content-Security-Policy
//   (docs/deploy.md, "Security headers"; the other states a page can be in: security-headers.spec.ts).
// - before consent it requests nothing from another origin, lazy images and below-the-fold embeds
//   included, and shows the cookie banner (SPEC 2.6, docs/consent.md; after Decline:
//   consent-routes.spec.ts).
test.use({ storageState: { cookies: [], origins: [] } })

const headingOf = new Map(pages.map((d) => [d.href as string, d.heading as string]))

for (const route of SPEC_ROUTES) {
  test(`${route}: its own h1 and title, the security headers, and before consent nothing from another origin`, async ({
    workerPage: page,
    baseURL,
  }) => {
    const csp = await watchCsp(page)
    const foreign = foreignRequests(page, new URL(baseURL as string).origin)
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expectSecurityHeaders(response)
    const built = builtHeadings(await (response?.text() ?? ''))
    expect(built.title).not.toBe('')
    expect(built.h1).not.toBe('')
    const cmsHeading = headingOf.get(route)
    if (cmsHeading !== undefined) expect(built.h1).toBe(cmsHeading)

    await waitForHydration(page)
    await settle(page)
    // The page keeps them once its scripts have run. A body may hold h1 blocks of its own (SPEC 3.3).
    await expect(page.locator('h1').first()).toHaveText(built.h1)
    await expect(page).toHaveTitle(built.title)
    // The whole page, lazy images and below-the-fold embeds included.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await settle(page)
    expect(foreign).toEqual([])
    expect(await csp.violations()).toEqual([])
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    // No broken image: every <img> that finished loading has pixels.
    const broken = await page
      .locator('img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src))
    expect(broken).toEqual([])
  })
}
