import React, { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { emptyPopupStack, pushPopup, removePopup, topPopupId, type PopupStack } from '../../lib/popups/popup-stack'
import { Popup } from './Popup'

export interface PopupRequest {
  title: string
  /** A click on the backdrop closes the popup (the search overlay, SPEC 2.8). */
  closeOnBackdrop?: boolean
  /** The popup's content; `close` closes this popup only. */
  render: (close: () => void) => React.ReactNode
}

/** The page's one stack of popups (SPEC 2.7), which the layer renders. */
let stack: PopupStack<PopupRequest> = emptyPopupStack()
const listeners = new Set<() => void>()
const update = (next: PopupStack<PopupRequest>): void => {
  stack = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The layer's element at the end of the page's body, made with the first popup. */
let layer: HTMLElement | null = null

/**
 * SPEC 2.7: opens a popup on top of the stack shown over the page, and returns its id. The layer
 * is made in the browser with the first popup (its code is loaded with what opens one: search, the
 * design system's example), so no page carries it up front.
 */
export function openPopup(request: PopupRequest): number {
  if (!layer) {
    layer = document.createElement('div')
    document.body.append(layer)
    createRoot(layer).render(<PopupLayer />)
  }
  const id = stack.nextId
  update(pushPopup(stack, request))
  return id
}

/** Closes the popup with `id`, wherever it is in the stack. */
export function closePopup(id: number): void {
  update(removePopup(stack, id))
}

/** The stack of popups over the page (SPEC 2.7): only the top one takes focus and Escape. */
function PopupLayer(): React.JSX.Element {
  const current = useSyncExternalStore(subscribe, () => stack)
  const top = topPopupId(current)
  return (
    <>
      {current.popups.map(({ id, content }) => (
        <Popup
          key={id}
          id={id}
          title={content.title}
          isTop={id === top}
          closeOnBackdrop={content.closeOnBackdrop ?? false}
          onClose={() => closePopup(id)}
        >
          {content.render(() => closePopup(id))}
        </Popup>
      ))}
    </>
  )
}
