import React from 'react'
import { isQuery, PAGE_SEARCH_INPUT_ID, pageQueryScript, QUERY_ATTRIBUTE } from '../../lib/search/page-query'
import { SearchBox } from './SearchBox'
import { StartingPoints } from './StartingPoints'
import * as styles from './SearchUi.module.css'

interface PageSearchViewProps {
  /** The box's text. */
  value: string
  onChange: (value: string) => void
  inputRef?: React.Ref<HTMLInputElement>
  /** The outcome of the query ('12 results'), announced as it changes; empty until there is one. */
  status: string
  /** The hits, once the search code has them. */
  hits?: React.ReactNode
  /** Below the hits while there is a query: the search code's pagination. */
  pagination?: React.ReactNode
  /** The server's HTML (and its hydration): with the inline script that shows the URL's query before any code runs. */
  beforeCode?: boolean
}

/**
 * What the search code's /search (SearchUi's PageSearch) gets from the page: the view it renders
 * (the page's own code, so the search chunk does not carry it again), and the box of the view shown
 * until then, which stays in the page until the code's view is there.
 */
export interface PageSearchTakeover {
  View: typeof PageSearchView
  /** The box shown before the code: what was typed there and its focus are taken over. */
  before: React.RefObject<HTMLInputElement>
  /** The code's view is in the page: the one before it can go. */
  onShown: () => void
}

/**
 * /search's box, outcome, results and starting points (SPEC 7.11): one layout, rendered
 * by the build and by the page before its search code arrives (`beforeCode`), then by the search
 * code (SearchUi's PageSearch), so the code taking over changes nothing visible. While there is a
 * query, the results keep their place (`.results`): the hits arriving push nothing down.
 */
export function PageSearchView({
  value,
  onChange,
  inputRef,
  status,
  hits,
  pagination,
  beforeCode = false,
}: PageSearchViewProps): React.JSX.Element {
  const query = isQuery(value)
  return (
    <div className={styles.page} {...{ [QUERY_ATTRIBUTE]: query ? '' : undefined }}>
      <SearchBox
        id={PAGE_SEARCH_INPUT_ID}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        // The results follow the query as it is typed. The button (WCAG technique H32: a form has a
        // submit button) sends the form before the search code runs; after, it and Enter leave the
        // field, which closes a phone's keyboard over the results.
        onSubmit={() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined)}
        button="Search"
      />
      {beforeCode ? <QueryOfUrl /> : null}
      <p className={styles.status} role="status">
        {status}
      </p>
      <div className={styles.results}>
        <ol className={styles.hits} aria-label="Search results">
          {hits}
        </ol>
        {query ? pagination : null}
      </div>
      {query ? null : <StartingPoints onSearch={onChange} />}
    </div>
  )
}

/**
 * The inline script of src/lib/search/page-query.ts, written by the build: it shows the URL's query
 * in the box before any code runs. The island hydrates the same element; a script runs only once.
 */
function QueryOfUrl(): React.JSX.Element {
  return <script dangerouslySetInnerHTML={{ __html: pageQueryScript() }} />
}
