import { TYPED_AHEAD_ATTRIBUTE } from '../../lib/islands/early-clicks'
import { isSearchShortcut } from '../../lib/search/shortcut'

/** The overlay's code: the popup layer, the overlay and its loading state (search-popup.tsx). */
const loadPopup = () => import(/* webpackChunkName: "search-popup" */ './search-popup')

/**
 * The search button's island (SearchButton.tsx; SPEC 2.8, 4.1): a click, '/' or Ctrl/Cmd+K opens
 * the search overlay, one at a time. Pointing at the button or focusing it starts loading the
 * overlay and the search code, so it usually opens ready; while the overlay's own code loads after
 * a click, the button is busy. The overlay is a popup of the popup layer (SPEC 2.7), which traps
 * focus and gives it back to this button on closing.
 */
export function mount(button: HTMLElement): () => void {
  let open = false
  const prefetch = (): void => {
    void loadPopup()
      .then((popup) => popup.prefetchSearch())
      .catch(() => undefined)
  }
  const openSearch = (): void => {
    if (open) return
    open = true
    const typed = button.getAttribute(TYPED_AHEAD_ATTRIBUTE) ?? ''
    button.removeAttribute(TYPED_AHEAD_ATTRIBUTE)
    // Opened from the keyboard, focus moves to the button first, so closing returns it there.
    button.focus()
    button.setAttribute('aria-busy', 'true')
    // What is typed while the overlay's own code loads goes to the box (SPEC 2.8), as what was typed
    // before this island ran does (TYPED_AHEAD_ATTRIBUTE).
    let typedMeanwhile = ''
    const keep = (event: KeyboardEvent): void => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
      event.preventDefault()
      typedMeanwhile += event.key
    }
    window.addEventListener('keydown', keep)
    loadPopup().then(
      (popup) => {
        window.removeEventListener('keydown', keep)
        button.removeAttribute('aria-busy')
        popup.openSearchPopup({ typed: typed + typedMeanwhile, onClosed: () => (open = false) })
      },
      (err: unknown) => {
        // The overlay's code could not load: the next click tries again.
        window.removeEventListener('keydown', keep)
        button.removeAttribute('aria-busy')
        open = false
        console.error('Search could not open:', err)
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!isSearchShortcut(event)) return
    event.preventDefault()
    openSearch()
  }
  button.addEventListener('click', openSearch)
  button.addEventListener('pointerenter', prefetch)
  button.addEventListener('focus', prefetch)
  window.addEventListener('keydown', onKeyDown)
  return () => {
    button.removeEventListener('click', openSearch)
    button.removeEventListener('pointerenter', prefetch)
    button.removeEventListener('focus', prefetch)
    window.removeEventListener('keydown', onKeyDown)
  }
}
