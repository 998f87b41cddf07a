import { useLayoutEffect, useRef } from 'react'

/**
 * While `open`, Escape pressed anywhere on the page calls `onEscape` (WCAG 1.4.13: dismissible
 * without moving the pointer or the focus). The listener is added in a layout effect, as the open
 * state is rendered: an effect would add it only after the next paint, and an Escape pressed before
 * then went unheard (a Playwright run under load failed on the tooltip's). The listener calls the
 * latest `onEscape` it was given, so it is added once per opening, however often the opener renders
 * (the callers pass a new function each render).
 */
export function useEscapeWhileOpen(open: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape)
  useLayoutEffect(() => {
    latest.current = onEscape
  })
  useLayoutEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') latest.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
}
