import { readdirSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC } from '../helpers/built-site'
import { get } from '../helpers/served-site'

// docs/deploy.md, "Security headers": how the served build (`npm run serve`, scripts/dev/serve.ts)
// caches and compresses, and its trailing-slash redirect (each route's security headers and CSP in
// Chromium: tests/e2e/routes.spec.ts; the 404 page's: tests/e2e/security-headers.spec.ts).

test('caching: content-hashed files (bundles, search index) for a year, HTML and data revalidated; trailing slash as before', async () => {
  const html = await (await get('/')).text()
  const app = /src="(\/islands-[0-9a-f]{20}\.js)"/.exec(html)?.[1]
  // The home page loads the islands' entry, islands-<hash>.js (docs/islands.md).
  expect(app).toBeDefined()
  const bundle = await get(app as string)
  expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(bundle.headers.get('content-security-policy')).not.toBeNull()
  const appData = await get('/page-data/app-data.json')
  expect(appData.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  const pageData = await get('/page-data/pricing/page-data.json')
  expect(pageData.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  // The search index's chunks and the pages' fragments are named by their content; the entry naming them is not.
  for (const folder of ['index', 'fragment']) {
    const file = readdirSync(path.join(PUBLIC, 'pagefind', folder))[0]
    expect(file).toBeDefined()
    const searchFile = await get(`/pagefind/${folder}/${file as string}`)
    expect([folder, searchFile.status, searchFile.headers.get('cache-control')]).toEqual([
      folder,
      200,
      'public, max-age=31536000, immutable',
    ])
  }
  const entry = await get('/pagefind/pagefind-entry.json')
  expect(entry.status).toBe(200)
  expect(entry.headers.get('cache-control') ?? '').not.toContain('immutable')
  const compressed = await get(app as string, { headers: { 'accept-encoding': 'gzip' } })
  expect(compressed.headers.get('content-encoding')).toBe('gzip')

  const slash = await get('/pricing/?a=1', { redirect: 'manual' })
  expect(slash.status).toBe(301)
  expect(slash.headers.get('location')).toBe('/pricing?a=1')
})
