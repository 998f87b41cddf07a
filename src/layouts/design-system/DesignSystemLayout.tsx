import React, { useEffect, useRef, useState } from 'react'
import { site } from '../../config/site-config'
import { SlimFooter } from '../../components/footer/SlimFooter'
import { useEscapeWhileOpen } from '../../components/popups/escape-while-open'
import { SiteLink } from '../../components/links/SiteLink'
import { ScrollToTop } from '../../components/laika/ScrollToTop'
import { Theme } from '../../components/laika/Theme'
import { LaikaSymbol } from './LaikaSymbol'
import { SideNav } from './SideNav'
import * as styles from './DesignSystemLayout.module.css'
import { MAIN_ID } from '../chrome/SiteFrame'

const SIDE_NAV_ID = 'laika-side-nav'

interface DesignSystemLayoutProps {
  pathname: string
  /** Disables the side-navigation toggle, leaving the navigation as it is (SPEC 2.15). */
  toggleDisabled?: boolean
  children: React.ReactNode
}

/**
 * The layout of the design-system documentation area (SPEC 2.1, 2.15): its own bar (symbol logo
 * to the area's home, the title, the components site, a link to the homepage), a side navigation
 * that toggles open and closed, and the scroll-to-top button.
 */
export function DesignSystemLayout({ pathname, toggleDisabled = false, children }: DesignSystemLayoutProps): React.JSX.Element {
  const { slug, name, componentsSiteUrl } = site.designSystem
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const bar = useRef<HTMLElement>(null)
  const close = (): void => setOpen(false)
  useEffect(() => {
    // The bar wraps onto two lines on narrow screens; the drawer starts right below it.
    const header = bar.current
    if (!header?.parentElement || typeof ResizeObserver === 'undefined') return undefined
    const root = header.parentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--bar-height', `${header.offsetHeight}px`))
    observer.observe(header)
    return () => observer.disconnect()
  }, [])
  // Escape closes the navigation too, and gives focus back to the toggle.
  useEscapeWhileOpen(open, () => {
    setOpen(false)
    toggle.current?.focus()
  })

  return (
    <Theme theme="pro" className={styles.root}>
      <header ref={bar} className={styles.bar}>
        {/* In the header landmark, as on the other layouts (src/layouts/chrome/SiteFrame.tsx). */}
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={SIDE_NAV_ID}
          disabled={toggleDisabled}
          onClick={() => {
            // Browsers fire no click on a disabled button, but not every renderer drops one that
            // is dispatched anyway (Preact runs the handler; jsdom dispatches it).
            if (!toggleDisabled) setOpen((o) => !o)
          }}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" fill="currentColor" />
          </svg>
          {/* xsm: the toggle shows its icon only; the hidden label still names it. */}
          <span className="visually-hidden-xsm">Menu</span>
        </button>
        <SiteLink href={`/${slug}`} className={styles.logo} aria-label={`${name} home`}>
          <LaikaSymbol />
        </SiteLink>
        <span className={styles.title}>{name} design system</span>
        <SiteLink className={styles.barLink} href={componentsSiteUrl}>
          Components <span className="visually-hidden">(opens in a new tab)</span>
        </SiteLink>
        <SiteLink className={styles.barLink} href="/">
          {site.brand.name} home
        </SiteLink>
      </header>
      <div className={styles.body}>
        <SideNav id={SIDE_NAV_ID} open={open} pathname={pathname} onNavigate={close} />
        {open ? <div className={styles.overlay} onClick={close} aria-hidden="true" data-testid="side-nav-overlay" /> : null}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <SlimFooter />
      <ScrollToTop />
    </Theme>
  )
}
