import React, { useLayoutEffect, useRef } from 'react'
import { usePageScrollLock } from './page-scroll-lock'
import { focusableIn } from './focusable'
import { Heading } from '../laika/Heading'
import * as styles from './Popup.module.css'

interface PopupProps {
  id: number
  title: string
  /** Only the top popup of the stack answers Escape and keeps focus (SPEC 2.7). */
  isTop: boolean
  /** A click on the backdrop, outside the dialog, closes the popup. */
  closeOnBackdrop?: boolean
  onClose: () => void
  children: React.ReactNode
}

/**
 * One popup of the layer (SPEC 2.7): a modal dialog with its own close button. While open it holds
 * the page scroll lock; it takes focus on opening and gives it back to whatever had it on closing.
 */
export function Popup({ id, title, isTop, closeOnBackdrop = false, onClose, children }: PopupProps): React.JSX.Element {
  const dialog = useRef<HTMLDivElement>(null)
  usePageScrollLock(true)

  // Focus that reaches the page behind the top popup comes back to it: Tab from the body, after the
  // focused element was removed (a hit list replaced by later results), would otherwise leave the
  // dialog. Declared before the effect below, so it stops listening before focus goes back on close.
  // Both are layout effects, run as the popup is put in the page: Preact runs passive effects a frame
  // later, and a popup closed before that frame (a quick click on the search backdrop) never
  // learnt where to give focus back, leaving it on the body.
  useLayoutEffect(() => {
    if (!isTop) return undefined
    const keepFocusInside = (event: FocusEvent): void => {
      const root = dialog.current
      if (!root || !(event.target instanceof Node) || root.contains(event.target)) return
      ;(focusableIn(root)[0] ?? root).focus()
    }
    document.addEventListener('focusin', keepFocusInside)
    return () => document.removeEventListener('focusin', keepFocusInside)
  }, [isTop])

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = dialog.current
    if (root) (focusableIn(root)[0] ?? root).focus()
    return () => opener?.focus()
  }, [])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>): void => {
    if (!isTop || !dialog.current) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab') {
      // Focus stays inside the top popup: Tab wraps from the last element to the first and back.
      const items = focusableIn(dialog.current)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  const titleId = `popup-${id}-title`
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the backdrop's click is a mouse shortcut only; keyboard users have Escape and the close button
    <div
      className={styles.backdrop}
      data-popup-backdrop=""
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's keys: Escape closes it, Tab stays inside it */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-popup-id={id}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <Heading level={2} size="Lg" id={titleId}>
            {title}
          </Heading>
          <button type="button" className={styles.close} aria-label={`Close ${title}`} onClick={onClose}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
