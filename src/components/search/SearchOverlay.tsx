import React, { useEffect, useLayoutEffect, useState } from 'react'
import { typedAhead } from '../../lib/search/shortcut'
import { Spinner } from '../laika/Spinner'
import { useLoadedSearch } from './load-search'
import * as styles from './SearchOverlay.module.css'

/**
 * The search overlay's content inside its popup (SPEC 2.8). Until the search code and index have
 * loaded, a loading overlay covers the search bar; clicking it closes search (SPEC 2.8). It comes
 * with the search button's popup code (search-popup.tsx), so it only shows what loadSearch() gives it.
 * What the visitor types meanwhile (after `typed`, typed before the page's code ran) is shown on
 * the loading overlay, beside its spinner, and starts the search box once it is there, so no key
 * is lost.
 */
export function SearchOverlay({
  close,
  onUnmount,
  typed: typedBefore = '',
}: {
  close: () => void
  onUnmount: () => void
  typed?: string
}): React.JSX.Element {
  const search = useLoadedSearch()
  const [typed, setTyped] = useState(typedBefore)
  useEffect(() => onUnmount, [onUnmount])
  const loading = search === null
  // A layout effect, listening as the overlay is put in the page: Preact runs passive effects a
  // frame later, and the letters a visitor types right after '/' came before it and were lost.
  useLayoutEffect(() => {
    if (!loading) return undefined
    // The popup holds the focus (its close button or the loading overlay): keys reach no field.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (typedAhead('', event) === null) return
      event.preventDefault()
      setTyped((text) => typedAhead(text, event) ?? text)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [loading])

  if (search === 'failed') {
    return (
      <p className={styles.message} role="alert">
        Search is not available right now. Please try again later.
      </p>
    )
  }
  if (search) return <search.Overlay close={close} query={typed} />
  return (
    <button type="button" className={styles.loading} onClick={close} aria-label="Loading search. Select to close">
      <Spinner size="sm" />
      {/* What is typed takes the words' place: beside them, a phone's width left it a letter or two. */}
      {typed !== '' ? <span className={styles.typed}>{typed}</span> : 'Loading search…'}
    </button>
  )
}
