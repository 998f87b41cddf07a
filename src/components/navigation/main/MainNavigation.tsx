import React from 'react'
import { isPaidLandingPage } from '../../../lib/navigation/banner-visibility'
import { KEEP_NAV_OPEN_ATTRIBUTE, popupPanelId } from '../../../lib/navigation/nav-state'
import { Button } from '../../laika/Button'
import { SiteLink } from '../../links/SiteLink'
import { useSiteWideContent } from '../../site-wide/use-site-wide-content'
import { NavigationFrame } from '../NavigationFrame'
import { MenuColumn } from './MenuColumn'
import { navSections } from './nav-sections'
import { useGuideCardImage } from './use-guide-card-image'
import * as styles from './MainNavigation.module.css'

const MENU_ID = 'main-nav-menu'
const keep = { [KEEP_NAV_OPEN_ATTRIBUTE]: '' }

export interface NavCta {
  text: string
  href: string
}

interface MainNavigationProps {
  pathname: string
  /** The call to action: 'Get demo' → /quote on most layouts (SPEC 2.2). */
  cta: NavCta
}

/**
 * The main navigation (SPEC 2.2 Reading B). On desktop the Products, Solutions and Resources
 * popups open on hover, Enter or Space, one at a time, and close when the mouse leaves; on burger
 * devices the same sections expand one by one inside the full-height burger menu (its island:
 * ../navigation.island.ts). On paid landing pages only the logo stays (SPEC 2.14).
 */
export function MainNavigation({ pathname, cta }: MainNavigationProps): React.JSX.Element {
  const sections = navSections(useSiteWideContent(), useGuideCardImage())
  return (
    <NavigationFrame navigation="main" menuId={MENU_ID} menuClassName={styles.menu} withMenu={!isPaidLandingPage(pathname)}>
      <ul className={styles.items}>
        {sections.map((section) => (
          <li key={section.id}>
            <button type="button" className={styles.trigger} aria-expanded="false" aria-controls={popupPanelId(section.id)} {...keep}>
              {section.title}
              <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            <div id={popupPanelId(section.id)} className={styles.panel} hidden>
              {/* SPEC 2.2 B: four columns are seen, so the navigation's own card joins the menu's last column. */}
              {section.columns.length === 0 ? (
                <MenuColumn blocks={[]}>{section.extra}</MenuColumn>
              ) : (
                section.columns.map((blocks, i) => (
                  <MenuColumn key={i} blocks={blocks}>
                    {i === section.columns.length - 1 ? section.extra : null}
                  </MenuColumn>
                ))
              )}
            </div>
          </li>
        ))}
        <li>
          <SiteLink href="/customers" className={styles.direct}>
            Customers
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/resellers" className={styles.direct}>
            Partners
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/pricing" className={styles.direct}>
            Pricing
          </SiteLink>
        </li>
      </ul>
      <Button href={cta.href} className={styles.cta}>
        {cta.text}
      </Button>
    </NavigationFrame>
  )
}
