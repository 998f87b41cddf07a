/** The search page (SPEC 7.11: the query is mirrored in its query string, `?q=…`). */
export const SEARCH_PAGE = '/search'

/** /search's state in its URL: the query and, after the first, the page of results. */
export interface SearchRoute {
  q?: string
  page?: string
}

/** The query string of a route (`?q=access+control&page=2`), or '' for none. */
export function searchRouteQuery(route: SearchRoute): string {
  const params = new URLSearchParams()
  if (route.q) params.set('q', route.q)
  if (route.page) params.set('page', route.page)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The route in a query string (`location.search`): what /search shows when opened, reloaded, or walked back to. */
export function parseSearchRoute(search: string): SearchRoute {
  const params = new URLSearchParams(search)
  const q = params.get('q')
  const page = params.get('page')
  return { ...(q !== null ? { q } : {}), ...(page !== null ? { page } : {}) }
}

/** 'See all results': the search page with the query, as /search's routing writes it. */
export function searchPageHref(query: string): string {
  const q = query.trim()
  return `${SEARCH_PAGE}${searchRouteQuery({ q })}`
}
