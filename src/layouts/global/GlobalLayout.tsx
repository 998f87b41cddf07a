import React from 'react'
import { ConsentProvider } from '../../components/consent/ConsentProvider'
import { CookieBanner } from '../../components/consent/CookieBanner'
import { PopupLayer } from '../../components/popups/PopupLayer'

/**
 * The global layout around every page and every one of the six site layouts (SPEC 2.1): the consent
 * handler with the cookie banner (SPEC 2.6) and the popup layer (SPEC 2.7).
 */
export function GlobalLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <ConsentProvider>
      <PopupLayer>
        {/* Cookie-banner slot, before the page: the banner comes first in the keyboard order (SPEC 2.6). */}
        <CookieBanner />
        {children}
      </PopupLayer>
    </ConsentProvider>
  )
}
