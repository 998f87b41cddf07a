import React from 'react'
import { openPopup } from '../popups/PopupLayer'
import { loadSearch } from './load-search'
import { SearchOverlay } from './SearchOverlay'

/** Starts loading the search code and its client ahead of the overlay; a failure shows when it opens. */
export function prefetchSearch(): void {
  void loadSearch().catch(() => undefined)
}

/**
 * Opens the search overlay in a popup (SPEC 2.7, 2.8): closed by its backdrop, Escape or its close
 * button. `typed`: what the visitor typed before the overlay was there, which the box starts with.
 */
export function openSearchPopup({ typed, onClosed }: { typed: string; onClosed: () => void }): void {
  openPopup({
    title: 'Search',
    closeOnBackdrop: true,
    render: (close) => <SearchOverlay close={close} onUnmount={onClosed} typed={typed} />,
  })
}
