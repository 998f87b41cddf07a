import { useCallback, useEffect, useReducer, useRef } from 'react'
import { clickClosesNavigation, initialNavState, navReducer, type NavAction, type NavState } from '../../lib/navigation/nav-state'
import { usePageScrollLock } from '../popups/page-scroll-lock'

export interface Navigation {
  state: NavState
  dispatch: React.Dispatch<NavAction>
  /** Put on the navigation's root: a link or button click closes it (SPEC 2.2). */
  onClick: (event: React.MouseEvent) => void
  /** Put on the navigation's root: Escape closes the open popup, then the burger. */
  onKeyDown: (event: React.KeyboardEvent) => void
  burgerButton: React.RefObject<HTMLButtonElement>
}

/**
 * The state and behaviour both navigations share (SPEC 2.2, 4.1): one popup at a time, the burger,
 * closing on clicks, Escape, and the page scroll lock while the burger is open. `closeMenu` says
 * how a click closes things; by default popups and burger close at once.
 */
export function useNavigation(closeMenu?: (dispatch: React.Dispatch<NavAction>) => void): Navigation {
  const [state, dispatch] = useReducer(navReducer, initialNavState)
  const burgerButton = useRef<HTMLButtonElement>(null)
  usePageScrollLock(state.burgerOpen)

  const onClick = useCallback(
    (event: React.MouseEvent) => {
      if (!clickClosesNavigation(event.target)) return
      if (closeMenu) closeMenu(dispatch)
      else dispatch({ type: 'closeAll' })
    },
    [closeMenu],
  )

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (state.activePopup !== null) {
        // Focus goes back to the popup's own button, which controls it.
        const trigger = document.querySelector<HTMLElement>(`[aria-controls="${popupPanelId(state.activePopup)}"]`)
        dispatch({ type: 'closePopups' })
        trigger?.focus()
      } else if (state.burgerOpen) {
        dispatch({ type: 'toggleBurger' })
        burgerButton.current?.focus()
      }
    },
    [state.activePopup, state.burgerOpen],
  )

  // A page change (e.g. the browser's back button) leaves no menu open over the new page.
  useEffect(() => {
    const close = (): void => dispatch({ type: 'closeAll' })
    window.addEventListener('popstate', close)
    return () => window.removeEventListener('popstate', close)
  }, [])

  return { state, dispatch, onClick, onKeyDown, burgerButton }
}

/** The element id of a navigation popup's panel, for aria-controls. */
export function popupPanelId(id: string): string {
  return `nav-popup-${id}`
}
