/** The search page (SPEC 7.11: the query is mirrored in its query string, `?q=…`). */
export const SEARCH_PAGE = '/search'

/** 'See all results': the search page with the query, as InstantSearch's routing writes it. */
export function searchPageHref(query: string): string {
  const q = query.trim()
  return q === '' ? SEARCH_PAGE : `${SEARCH_PAGE}?${new URLSearchParams({ q }).toString()}`
}
