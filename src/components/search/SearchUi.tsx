import React, { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SearchClient, UiState } from 'instantsearch.js'
import historyRouter from 'instantsearch.js/es/lib/routers/history'
import { Configure, Highlight, InstantSearch, Pagination, Snippet, useHits, useInstantSearch, useSearchBox } from 'react-instantsearch'
import { HITS_PER_PAGE } from '../../lib/search/backend'
import { parseSearchRoute, searchPageHref, searchRouteQuery, type SearchRoute } from '../../lib/search/search-url'
import type { SearchRecord } from '../../lib/search/records'
import { SiteLink } from '../links/SiteLink'
import type { PageSearchTakeover } from './PageSearchView'
import { SearchBox } from './SearchBox'
import * as styles from './SearchUi.module.css'

/**
 * The search widgets (SPEC 2.8, 7.11), loaded on first use (./load-search.ts): the overlay's panel
 * and the /search page's results. Both are react-instantsearch over whichever client the build
 * configured; neither knows which.
 */
type Hit = Pick<SearchRecord, 'objectID' | 'type' | 'title' | 'section' | 'href'> & {
  __position: number
  _highlightResult?: unknown
  _snippetResult?: unknown
}

// InstantSearch's Highlight and Snippet type their `hit` with Algolia's generic hit; ours is the
// record's shape, which has the attributes they read.
type WidgetHit = React.ComponentProps<typeof Highlight>['hit']

function HitCard({ hit, onOpen }: { hit: Hit; onOpen?: () => void }): React.JSX.Element {
  return (
    <SiteLink href={hit.href} className={styles.hit} onClick={onOpen} data-search-hit="">
      <span className={styles.type}>{hit.type}</span>
      <span className={styles.title}>
        <Highlight attribute="title" hit={hit as unknown as WidgetHit} />
        {hit.section ? (
          <>
            {' › '}
            <Highlight attribute="section" hit={hit as unknown as WidgetHit} />
          </>
        ) : null}
      </span>
      <Snippet attribute="text" hit={hit as unknown as WidgetHit} className={styles.snippet} />
    </SiteLink>
  )
}

/** The outcome of the current query, announced to screen readers as it changes. */
function useResultStatus(query: string): string {
  const { results, status } = useInstantSearch()
  const count = results?.nbHits ?? 0
  if (status === 'error') return 'Search is not available right now. Please try again later.'
  if (query.trim() !== '' && results?.query === query && count === 0) return `No results for “${query}”.`
  if (query.trim() !== '' && results?.query === query) return `${count} ${count === 1 ? 'result' : 'results'}`
  return ''
}

function hitLinks(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[data-search-hit]')) : []
}

/**
 * The box's text and InstantSearch's query, which follows it at each keystroke; the text is kept
 * apart so the box never lags behind the typing while results arrive.
 */
function useQueryBox(): { query: string; value: string; setValue: (value: string) => void; change: (value: string) => void; items: Hit[] } {
  const { query, refine } = useSearchBox()
  const { items } = useHits<Hit>()
  const [value, setValue] = useState(query)
  const change = (next: string): void => {
    setValue(next)
    refine(next)
  }
  return { query, value, setValue, change, items }
}

/**
 * Results arrive a keystroke at a time: a hit that has the focus can be replaced by a later
 * keystroke's hits, and the focus would fall to the page's body. The focus goes to the hit now at
 * the same place instead (or to the box when the list is empty), so the arrow keys keep working.
 */
function useKeepHitFocus(list: React.RefObject<HTMLElement | null>, input: React.RefObject<HTMLInputElement | null>, hits: Hit[]): void {
  const place = useRef<number | null>(null)
  useEffect(() => {
    const root = list.current
    if (!root) return undefined
    const onFocusIn = (event: FocusEvent): void => {
      const index = hitLinks(root).indexOf(event.target as HTMLElement)
      place.current = index < 0 ? null : index
    }
    // Focus that leaves a hit still on the page was moved on purpose (a click elsewhere): forget it.
    const onFocusOut = (event: FocusEvent): void => {
      const left = event.target as HTMLElement
      queueMicrotask(() => {
        if (left.isConnected && !root.contains(document.activeElement)) place.current = null
      })
    }
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [list])
  useLayoutEffect(() => {
    const index = place.current
    const active = document.activeElement
    if (index === null || (active && active !== document.body && active.isConnected)) return
    const links = hitLinks(list.current)
    ;(links[Math.min(index, links.length - 1)] ?? input.current)?.focus()
  }, [hits, list, input])
}

/**
 * The overlay's search box and hits (SPEC 2.8): 5 hits, arrow keys move between the input and the
 * hits (each hit is a link, so Enter opens it), and 'See all results' leads to /search.
 */
function OverlaySearch({ close }: { close: () => void }): React.JSX.Element {
  const { value, change, items } = useQueryBox()
  const status = useResultStatus(value)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const shown = value.trim() === '' ? [] : items
  // The overlay opens on a click or key meant for search: the box takes the focus (SPEC 2.8).
  // Focused from code, not with `autoFocus`: not every renderer focuses an element that mounts
  // after the page has loaded (Preact only writes the attribute, which browsers honour at load).
  // The caret goes after what was typed before the box was there (SearchPanel's `query`). A layout
  // effect, in the task that puts the box in the page: Preact runs a passive one a frame later, and
  // a letter typed in that frame went to the popup's close button (SearchOverlay listens until then).
  useLayoutEffect(() => {
    const box = input.current
    box?.focus()
    box?.setSelectionRange(box.value.length, box.value.length)
  }, [])
  useKeepHitFocus(list, input, shown)

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = hitLinks(list.current)
    if (links.length === 0) return
    event.preventDefault()
    const current = links.indexOf(document.activeElement as HTMLElement)
    const next = event.key === 'ArrowDown' ? current + 1 : current - 1
    if (next < 0) input.current?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: the arrow keys move between the search box and the hits inside
    <div className={styles.panel} onKeyDown={onKeyDown}>
      <SearchBox
        id="search-overlay-input"
        inputRef={input}
        value={value}
        onChange={change}
        onSubmit={() => {
          // Enter in the box shows every result; on a hit, Enter follows that hit's link.
          if (value.trim() === '') return
          close()
          window.location.assign(searchPageHref(value))
        }}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      <ul ref={list} className={styles.hits} aria-label="Search results">
        {shown.map((hit) => (
          <li key={hit.objectID}>
            <HitCard hit={hit} onOpen={close} />
          </li>
        ))}
      </ul>
      {value.trim() !== '' ? (
        <SiteLink href={searchPageHref(value)} className={styles.all} onClick={close}>
          See all results
        </SiteLink>
      ) : null}
    </div>
  )
}

export function SearchPanel({
  client,
  indexName,
  close,
  query = '',
}: {
  client: SearchClient
  indexName: string
  close: () => void
  /** What the box starts with: the keys typed while search loaded (SearchOverlay). */
  query?: string
}): React.JSX.Element {
  return (
    <InstantSearch
      searchClient={client}
      indexName={indexName}
      initialUiState={query === '' ? undefined : { [indexName]: { query } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} />
      <OverlaySearch close={close} />
    </InstantSearch>
  )
}

/**
 * The /search page once its code has arrived: the query comes from the URL (routing) and goes back
 * into it. The page showed the same view before (PageSearchView, `before`), where what the visitor
 * typed or picked went into the URL; it stays until this view is in the page (InstantSearch
 * renders its children only once it has started, a frame later), so nothing moves in between.
 */
function PageSearch({ View, before, onShown }: PageSearchTakeover): React.JSX.Element {
  const { query, value, setValue, change, items } = useQueryBox()
  const status = useResultStatus(value)
  const input = useRef<HTMLInputElement>(null)
  // Back and forward change the query from the URL; the box follows. The query also comes back
  // after each keystroke, late (once its results are in): those echoes of the typing are skipped,
  // or one would take back a keystroke typed since. Each typed value waits for its echo; an echo
  // also retires the values typed before it. The box starts with the query the routing read.
  const typed = useRef<string[]>([query])
  useEffect(() => {
    const echo = typed.current.indexOf(query)
    if (echo >= 0) typed.current = typed.current.slice(echo + 1)
    else setValue(query)
  }, [query, setValue])
  const type = (next: string): void => {
    typed.current.push(next)
    change(next)
  }
  // Once, as this view first shows, before the next frame or keystroke: what was typed in the box
  // before since the routing read the URL, and its focus; then the view before goes.
  useLayoutEffect(() => {
    const box = before.current
    if (box && box.value !== value) type(box.value)
    if (box && document.activeElement === box) input.current?.focus()
    onShown()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this view first shows: later the box is this view's own
  }, [])
  return (
    <View
      value={value}
      onChange={type}
      inputRef={input}
      status={status}
      hits={(value.trim() === '' ? [] : items).map((hit) => (
        <li key={hit.objectID}>
          <HitCard hit={hit} />
        </li>
      ))}
      // Previous, three page numbers and next: one row at a phone's width.
      pagination={<Pagination className={styles.pagination} padding={1} showFirst={false} showLast={false} />}
    />
  )
}

/**
 * SPEC 7.11: the query and page are mirrored in /search's query string (`?q=…&page=2`) by
 * InstantSearch's routing, so a results page can be linked, reloaded, and walked with back and
 * forward. The URL is written and read here (search-url.ts), not by the router's default, which
 * needs the `qs` package: the browser build leaves that out (docs/search.md, "Loaded on use").
 */
export function SearchResultsPage({
  client,
  indexName,
  ...takeover
}: { client: SearchClient; indexName: string } & PageSearchTakeover): React.JSX.Element {
  const routing = {
    router: historyRouter<SearchRoute>({
      cleanUrlOnDispose: false,
      // The whole URL: the router writes the history only when it differs from `location.href`.
      createURL: ({ routeState, location }) => `${location.origin}${location.pathname}${searchRouteQuery(routeState)}${location.hash}`,
      parseURL: ({ location }) => parseSearchRoute(location.search),
    }),
    stateMapping: {
      stateToRoute(uiState: UiState): SearchRoute {
        const state = uiState[indexName] ?? {}
        return { q: state.query || undefined, page: state.page && state.page > 1 ? String(state.page) : undefined }
      },
      routeToState(route: SearchRoute): UiState {
        return { [indexName]: { query: route.q ?? '', page: route.page ? Number(route.page) : undefined } }
      },
    },
  }
  return (
    <InstantSearch searchClient={client} indexName={indexName} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={HITS_PER_PAGE} />
      <PageSearch {...takeover} />
    </InstantSearch>
  )
}
