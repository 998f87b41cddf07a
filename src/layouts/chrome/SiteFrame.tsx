import React from 'react'
import * as styles from './SiteFrame.module.css'

export interface LayoutProps {
  pathname: string
  children: React.ReactNode
}

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
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>{header}</header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  )
}
