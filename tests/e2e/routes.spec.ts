import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { docs as allDocs } from '../helpers/site-dataset'

// Every route of the specification that is a CMS document is served with its own page,
// and so is every document of the embedded dataset. Code routes (CODE_ROUTES) are other pages' tests.
const ROOT = path.join(__dirname, '../..')
const docs = allDocs.filter((d) => typeof d.href === 'string')
const headingOf = new Map(docs.map((d) => [d.href as string, d.heading as string]))
const routes = readFileSync(path.join(ROOT, 'docs/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/') && headingOf.has(line))

for (const route of routes) {
  test(`${route} is served with its own content`, async ({ page }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    // The page's own h1 comes first; a body may hold h1 blocks of its own (SPEC 3.3).
    await expect(page.locator('h1').first()).toHaveText(headingOf.get(route) as string)
    // No broken image: every <img> that finished loading has pixels.
    const broken = await page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    )
    expect(broken).toEqual([])
  })
}

test('every document of the dataset has a page', async ({ request }) => {
  const failing: string[] = []
  for (const doc of docs) {
    const response = await request.get(doc.href as string, { maxRedirects: 0 })
    if (response.status() !== 200) failing.push(`${doc.href} ${response.status()}`)
  }
  expect(failing).toEqual([])
  expect(docs.length).toBeGreaterThan(100)
})
