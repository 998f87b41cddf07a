import React from 'react'
import { HydrationBoundary } from '../../components/hydration/HydrationBoundary'
import { ChromeOnce } from './ChromeOnce'
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
  /** The page's path: the chrome is rendered once for the pages that show the same (ChromeOnce). */
  pathname: string
  header: React.ReactNode
  footer: React.ReactNode
  children: React.ReactNode
}

/**
 * What every site layout is made of (SPEC 2.1): a navigation slot, the page content and a footer.
 * The layouts differ only in what they put in the slots. The build renders the header's and the
 * footer's content once for the pages that show the same (ChromeOnce). Each slot hydrates on its
 * own, in a task of its own (HydrationBoundary, whose content is one element), so no task hydrates
 * the whole page.
 */
export function SiteFrame({ pathname, header, footer, children }: SiteFrameProps): React.JSX.Element {
  return (
    <>
      {/* Inside the header landmark: the cookie banner comes first in the page (SPEC 2.6), so this is
          not the page's first link, and content outside landmarks is hard to find. */}
      <HydrationBoundary>
        <header className={styles.header}>
          <a className={styles.skipLink} href={`#${MAIN_ID}`}>
            Skip to content
          </a>
          <ChromeOnce part="header" pathname={pathname}>
            {header}
          </ChromeOnce>
        </header>
      </HydrationBoundary>
      <HydrationBoundary>
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </HydrationBoundary>
      <HydrationBoundary>
        <ChromeOnce part="footer" pathname={pathname}>
          {footer}
        </ChromeOnce>
      </HydrationBoundary>
    </>
  )
}
