/**
 * SPEC 4.1: the state of a navigation. The burger menu is open or closed, and closing it closes
 * every popup; at most one popup is active, and selecting the active one again closes it; the
 * mobile section expanders each toggle on their own.
 */
export interface NavState {
  readonly burgerOpen: boolean
  readonly activePopup: string | null
  readonly expandedSections: readonly string[]
}

export type NavAction =
  | { type: 'openPopup'; id: string }
  | { type: 'togglePopup'; id: string }
  | { type: 'closePopups' }
  | { type: 'toggleBurger' }
  | { type: 'closeAll' }
  | { type: 'toggleSection'; id: string }

export const initialNavState: NavState = { burgerOpen: false, activePopup: null, expandedSections: [] }

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'openPopup':
      return state.activePopup === action.id ? state : { ...state, activePopup: action.id }
    case 'togglePopup':
      return { ...state, activePopup: state.activePopup === action.id ? null : action.id }
    case 'closePopups':
      return state.activePopup === null ? state : { ...state, activePopup: null }
    case 'toggleBurger':
      return state.burgerOpen ? initialNavState : { ...state, burgerOpen: true }
    case 'closeAll':
      return state === initialNavState ? state : initialNavState
    case 'toggleSection': {
      const open = state.expandedSections.includes(action.id)
      return {
        ...state,
        expandedSections: open ? state.expandedSections.filter((id) => id !== action.id) : [...state.expandedSections, action.id],
      }
    }
  }
}

/** The element id of a navigation popup's panel, which its button controls (aria-controls). */
export function popupPanelId(id: string): string {
  return `nav-popup-${id}`
}

/**
 * What pressing a popup's button does (SPEC 2.2), by navigation and device, or null for nothing.
 * A keyboard press (Enter or Space: a click of detail 0) toggles the popup. With the mouse, on
 * desktop, the hover has already opened it: the main navigation keeps it open, the classic one
 * does nothing. On burger devices the main navigation expands the section under its title
 * (SPEC 4.1), and the classic one toggles the popup.
 */
export function popupButtonAction(
  navigation: 'main' | 'classic',
  id: string,
  { burger, keyboard }: { burger: boolean; keyboard: boolean },
): NavAction | null {
  if (navigation === 'main' && burger) return { type: 'toggleSection', id }
  if (burger || keyboard) return { type: 'togglePopup', id }
  return navigation === 'main' ? { type: 'openPopup', id } : null
}

/** The attribute that marks a link or button inside a navigation as not closing it (SPEC 2.2). */
export const KEEP_NAV_OPEN_ATTRIBUTE = 'data-keep-nav-open'

/**
 * SPEC 2.2: a click on a link or a button inside the navigation closes its popups and burger,
 * unless that element (or a container of it) is marked with KEEP_NAV_OPEN_ATTRIBUTE.
 */
export function clickClosesNavigation(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  const control = target.closest('a, button')
  return control !== null && control.closest(`[${KEEP_NAV_OPEN_ATTRIBUTE}]`) === null
}
