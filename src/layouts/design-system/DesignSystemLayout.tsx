import React from 'react'
import { site } from '../../config/site-config'
import { SlimFooter } from '../../components/footer/SlimFooter'
import { SiteLink } from '../../components/links/SiteLink'
import { ScrollToTop } from '../../components/laika/ScrollToTop'
import { Theme } from '../../components/laika/Theme'
import { useIsland } from '../../islands/page-islands'
import { LaikaSymbol } from './LaikaSymbol'
import { SideNav } from './SideNav'
import type { SideNavIslandProps } from './side-nav.island'
import * as styles from './DesignSystemLayout.module.css'
import { MAIN_ID } from '../chrome/SiteFrame'

const SIDE_NAV_ID = 'laika-side-nav'
const OVERLAY_ID = 'laika-side-nav-overlay'

interface DesignSystemLayoutProps {
  pathname: string
  /** Disables the side-navigation toggle, leaving the navigation as it is (SPEC 2.15). */
  toggleDisabled?: boolean
  children: React.ReactNode
}

/**
 * The layout of the design-system documentation area (SPEC 2.1, 2.15): its own bar (symbol logo
 * to the area's home, the title, the components site, a link to the homepage), a side navigation
 * that toggles open and closed, and the scroll-to-top button. The build writes the navigation
 * closed; its island (side-nav.island.ts) opens and closes it.
 */
export function DesignSystemLayout({ pathname, toggleDisabled = false, children }: DesignSystemLayoutProps): React.JSX.Element {
  const { slug, name, componentsSiteUrl } = site.designSystem
  const island: SideNavIslandProps = { overlay: OVERLAY_ID }
  return (
    <Theme theme="pro" className={styles.root} {...useIsland('side-nav', { props: island })}>
      <header className={styles.bar}>
        {/* In the header landmark, as on the other layouts (src/layouts/chrome/SiteFrame.tsx). */}
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <button type="button" className={styles.toggle} aria-expanded="false" aria-controls={SIDE_NAV_ID} disabled={toggleDisabled}>
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
        <SideNav id={SIDE_NAV_ID} pathname={pathname} />
        <div id={OVERLAY_ID} className={styles.overlay} aria-hidden="true" data-testid="side-nav-overlay" hidden />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <SlimFooter />
      <ScrollToTop />
    </Theme>
  )
}
