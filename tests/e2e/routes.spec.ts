import { expect, test } from '@playwright/test'
import { SPEC_ROUTES } from '../helpers/spec-routes'
import { pages } from '../helpers/site-dataset'

// Every route of the specification (docs/routes.txt), code routes included, is built as its own
// page: status 200, an <h1> and a <title> in the built HTML, a title no other route has. A route
// that is a CMS document shows that document's heading; every document of the dataset has a page.
const headingOf = new Map(pages.map((d) => [d.href as string, d.heading as string]))

/** The built page's <title> and first <h1> text, as the server sends them (before any script runs). */
function builtHeadings(html: string): { title: string; h1: string } {
  const text = (inner: string | undefined) => (inner ?? '').replace(/<[^>]+>/g, '').trim()
  return {
    title: text(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
  }
}

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

test('no two routes of the specification share a title', async ({ request }) => {
  const routesByTitle = new Map<string, string[]>()
  for (const route of SPEC_ROUTES) {
    const { title } = builtHeadings(await (await request.get(route)).text())
    routesByTitle.set(title, [...(routesByTitle.get(title) ?? []), route])
  }
  expect([...routesByTitle.values()].filter((routes) => routes.length > 1)).toEqual([])
})

test('every document of the dataset has a page', async ({ request }) => {
  const failing: string[] = []
  for (const doc of pages) {
    const response = await request.get(doc.href as string, { maxRedirects: 0 })
    if (response.status() !== 200) failing.push(`${doc.href as string} ${response.status()}`)
  }
  expect(failing).toEqual([])
  expect(pages.length).toBeGreaterThan(100)
})
