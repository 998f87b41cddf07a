import React from 'react'
import { isPaidLandingPage } from '../../../lib/navigation/banner-visibility'
import { KEEP_NAV_OPEN_ATTRIBUTE, type NavAction } from '../../../lib/navigation/nav-state'
import { Button } from '../../laika/Button'
import { useDeviceClass } from '../../laika/useDeviceClass'
import { SiteLink } from '../../links/SiteLink'
import { useSiteWideContent } from '../../site-wide/use-site-wide-content'
import { NavigationFrame } from '../NavigationFrame'
import { popupPanelId, useNavigation } from '../use-navigation'
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
 * devices the same sections expand one by one inside the full-height burger menu. On paid landing
 * pages only the logo stays (SPEC 2.14).
 */
export function MainNavigation({ pathname, cta }: MainNavigationProps): React.JSX.Element {
  const siteWide = useSiteWideContent()
  const desktop = useDeviceClass() === 'DESKTOP'
  const navigation = useNavigation()
  const { state, dispatch } = navigation
  const sections = navSections(siteWide, useGuideCardImage())
  const isOpen = (id: string): boolean => (desktop ? state.activePopup === id : state.expandedSections.includes(id))

  return (
    <NavigationFrame
      navigation={navigation}
      menuId={MENU_ID}
      menuClassName={styles.menu}
      withMenu={!isPaidLandingPage(pathname)}
      onMouseLeave={desktop ? () => dispatch({ type: 'closePopups' }) : undefined}
    >
      <ul className={styles.items}>
        {sections.map((section) => (
          <li key={section.id} onMouseEnter={desktop ? () => dispatch({ type: 'openPopup', id: section.id }) : undefined}>
            <button
              type="button"
              className={styles.trigger}
              aria-expanded={isOpen(section.id)}
              aria-controls={popupPanelId(section.id)}
              onClick={(event) => dispatch(sectionAction(section.id, desktop, event.detail === 0))}
              {...keep}
            >
              {section.title}
              <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            {/* Links and cards only: a static part (its links are followed by static-links.ts). */}
            <div id={popupPanelId(section.id)} className={styles.panel} hidden={!isOpen(section.id)}>
              {section.columns.map((blocks, i) => (
                <MenuColumn key={i} blocks={blocks} />
              ))}
              {section.extra}
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

/**
 * What pressing a section's button does: on burger devices it expands the section; on desktop a
 * keyboard press (Enter or Space: a click of detail 0) toggles the popup, and a mouse click, which
 * comes after the hover has opened it, keeps it open.
 */
function sectionAction(id: string, desktop: boolean, keyboard: boolean): NavAction {
  if (!desktop) return { type: 'toggleSection', id }
  return keyboard ? { type: 'togglePopup', id } : { type: 'openPopup', id }
}
