import React, { useCallback, useEffect, useRef, useState } from 'react'
import { Heading } from '../laika/Heading'
import { isQuery } from '../../lib/search/page-query'
import { SEARCH_PAGE } from '../../lib/search/search-url'
import { useLoadedSearch } from './load-search'
import { PageSearchView } from './PageSearchView'
import * as styles from './SearchOverlay.module.css'

/**
 * /search: every result of a query, page by page (SPEC 2.8, 7.11), the query in the URL
 * (`?q=…&page=2`); an island of the page (search-page.island.ts). Like the overlay, it loads the search code after the page has rendered, so the
 * page's own JavaScript stays as small as any other page's; until then it shows the same view
 * (PageSearchView), so the code taking over moves nothing (docs/search.md, "/search"). With a query
 * in the URL (or typed before hydration) the code loads at once: the results are what the page is
 * for. Without one it loads when the visitor turns to the search: a pointer over it, a tap, focus or
 * typing, as the overlay's loads from its button; until then the view works on its own.
 */
export function SearchPageSection(): React.JSX.Element {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  const search = useLoadedSearch(wanted)
  // The search code's view is in the page: the view before it goes.
  const [shown, setShown] = useState(false)
  const onShown = useCallback(() => setShown(true), [])
  const before = useRef<HTMLInputElement>(null)
  const section = useRef<HTMLElement>(null)
  // After SearchBeforeCode's own effect (a child's runs first), which puts text typed before
  // hydration into the URL.
  useEffect(() => {
    const query = isQuery(new URLSearchParams(window.location.search).get('q') ?? '')
    if (query || section.current?.contains(document.activeElement)) setWanted(true)
  }, [])
  const use = wanted ? undefined : want
  return (
    <section aria-labelledby="search-heading" ref={section} onFocus={use} onPointerEnter={use} onPointerDown={use}>
      <Heading level={1} size="Xxl" id="search-heading">
        Search
      </Heading>
      {search === 'failed' ? (
        <p role="alert" className={styles.message}>
          Search is not available right now. Please try again later.
        </p>
      ) : search ? (
        <search.ResultsPage View={PageSearchView} before={before} onShown={onShown} />
      ) : null}
      {search === 'failed' || shown ? null : <SearchBeforeCode inputRef={before} onUse={want} />}
    </section>
  )
}

/**
 * /search until its code has arrived: the build's view, which works on its own (the box and the
 * popular searches are GET forms to /search). Once hydrated, what the visitor types or picks goes
 * into the URL as the search code's routing writes it, so the code starts from there.
 */
function SearchBeforeCode({
  inputRef: input,
  onUse,
}: {
  inputRef: React.RefObject<HTMLInputElement>
  /** Something was typed or picked: the search code is wanted. */
  onUse: () => void
}): React.JSX.Element {
  const [value, setValue] = useState('')
  const change = (next: string): void => {
    onUse()
    setValue(next)
    // As the routing writes it: the query as typed, no page (a new query starts at its first).
    window.history.replaceState(
      window.history.state,
      '',
      next === '' ? SEARCH_PAGE : `${SEARCH_PAGE}?${new URLSearchParams({ q: next }).toString()}`,
    )
  }
  // The box's text as hydration found it: the URL's query (put there by page-query.ts's inline
  // script) and whatever was typed before hydration; the URL (and its page) changes only for the latter.
  useEffect(() => {
    const shown = input.current?.value ?? ''
    if (shown === (new URLSearchParams(window.location.search).get('q') ?? '')) setValue(shown)
    else change(shown)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: `change` only sets state and the URL, and asks for the code
  }, [])
  return <PageSearchView value={value} onChange={change} inputRef={input} status="" beforeCode />
}
