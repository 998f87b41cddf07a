import { builtHeadings } from '../helpers/built-html'
import { get } from '../helpers/served-site'
import { pages } from '../helpers/site-dataset'
import { SPEC_ROUTES } from '../helpers/spec-routes'

// Every route of the specification (docs/routes.txt) has a title no other route has, and every
// document of the dataset has a page, as the served build answers them (its pages in Chromium:
// tests/e2e/routes.spec.ts).

test('no two routes of the specification share a title', async () => {
  const routesByTitle = new Map<string, string[]>()
  for (const route of SPEC_ROUTES) {
    const { title } = builtHeadings(await (await get(route)).text())
    routesByTitle.set(title, [...(routesByTitle.get(title) ?? []), route])
  }
  expect([...routesByTitle.values()].filter((routes) => routes.length > 1)).toEqual([])
})

test('every document of the dataset has a page', async () => {
  const failing: string[] = []
  for (const doc of pages) {
    const response = await get(doc.href as string, { redirect: 'manual' })
    await response.body?.cancel()
    if (response.status !== 200) failing.push(`${doc.href as string} ${response.status}`)
  }
  expect(failing).toEqual([])
  expect(pages.length).toBeGreaterThan(100)
})
