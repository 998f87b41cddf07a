import { useLayoutEffect } from 'react'

/**
 * While `open`, Escape pressed anywhere on the page calls `onEscape` (WCAG 1.4.13: dismissible
 * without moving the pointer or the focus). The listener is added in a layout effect, as the open
 * state is rendered: an effect would add it only after the next paint, and an Escape pressed before
 * then went unheard (a Playwright run under load failed on the tooltip's).
 */
export function useEscapeWhileOpen(open: boolean, onEscape: () => void): void {
  useLayoutEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onEscape])
}
