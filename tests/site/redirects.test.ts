import { matchRedirect, redirectStatus } from '../../src/lib/navigation/redirects'
import { get, servedSite } from '../helpers/served-site'
import { docs, pages } from '../helpers/site-dataset'

// docs/content-model.md, "Redirects": every old address of the dataset's redirect documents, as the
// served build (`npm run serve`, from the routes Gatsby hands the adapter) answers it: one redirect,
// with the document's status, to a page that answers 200. Netlify's _redirects: tests/deploy/.
const redirects = docs
  .filter((d) => d._type === 'redirect')
  .map((d) => ({ id: d._id, from: String(d.from), to: String(d.to), permanent: d.permanent !== false }))
const hrefs = pages.map((d) => String(d.href))

/** The addresses a redirect answers: its `from`, or for a placeholder one, its address for each page its `to` leads to. */
function oldAddresses(from: string, to: string): string[] {
  if (!from.includes(':')) return [from]
  const names: string[] = []
  const pattern = new RegExp(`^${to.replace(/:[a-zA-Z0-9]+/g, (name) => (names.push(name), '([^/]+)'))}$`)
  return hrefs.flatMap((href) => {
    const values = pattern.exec(href)?.slice(1)
    return values ? [names.reduce((address, name, i) => address.replace(name, values[i] as string), from)] : []
  })
}

test('the dataset has the redirects of a year: renamed posts, a merged page, a retired product, a placeholder for the old blog', () => {
  expect(redirects.filter((r) => r.from.startsWith('/blog/')).length).toBeGreaterThanOrEqual(2)
  expect(redirects.some((r) => r.from.includes(':'))).toBe(true)
  expect(redirects.some((r) => r.from.startsWith('/products/'))).toBe(true)
  expect(redirects.some((r) => !r.permanent)).toBe(true)
})

test('every old address redirects in one hop to a page that answers 200', async () => {
  const checked: string[] = []
  const wrong: string[] = []
  for (const r of redirects) {
    const addresses = oldAddresses(r.from, r.to)
    if (addresses.length === 0) wrong.push(`${r.id}: no page matches ${r.to}`)
    for (const address of addresses.slice(0, 3)) {
      const expected = matchRedirect(redirects, address)?.location
      const first = await get(address, { redirect: 'manual' })
      await first.body?.cancel()
      const location = first.headers.get('location') ?? ''
      const target = new URL(location, servedSite())
      if (first.status !== redirectStatus(matchRedirect(redirects, address)?.redirect.permanent) || target.pathname !== expected) {
        wrong.push(`${address}: ${first.status} to ${location}, expected ${expected}`)
        continue
      }
      const second = await get(target.pathname + target.search, { redirect: 'manual' })
      await second.body?.cancel()
      if (second.status !== 200) wrong.push(`${address} → ${target.pathname}: ${second.status}`)
      checked.push(address)
    }
  }
  expect(wrong).toEqual([])
  expect(checked.length).toBeGreaterThanOrEqual(redirects.length)
})

test('an old address keeps its query string and may end in a slash', async () => {
  const renamed = redirects.find((r) => r.from.startsWith('/blog/')) as (typeof redirects)[number]
  const response = await get(`${renamed.from}/?utm_source=newsletter`, { redirect: 'manual' })
  await response.body?.cancel()
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe(`${renamed.to}?utm_source=newsletter`)
})
