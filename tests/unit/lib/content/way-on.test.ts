import { POPULAR_PAGES, POPULAR_SEARCHES } from '../../../../src/lib/content/way-on'

// The 404 and /search before typing offer a way on.
describe('the way on', () => {
  it('offers a handful of pages and searches, each once, all pages on this site', () => {
    expect(POPULAR_PAGES.length).toBeGreaterThanOrEqual(4)
    expect(new Set(POPULAR_PAGES.map((p) => p.href)).size).toBe(POPULAR_PAGES.length)
    expect(POPULAR_PAGES.every((p) => p.href.startsWith('/') && !p.href.startsWith('//'))).toBe(true)
    expect(new Set(POPULAR_SEARCHES).size).toBe(POPULAR_SEARCHES.length)
  })
})
