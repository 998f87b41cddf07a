import { get } from '../helpers/served-site'

// One trailing-slash policy for every page, as the served build answers (the templates' pages in
// Chromium: tests/e2e/templates.spec.ts).

test('one trailing-slash policy: a path with a trailing slash redirects to the path without', async () => {
  const response = await get('/pricing/', { redirect: 'manual' })
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toMatch(/\/pricing$/)
})
