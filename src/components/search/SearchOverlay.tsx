import React, { useEffect } from 'react'
import { Spinner } from '../laika/Spinner'
import { useLoadedSearch } from './load-search'
import * as styles from './SearchOverlay.module.css'

/**
 * The search overlay's content inside its popup (SPEC 2.8). Until the search code and index have
 * loaded, a loading overlay covers the search bar; clicking it closes search (SPEC 2.8). It comes
 * with the search button's chunk (LazySearchButton), so it only shows what loadSearch() gives it.
 */
export function SearchOverlay({ close, onUnmount }: { close: () => void; onUnmount: () => void }): React.JSX.Element {
  const search = useLoadedSearch()
  useEffect(() => onUnmount, [onUnmount])

  if (search === 'failed') {
    return (
      <p className={styles.message} role="alert">
        Search is not available right now. Please try again later.
      </p>
    )
  }
  if (search) return <search.Overlay close={close} />
  return (
    <button type="button" className={styles.loading} onClick={close} aria-label="Loading search. Select to close">
      <Spinner size="sm" />
      Loading search…
    </button>
  )
}
