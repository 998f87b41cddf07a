import React, { useCallback } from 'react'
import type { SurfaceTheme } from '../../../lib/laika/laika-theme'
import {
  isBurgerDevice,
  isCurrentHref,
  MENU_CLOSE_DELAY_MS,
  placeClassicItems,
  type ClassicNavItem,
} from '../../../lib/navigation/classic-nav'
import type { NavAction } from '../../../lib/navigation/nav-state'
import { Button } from '../../laika/Button'
import { Theme } from '../../laika/Theme'
import { useDeviceClass } from '../../laika/useDeviceClass'
import { SiteLink } from '../../links/SiteLink'
import { useSiteWideContent } from '../../site-wide/use-site-wide-content'
import { NavigationFrame } from '../NavigationFrame'
import { useNavigation } from '../use-navigation'
import { ClassicPopup } from './ClassicPopup'
import * as styles from './ClassicNavigation.module.css'

const MENU_ID = 'classic-nav-menu'

interface ClassicNavigationProps {
  pathname: string
  /** SPEC 2.2: the navigation theme. */
  theme?: SurfaceTheme
}

/**
 * The classic navigation with its fixed menu (SPEC 2.2 Reading A; the menu is the classic
 * navigation's CMS document), on the classic layout. A link click closes the popups at once and,
 * on burger devices, the menu 50 ms later (SPEC 9.6).
 */
export function ClassicNavigation({ pathname, theme = 'pro' }: ClassicNavigationProps): React.JSX.Element {
  const items = useSiteWideContent()?.classicNavigation?.items ?? []
  const device = useDeviceClass()
  const burger = isBurgerDevice(device)
  const closeMenu = useCallback(
    (dispatch: React.Dispatch<NavAction>) => {
      dispatch({ type: 'closePopups' })
      if (burger) window.setTimeout(() => dispatch({ type: 'closeAll' }), MENU_CLOSE_DELAY_MS)
    },
    [burger],
  )
  const navigation = useNavigation(closeMenu)
  const { state, dispatch } = navigation
  const { menu, separate } = placeClassicItems(items, device)

  const renderItem = (item: ClassicNavItem, index: number): React.ReactNode => {
    if (item.type === 'popup') {
      return (
        <ClassicPopup
          key={item.text}
          id={`classic-${index}`}
          item={item}
          pathname={pathname}
          burger={burger}
          open={state.activePopup === `classic-${index}`}
          dispatch={dispatch}
        />
      )
    }
    return (
      <li key={item.text}>
        <NavItemLink item={item} pathname={pathname} />
      </li>
    )
  }

  return (
    <Theme theme={theme}>
      <NavigationFrame
        navigation={navigation}
        menuId={MENU_ID}
        barItems={separate.map((item) => (
          <NavItemLink key={item.text} item={item} pathname={pathname} />
        ))}
      >
        <ul className={styles.items}>{menu.map(renderItem)}</ul>
      </NavigationFrame>
    </Theme>
  )
}

/** A link, cta or cta_mobile item; the current page's item, cta included, is marked and skipped by Tab (SPEC 2.2). */
function NavItemLink({ item, pathname }: { item: ClassicNavItem; pathname: string }): React.JSX.Element | null {
  if (!item.link) return null
  const current = isCurrentHref(item.link.href, pathname)
  const newTab = item.link.target === '_blank'
  const currentProps = current ? { 'aria-current': 'page' as const, tabIndex: -1 } : {}
  if (item.type === 'cta' || item.type === 'cta_mobile') {
    return (
      <Button href={item.link.href} newTab={newTab} className={styles.cta} {...currentProps}>
        {item.text}
      </Button>
    )
  }
  return (
    <SiteLink href={item.link.href} newTab={newTab} className={styles.link} {...currentProps}>
      {item.icon ? <img src={item.icon.src} alt="" width={20} height={20} /> : null}
      {item.text}
    </SiteLink>
  )
}
