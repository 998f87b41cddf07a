import React, { useCallback, useEffect, useRef } from 'react'
import { EARLY_CLICK_ATTRIBUTE, SEARCH_EARLY_CLICK, TYPED_AHEAD_ATTRIBUTE } from '../../lib/islands/early-clicks'
import { isSearchShortcut } from '../../lib/search/shortcut'
import { usePopups } from '../popups/PopupLayer'
import { loadSearch } from './load-search'
import { SearchOverlay } from './SearchOverlay'

/** Starts loading search ahead of a click; a failure shows when the overlay opens. */
const prefetch = (): void => void loadSearch().catch(() => undefined)

/**
 * The supplementary bar's search button (SPEC 2.3, 2.8, 4.1): it opens the search overlay, as do
 * '/' and Ctrl/Cmd+K anywhere on the page. The overlay is a popup of the popup layer (SPEC 2.7),
 * which traps focus and gives it back to this button on closing. A click before hydration is kept
 * and replayed (src/lib/hydration/early-clicks.ts), with what was typed meanwhile for the box.
 */
export function SearchButton({ className }: { className?: string }): React.JSX.Element {
  const popups = usePopups()
  const button = useRef<HTMLButtonElement>(null)
  const openId = useRef<number | null>(null)

  const open = useCallback(() => {
    if (openId.current !== null) return
    const typed = button.current?.getAttribute(TYPED_AHEAD_ATTRIBUTE) ?? ''
    button.current?.removeAttribute(TYPED_AHEAD_ATTRIBUTE)
    // Opened from the keyboard, focus moves to the button first, so closing returns it there.
    button.current?.focus()
    // One per opening, so the overlay sees the same function for as long as it is open.
    const onUnmount = (): void => {
      openId.current = null
    }
    openId.current = popups.open({
      title: 'Search',
      closeOnBackdrop: true,
      render: (close) => <SearchOverlay close={close} onUnmount={onUnmount} typed={typed} />,
    })
  }, [popups])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-label="Search"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={open}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      {...{ [EARLY_CLICK_ATTRIBUTE]: SEARCH_EARLY_CLICK }}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
        <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </button>
  )
}
