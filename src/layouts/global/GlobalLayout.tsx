import React from 'react'
import { PopupLayer } from '../../components/popups/PopupLayer'

/**
 * The global layout around every page and every one of the six site layouts (SPEC 2.1): the popup
 * layer (SPEC 2.7) and, after the page, the slot of the cookie banner (SPEC 2.6).
 */
export function GlobalLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <PopupLayer>
      {children}
      {/* Cookie-banner slot: the consent work (SPEC 2.6) renders the banner here. */}
    </PopupLayer>
  )
}
