import React, { useEffect, useState } from 'react'
import { loadSearch, type LoadedSearch } from './load-search'
import * as styles from './SearchOverlay.module.css'

type State = { status: 'loading' } | { status: 'ready'; search: LoadedSearch } | { status: 'failed' }

/**
 * The search overlay's content inside its popup (SPEC 2.8). Until the search code and index have
 * loaded, a loading overlay covers the search bar; clicking it closes search (SPEC 2.8).
 */
export function SearchOverlay({ close, onUnmount }: { close: () => void; onUnmount: () => void }): React.JSX.Element {
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    let live = true
    loadSearch().then(
      (search) => live && setState({ status: 'ready', search }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
      onUnmount()
    }
  }, [onUnmount])

  if (state.status === 'ready') {
    const { ui, client, indexName } = state.search
    return <ui.SearchPanel client={client} indexName={indexName} close={close} />
  }
  if (state.status === 'failed') {
    return (
      <p className={styles.message} role="alert">
        Search is not available right now. Please try again later.
      </p>
    )
  }
  return (
    <button type="button" className={styles.loading} onClick={close} aria-label="Loading search. Select to close">
      <span className={styles.spinner} aria-hidden="true" />
      Loading search…
    </button>
  )
}
