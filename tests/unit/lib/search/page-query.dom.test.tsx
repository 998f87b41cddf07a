import { isQuery, PAGE_SEARCH_INPUT_ID, pageQueryScript, QUERY_ATTRIBUTE, showQueryOfUrl } from '../../../../src/lib/search/page-query'

// /search before its code runs (SPEC 7.11; CLS 0): the URL's query is in the box and the
// view is marked from the first paint, so the stylesheet keeps the results' place.
describe("the /search page's query before its code runs", () => {
  const view = (): HTMLElement => {
    document.body.innerHTML = `<div id="view"><form role="search"><input id="${PAGE_SEARCH_INPUT_ID}" value=""></form></div>`
    return document.getElementById('view') as HTMLElement
  }
  const box = (): HTMLInputElement => document.getElementById(PAGE_SEARCH_INPUT_ID) as HTMLInputElement

  it("puts the URL's query in the box and marks the view", () => {
    const el = view()
    showQueryOfUrl(el, '?q=door+access&page=2', PAGE_SEARCH_INPUT_ID)
    expect(box().value).toBe('door access')
    expect(el.hasAttribute(QUERY_ATTRIBUTE)).toBe(true)
  })

  it('leaves the page as built without a query, or with spaces only (the starting points show)', () => {
    for (const search of ['', '?page=2', '?q=', '?q=+++']) {
      const el = view()
      showQueryOfUrl(el, search, PAGE_SEARCH_INPUT_ID)
      expect(box().value).toBe('')
      expect(el.hasAttribute(QUERY_ATTRIBUTE)).toBe(false)
    }
  })

  it('decides as the page does what a query is', () => {
    expect(isQuery('door')).toBe(true)
    expect(isQuery('  ')).toBe(false)
  })

  it('runs as the inline script from the element it is written in', () => {
    const el = view()
    const script = document.createElement('script')
    el.appendChild(script)
    window.history.replaceState(null, '', '/search?q=lockdown')
    // What the browser does with the inline script: run its text with `document.currentScript` set.
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's source as the page does
    const run = new Function(pageQueryScript()) as () => void
    run()
    expect(box().value).toBe('lockdown')
    expect(el.hasAttribute(QUERY_ATTRIBUTE)).toBe(true)
  })
})
