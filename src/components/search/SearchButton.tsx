import React from 'react'
import { useIsland } from '../../islands/page-islands'
import { EARLY_CLICK_ATTRIBUTE, SEARCH_EARLY_CLICK } from '../../lib/islands/early-clicks'

/**
 * The supplementary bar's search button (SPEC 2.3, 2.8, 4.1): it opens the search overlay, as do
 * '/' and Ctrl/Cmd+K anywhere on the page (its island: search-button.island.ts). A click or a
 * shortcut before the island runs is kept and replayed (src/lib/islands/early-clicks.ts), with what
 * was typed meanwhile for the box.
 */
export function SearchButton({ className }: { className?: string }): React.JSX.Element {
  const island = useIsland('search-button')
  return (
    <button
      type="button"
      className={className}
      aria-label="Search"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      {...island}
      {...{ [EARLY_CLICK_ATTRIBUTE]: SEARCH_EARLY_CLICK }}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
        <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </button>
  )
}
