import { isBurgerDevice, MENU_CLOSE_DELAY_MS } from '../../lib/navigation/classic-nav'
import {
  clickClosesNavigation,
  initialNavState,
  navReducer,
  popupButtonAction,
  type NavAction,
  type NavState,
} from '../../lib/navigation/nav-state'
import { watchDeviceClass } from '../laika/watchDeviceClass'

/** The island's props (NavigationFrame.tsx): which navigation it is, and the id of the menu its burger opens. */
export interface NavigationIslandProps {
  navigation: 'main' | 'classic'
  menu: string
}

/**
 * Both navigations' behaviour (SPEC 2.2, 4.1, 9.6) on the build's HTML, which is the closed state.
 * The state is the reducer's (src/lib/navigation/nav-state.ts); each change is written to the
 * attributes the CSS follows: `data-burger-open` on the root (the full-height menu, the page's
 * scroll lock, the 'Get in touch' block), `aria-expanded` on the burger and on each popup's button,
 * `hidden` on each panel. Desktop or burger device is read from media queries when it matters.
 */
export function mount(root: HTMLElement, props: unknown): () => void {
  const { navigation, menu } = props as NavigationIslandProps
  const classic = navigation === 'classic'
  const burger = root.querySelector<HTMLButtonElement>(`[aria-controls="${menu}"]`)
  // Each popup's button, its item and its panel.
  const popups = Array.from(document.getElementById(menu)?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? []).map(
    (button) => {
      const id = button.getAttribute('aria-controls') as string
      return { id, button, item: button.closest('li') ?? button, panel: document.getElementById(id) }
    },
  )
  let state: NavState = initialNavState
  let closeTimer: number | undefined
  const device = watchDeviceClass(() => render())
  const onBurgerDevice = (): boolean => isBurgerDevice(device.current())

  function render(): void {
    root.toggleAttribute('data-burger-open', state.burgerOpen)
    burger?.setAttribute('aria-expanded', String(state.burgerOpen))
    // On burger devices the main navigation's sections expand on their own (SPEC 4.1).
    const sections = !classic && onBurgerDevice()
    for (const { id, button, panel } of popups) {
      const open = sections ? state.expandedSections.includes(id) : state.activePopup === id
      button.setAttribute('aria-expanded', String(open))
      if (panel) panel.hidden = !open
    }
  }
  const dispatch = (action: NavAction): void => {
    const next = navReducer(state, action)
    if (next === state) return
    state = next
    render()
  }

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null
    const popup = popups.find(({ button }) => button.contains(target))
    if (target && burger?.contains(target)) dispatch({ type: 'toggleBurger' })
    else if (popup) {
      const action = popupButtonAction(navigation, popup.id, { burger: onBurgerDevice(), keyboard: event.detail === 0 })
      if (action) dispatch(action)
    }
    if (!clickClosesNavigation(target)) return
    if (!classic) return dispatch({ type: 'closeAll' })
    // SPEC 9.6: the classic navigation's popups close at once, its burger menu 50 ms later.
    dispatch({ type: 'closePopups' })
    if (onBurgerDevice()) {
      window.clearTimeout(closeTimer)
      closeTimer = window.setTimeout(() => dispatch({ type: 'closeAll' }), MENU_CLOSE_DELAY_MS)
    }
  }

  // Escape closes the open popup, focus going back to its button, then the burger menu.
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return
    if (state.activePopup !== null) {
      // Focus first: on the classic navigation, focusing the button opens its popup.
      popups.find(({ id }) => id === state.activePopup)?.button.focus()
      dispatch({ type: 'closePopups' })
    } else if (state.burgerOpen) {
      dispatch({ type: 'toggleBurger' })
      burger?.focus()
    }
  }

  const removers: (() => void)[] = []
  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void): void => {
    target.addEventListener(type, listener as EventListener)
    removers.push(() => target.removeEventListener(type, listener as EventListener))
  }
  const onDesktop =
    <E extends Event>(listener: (event: E) => void) =>
    (event: E): void => {
      if (!onBurgerDevice()) listener(event)
    }

  on(root, 'click', onClick)
  on(root, 'keydown', onKeyDown)
  // Desktop: hovering an item opens its popup; leaving the navigation (main) or the item (classic)
  // closes it. The classic popups also open on focus, and close when focus leaves them.
  for (const { id, button, item } of popups) {
    on(
      item,
      'mouseenter',
      onDesktop(() => dispatch({ type: 'openPopup', id })),
    )
    if (!classic) continue
    on(
      item,
      'mouseleave',
      onDesktop(() => dispatch({ type: 'closePopups' })),
    )
    on(
      button,
      'focus',
      onDesktop(() => dispatch({ type: 'openPopup', id })),
    )
    on(
      item,
      'focusout',
      onDesktop((event: FocusEvent) => {
        if (state.activePopup === id && !item.contains(event.relatedTarget as Node | null)) dispatch({ type: 'closePopups' })
      }),
    )
  }
  if (!classic)
    on(
      root,
      'mouseleave',
      onDesktop(() => dispatch({ type: 'closePopups' })),
    )
  // A page shown again from the back-forward cache, or a step back within it, has no menu open.
  on(window, 'popstate', () => dispatch({ type: 'closeAll' }))
  on(window, 'pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) dispatch({ type: 'closeAll' })
  })

  return () => {
    for (const remove of removers) remove()
    window.clearTimeout(closeTimer)
    device.stop()
  }
}
