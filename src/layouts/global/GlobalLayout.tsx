import React from 'react'
import { CookieBanner } from '../../components/consent/CookieBanner'

/**
 * The global layout around every page and every one of the six site layouts (SPEC 2.1): the cookie
 * banner (SPEC 2.6), whose island records the visitor's choice. The popup layer (SPEC 2.7) is made in the browser with
 * the first popup (src/components/popups/PopupLayer.tsx).
 */
export function GlobalLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <>
      {/* Cookie-banner slot, before the page: the banner comes first in the keyboard order (SPEC 2.6). */}
      <CookieBanner />
      {children}
    </>
  )
}
