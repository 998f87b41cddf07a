import type { DeviceClass } from './device-class'
import { isSamePath } from './layout-for'

/** SPEC 3.7: an item of the classic navigation (Reading A of SPEC 2.2). */
type ClassicNavItemType = 'link' | 'popup' | 'cta' | 'cta_mobile'

interface ClassicNavLink {
  text: string
  href: string
  target?: '_self' | '_blank'
  icon?: { src: string }
}

interface ClassicNavTopic {
  /** The optional heading of the topic. */
  text?: string
  items: ClassicNavLink[]
}

export interface ClassicNavItem {
  type: ClassicNavItemType
  text: string
  /** Set for link, cta and cta_mobile items. */
  link?: { href: string; target?: '_self' | '_blank' }
  icon?: { src: string }
  /** Set for popup items. */
  topics?: ClassicNavTopic[]
}

/** SPEC 9.6: the menu closes this long after a link click on a burger device. */
export const MENU_CLOSE_DELAY_MS = 50

/** SPEC 9.6: TABLET, LANDSCAPE and MOBILE get the burger button. */
export function isBurgerDevice(device: DeviceClass): boolean {
  return device !== 'DESKTOP'
}

/**
 * Where each item shows on a device (SPEC 2.2 Reading A): `menu` is the bar on desktop and the
 * burger menu elsewhere; `separate` stays beside the burger button. On mobile the cta is shown
 * separately and the cta_mobile items join the menu; elsewhere cta_mobile items are not shown.
 */
export function placeClassicItems(
  items: readonly ClassicNavItem[],
  device: DeviceClass,
): { menu: ClassicNavItem[]; separate: ClassicNavItem[] } {
  if (device === 'MOBILE') {
    return { menu: items.filter((i) => i.type !== 'cta'), separate: items.filter((i) => i.type === 'cta') }
  }
  return { menu: items.filter((i) => i.type !== 'cta_mobile'), separate: [] }
}

/** SPEC 2.2: the link that matches the current path is the current item (aria-current, no tab stop). */
export function isCurrentHref(href: string, pathname: string): boolean {
  return href.startsWith('/') && isSamePath(href, pathname)
}
