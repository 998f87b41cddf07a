import React, { createContext, useContext, useMemo, useRef, useState } from 'react'
import { emptyPopupStack, pushPopup, removePopup, topPopupId, type PopupStack } from '../../lib/popups/popup-stack'
import { Popup } from './Popup'

interface PopupRequest {
  title: string
  /** A click on the backdrop closes the popup (the search overlay, SPEC 2.8). */
  closeOnBackdrop?: boolean
  /** The popup's content; `close` closes this popup only. */
  render: (close: () => void) => React.ReactNode
}

export interface PopupApi {
  /** Opens a popup on top of the stack and returns its id (SPEC 2.7). */
  open: (request: PopupRequest) => number
  close: (id: number) => void
}

const PopupContext = createContext<PopupApi | null>(null)

/** The popup layer's API; components under the global layout open popups with it. */
export function usePopups(): PopupApi {
  const api = useContext(PopupContext)
  if (!api) throw new Error('usePopups needs the PopupLayer of the global layout (src/layouts/global)')
  return api
}

/** SPEC 2.7: the stack of popups shown over the page, in the global layout. */
export function PopupLayer({ children }: { children: React.ReactNode }): React.JSX.Element {
  // The ref gives `open` the new id at once; the state re-renders the layer.
  const current = useRef<PopupStack<PopupRequest>>(emptyPopupStack())
  const [stack, setStack] = useState(current.current)
  const api = useMemo<PopupApi>(() => {
    const update = (next: PopupStack<PopupRequest>): void => {
      current.current = next
      setStack(next)
    }
    return {
      open: (request) => {
        const id = current.current.nextId
        update(pushPopup(current.current, request))
        return id
      },
      close: (id) => update(removePopup(current.current, id)),
    }
  }, [])
  const top = topPopupId(stack)
  return (
    <PopupContext.Provider value={api}>
      {children}
      {stack.popups.map(({ id, content }) => (
        <Popup
          key={id}
          id={id}
          title={content.title}
          isTop={id === top}
          closeOnBackdrop={content.closeOnBackdrop ?? false}
          onClose={() => api.close(id)}
        >
          {content.render(() => api.close(id))}
        </Popup>
      ))}
    </PopupContext.Provider>
  )
}
