import React from 'react'
import type { SurfaceTheme } from '../../../lib/laika/laika-theme'
import { isCurrentHref, placeClassicItems, type ClassicItemDevices, type ClassicNavItem } from '../../../lib/navigation/classic-nav'
import { Button } from '../../laika/Button'
import { Theme } from '../../laika/Theme'
import { classes } from '../../laika/classes'
import { SiteLink } from '../../links/SiteLink'
import { useSiteWideContent } from '../../site-wide/use-site-wide-content'
import { NavigationFrame } from '../NavigationFrame'
import { ClassicPopup } from './ClassicPopup'
import * as styles from './ClassicNavigation.module.css'

const MENU_ID = 'classic-nav-menu'

/** The class that shows an item on its devices only (placeClassicItems). */
const DEVICES_CLASS: Record<ClassicItemDevices, string | undefined> = {
  all: undefined,
  mobile: styles.mobileOnly,
  notMobile: styles.notMobile,
}

interface ClassicNavigationProps {
  pathname: string
  /** SPEC 2.2: the navigation theme. */
  theme?: SurfaceTheme
}

/**
 * The classic navigation with its fixed menu (SPEC 2.2 Reading A; the menu is the classic
 * navigation's CMS document), on the classic layout. A link click closes the popups at once and,
 * on burger devices, the menu 50 ms later (SPEC 9.6; its island: ../navigation.island.ts).
 */
export function ClassicNavigation({ pathname, theme = 'pro' }: ClassicNavigationProps): React.JSX.Element {
  const items = useSiteWideContent()?.classicNavigation?.items ?? []
  const { menu, separate } = placeClassicItems(items)
  // The last item shown on desktop sits at the bar's right end.
  const end = menu.map(({ on }) => on !== 'mobile').lastIndexOf(true)
  return (
    <Theme theme={theme}>
      <NavigationFrame
        navigation="classic"
        menuId={MENU_ID}
        barItems={separate.map(({ item, on }) => (
          <NavItemLink key={item.text} item={item} pathname={pathname} className={DEVICES_CLASS[on]} />
        ))}
      >
        <ul className={styles.items}>
          {menu.map(({ item, on }, index) =>
            item.type === 'popup' ? (
              <ClassicPopup
                key={item.text}
                id={`classic-${index}`}
                item={item}
                pathname={pathname}
                className={index === end ? styles.end : undefined}
              />
            ) : (
              <li key={item.text} className={classes(DEVICES_CLASS[on], index === end && styles.end)}>
                <NavItemLink item={item} pathname={pathname} />
              </li>
            ),
          )}
        </ul>
      </NavigationFrame>
    </Theme>
  )
}

/** A link, cta or cta_mobile item; the current page's item, cta included, is marked and skipped by Tab (SPEC 2.2). */
function NavItemLink({
  item,
  pathname,
  className,
}: {
  item: ClassicNavItem
  pathname: string
  className?: string
}): React.JSX.Element | null {
  if (!item.link) return null
  const current = isCurrentHref(item.link.href, pathname)
  const newTab = item.link.target === '_blank'
  const currentProps = current ? { 'aria-current': 'page' as const, tabIndex: -1 } : {}
  if (item.type === 'cta' || item.type === 'cta_mobile') {
    return (
      <Button href={item.link.href} newTab={newTab} className={classes(styles.cta, className)} {...currentProps}>
        {item.text}
      </Button>
    )
  }
  return (
    <SiteLink href={item.link.href} newTab={newTab} className={classes(styles.link, className)} {...currentProps}>
      {item.icon ? <img src={item.icon.src} alt="" width={20} height={20} /> : null}
      {item.text}
    </SiteLink>
  )
}
