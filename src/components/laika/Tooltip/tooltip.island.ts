/** The attribute that hides a tooltip dismissed with Escape, until the pointer or the focus comes back (Tooltip.module.css). */
export const DISMISSED_ATTRIBUTE = 'data-dismissed'

/**
 * A tooltip's Escape (WCAG 1.4.13: dismissible without moving the pointer or the focus). The CSS
 * shows the tooltip on hover and focus; Escape, pressed anywhere, marks it dismissed, and the
 * pointer entering it or the focus coming into it again shows it again.
 */
export function mount(anchor: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') anchor.setAttribute(DISMISSED_ATTRIBUTE, '')
  }
  const show = (): void => anchor.removeAttribute(DISMISSED_ATTRIBUTE)
  document.addEventListener('keydown', onKeyDown)
  anchor.addEventListener('mouseenter', show)
  anchor.addEventListener('focusin', show)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    anchor.removeEventListener('mouseenter', show)
    anchor.removeEventListener('focusin', show)
  }
}
