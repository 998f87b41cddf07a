import React from 'react'
import { site } from '../../config/site-config'
import { useIsland } from '../../islands/page-islands'
import { EARLY_CLICK_ATTRIBUTE } from '../../lib/islands/early-clicks'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/navigation/nav-state'
import { classes } from '../laika/classes'
import { SiteLink } from '../links/SiteLink'
import { GetInTouch } from './GetInTouch'
import type { NavigationIslandProps } from './navigation.island'
import * as frame from './NavigationFrame.module.css'

interface NavigationFrameProps {
  /** Which navigation's rules its island follows (SPEC 2.2 Reading A or B). */
  navigation: NavigationIslandProps['navigation']
  /** The menu's element id, which the burger button controls. */
  menuId: string
  /** The class the navigation adds to the menu (its own module's differences). */
  menuClassName?: string
  /** Shown in the bar between the logo and the burger (the classic separate items, SPEC 2.2). */
  barItems?: React.ReactNode
  /** False leaves the logo alone: no burger, no menu, no script (paid landing pages, SPEC 2.14). */
  withMenu?: boolean
  /** The menu's content; in the open burger menu the 'Get in touch' block follows it (SPEC 2.2). */
  children?: React.ReactNode
}

/**
 * The frame both navigations share (SPEC 2.2): the bar with the logo and the burger button, and
 * the menu the burger opens. The build writes it closed; its island (navigation.island.ts) opens
 * and closes it by setting `data-burger-open`, `aria-expanded` and the panels' `hidden`, and the
 * CSS follows those attributes.
 */
export function NavigationFrame({ withMenu = true, ...props }: NavigationFrameProps): React.JSX.Element {
  if (!withMenu) {
    return (
      <nav aria-label="Main" className={frame.nav}>
        <div className={frame.bar}>
          <Logo />
        </div>
      </nav>
    )
  }
  return <NavigationWithMenu {...props} />
}

function NavigationWithMenu({ navigation, menuId, menuClassName, barItems, children }: NavigationFrameProps): React.JSX.Element {
  const props: NavigationIslandProps = { navigation, menu: menuId }
  return (
    <nav aria-label="Main" className={frame.nav} {...useIsland('navigation', { props })}>
      <div className={frame.bar}>
        <Logo />
        {barItems}
        {/* It does not count as a closing click; a click before the island runs is kept (early-clicks.ts). */}
        <button
          type="button"
          className={frame.burger}
          aria-expanded="false"
          aria-controls={menuId}
          {...{ [KEEP_NAV_OPEN_ATTRIBUTE]: '', [EARLY_CLICK_ATTRIBUTE]: 'menu' }}
        >
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <path className={frame.closedIcon} d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            <path className={frame.openIcon} d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <div id={menuId} className={classes(frame.menu, menuClassName)}>
        {children}
        <GetInTouch />
      </div>
    </nav>
  )
}

function Logo(): React.JSX.Element {
  return (
    <SiteLink href="/" className={frame.logo} aria-label={`${site.brand.name} home`}>
      {site.brand.name}
    </SiteLink>
  )
}
