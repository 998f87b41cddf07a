/**
 * /search before its code runs (docs/search.md, "/search"): the page's HTML is the same for every
 * query, so an inline script of that HTML, placed right after the search box, puts the query of
 * the URL (`?q=…`, SPEC 7.11) into the box and marks the page's view with QUERY_ATTRIBUTE before
 * the first paint. The stylesheet then keeps the results' place and hides what shows before
 * typing, as the page does once its code runs: nothing moves when the code takes over.
 *
 * Written without helpers or outside references on purpose (and nothing newer than the
 * URLSearchParams it needs): the source of showQueryOfUrl is the inline script, so the same code
 * is unit-tested and run in the page.
 */

/** On the /search view while it holds a query (set by the inline script, then by the page itself). */
export const QUERY_ATTRIBUTE = 'data-search-query'

/** The id of /search's box: the inline script fills it, and the search code gives the focus back to its own. */
export const PAGE_SEARCH_INPUT_ID = 'search-page-input'

/** Whether a query shows results rather than the starting points: it has more than spaces (as the page's code decides). */
export function isQuery(value: string): boolean {
  return value.trim() !== ''
}

/**
 * Fills the box `inputId` with the URL's query (`search` is `location.search`) and marks `view`
 * (the inline script's parent) with QUERY_ATTRIBUTE, when the URL has a query.
 */
export function showQueryOfUrl(view: Element | null, search: string, inputId: string): void {
  const q = new URLSearchParams(search).get('q')
  if (!view || !q || q.trim() === '') return
  const input = view.ownerDocument.getElementById(inputId) as HTMLInputElement | null
  if (input) input.value = q
  view.setAttribute('data-search-query', '')
}

/** The inline script: the same string on every build (it is hashed for the Content-Security-Policy). */
export function pageQueryScript(): string {
  return `(${showQueryOfUrl.toString()})(document.currentScript&&document.currentScript.parentElement,location.search,${JSON.stringify(PAGE_SEARCH_INPUT_ID)})`
}
