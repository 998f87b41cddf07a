import React from 'react'
import { site } from '../../config/site-config'
import { classes } from '../laika/classes'
import { SiteLink } from '../links/SiteLink'
import { BurgerButton } from './BurgerButton'
import { GetInTouch } from './GetInTouch'
import type { Navigation } from './use-navigation'
import * as frame from './NavigationFrame.module.css'

interface NavigationFrameProps {
  navigation: Navigation
  /** The menu's element id, which the burger button controls. */
  menuId: string
  /** The class the navigation adds to the menu (its own module's differences). */
  menuClassName?: string
  /** Shown in the bar between the logo and the burger (the classic separate items, SPEC 2.2). */
  barItems?: React.ReactNode
  /** False leaves the logo alone: no burger, no menu (paid landing pages, SPEC 2.14). */
  withMenu?: boolean
  onMouseLeave?: () => void
  /** The menu's content; in the open burger menu the 'Get in touch' block follows it (SPEC 2.2). */
  children?: React.ReactNode
}

/**
 * The frame both navigations share (SPEC 2.2): the root that closes on clicks and Escape, the bar
 * with the logo and the burger button, and the menu the burger opens.
 */
export function NavigationFrame({
  navigation,
  menuId,
  menuClassName,
  barItems,
  withMenu = true,
  onMouseLeave,
  children,
}: NavigationFrameProps): React.JSX.Element {
  const { state, dispatch, onClick, onKeyDown, burgerButton } = navigation
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: a click on a link or button inside closes the navigation, Escape closes its popup (use-navigation.ts)
    <nav
      aria-label="Main"
      className={frame.nav}
      data-burger-open={state.burgerOpen || undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onMouseLeave={onMouseLeave}
    >
      <div className={frame.bar}>
        <SiteLink href="/" className={frame.logo} aria-label={`${site.brand.name} home`}>
          {site.brand.name}
        </SiteLink>
        {barItems}
        {withMenu ? (
          <BurgerButton
            ref={burgerButton}
            className={frame.burger}
            open={state.burgerOpen}
            controls={menuId}
            onToggle={() => dispatch({ type: 'toggleBurger' })}
          />
        ) : null}
      </div>
      {withMenu ? (
        <div id={menuId} className={classes(frame.menu, menuClassName)}>
          {children}
          {state.burgerOpen ? <GetInTouch /> : null}
        </div>
      ) : null}
    </nav>
  )
}
