import React from 'react'
import * as styles from './SiteFrame.module.css'

export interface LayoutProps {
  pathname: string
  children: React.ReactNode
}

/**
 * The id of the page's `<main>`, which the skip link targets. The page's head also asks the browser
 * to paint nothing before it (`<link rel="expect" blocking="render">`, src/render-body.tsx): on a
 * slow phone the parser otherwise yields mid-header, and the first frame shows the cookie banner
 * and the header half built, whose later parts then move what was painted (layout shifts).
 */
export const MAIN_ID = 'main'

interface SiteFrameProps {
  header: React.ReactNode
  footer: React.ReactNode
  children: React.ReactNode
}

/**
 * What every site layout is made of (SPEC 2.1): a navigation slot, the page content and a footer.
 * The layouts differ only in what they put in the slots.
 */
export function SiteFrame({ header, footer, children }: SiteFrameProps): React.JSX.Element {
  return (
    <>
      {/* Inside the header landmark: the cookie banner comes first in the page (SPEC 2.6), so this is
          not the page's first link, and content outside landmarks is hard to find. */}
      <header className={styles.header}>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        {header}
      </header>
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  )
}
