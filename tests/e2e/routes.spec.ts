import { expect, test } from '@playwright/test'
import { builtHeadings } from '../helpers/built-html'
import { SPEC_ROUTES } from '../helpers/spec-routes'
import { pages } from '../helpers/site-dataset'

// Every route of the specification (docs/routes.txt), code routes included, is built as its own
// page: status 200, an <h1> and a <title> in the built HTML; a route that is a CMS document shows
// that document's heading. That no two routes share a title and every document of the dataset has
// a page, HTTP alone tells: tests/site/routes.test.ts.
const headingOf = new Map(pages.map((d) => [d.href as string, d.heading as string]))

for (const route of SPEC_ROUTES) {
  test(`${route} is built with its own h1 and title`, async ({ page }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    const built = builtHeadings(await (response?.text() ?? ''))
    expect(built.title).not.toBe('')
    expect(built.h1).not.toBe('')
    const cmsHeading = headingOf.get(route)
    if (cmsHeading !== undefined) expect(built.h1).toBe(cmsHeading)
    // The page keeps them once its scripts have run. A body may hold h1 blocks of its own (SPEC 3.3).
    await expect(page.locator('h1').first()).toHaveText(built.h1)
    await expect(page).toHaveTitle(built.title)
    // No broken image: every <img> that finished loading has pixels.
    const broken = await page
      .locator('img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src))
    expect(broken).toEqual([])
  })
}
