import { parseSearchRoute, searchPageHref, searchRouteQuery } from '../../../../src/lib/search/search-url'

// SPEC 7.11: /search mirrors the query and the page of results in its query string.
describe('the /search URL', () => {
  it("is /search with the query, as /search's routing writes and reads it", () => {
    expect(searchPageHref(' door access ')).toBe('/search?q=door+access')
    expect(searchPageHref('')).toBe('/search')
    expect(parseSearchRoute(searchPageHref('soc 2 & gdpr').slice('/search'.length))).toEqual({ q: 'soc 2 & gdpr' })
  })

  it('holds the page of results after the first, and nothing for an empty state', () => {
    expect(searchRouteQuery({ q: 'access', page: '2' })).toBe('?q=access&page=2')
    expect(searchRouteQuery({})).toBe('')
    expect(parseSearchRoute('?page=2&q=access')).toEqual({ q: 'access', page: '2' })
    expect(parseSearchRoute('')).toEqual({})
  })
})
