import type { CLASSIC_NAV_ITEM_TYPES, CLASSIC_NAV_TARGETS } from '../../content-model/objects/classic-navigation'
import type { DeviceClass } from '../laika/device-class'
import { isSamePath } from './layout-for'

/**
 * SPEC 3.7: an item of the classic navigation (Reading A of SPEC 2.2), as the classic navigation's
 * CMS document holds it (src/content-model/objects/classic-navigation.ts; held to it in
 * src/content-model/types.ts). Optional parts are absent or null, as GraphQL gives them.
 */
type ClassicNavItemType = (typeof CLASSIC_NAV_ITEM_TYPES)[number]
type ClassicNavTarget = (typeof CLASSIC_NAV_TARGETS)[number]

export interface ClassicNavLink {
  text: string
  href: string
  target?: ClassicNavTarget | null
  icon?: { src: string } | null
}

export interface ClassicNavTopic {
  /** The optional heading of the topic. */
  text?: string | null
  items: readonly ClassicNavLink[]
}

export interface ClassicNavItem {
  type: ClassicNavItemType
  text: string
  /** Set for link, cta and cta_mobile items. */
  link?: { href: string; target?: ClassicNavTarget | null } | null
  icon?: { src: string } | null
  /** Set for popup items: the popup's content. */
  topics?: readonly ClassicNavTopic[] | null
}

/** SPEC 9.6: the menu closes this long after a link click on a burger device. */
export const MENU_CLOSE_DELAY_MS = 50

/** SPEC 9.6: TABLET, LANDSCAPE and MOBILE get the burger button. */
export function isBurgerDevice(device: DeviceClass): boolean {
  return device !== 'DESKTOP'
}

/** The devices an item shows on, in one of its places: all of them, MOBILE only, or all but MOBILE. */
export type ClassicItemDevices = 'all' | 'mobile' | 'notMobile'

export interface PlacedClassicItem {
  item: ClassicNavItem
  on: ClassicItemDevices
}

/**
 * Where each item shows (SPEC 2.2 Reading A): `menu` is the bar on desktop and the burger menu
 * elsewhere; `separate` stays beside the burger button. On mobile the cta is shown separately and
 * the cta_mobile items join the menu; elsewhere cta_mobile items are not shown. The build writes
 * every place, and the page's CSS shows each on its devices (`on`, at the MOBILE breakpoint).
 */
export function placeClassicItems(items: readonly ClassicNavItem[]): { menu: PlacedClassicItem[]; separate: PlacedClassicItem[] } {
  const inMenu = (item: ClassicNavItem): ClassicItemDevices =>
    item.type === 'cta' ? 'notMobile' : item.type === 'cta_mobile' ? 'mobile' : 'all'
  return {
    menu: items.map((item) => ({ item, on: inMenu(item) })),
    separate: items.filter((item) => item.type === 'cta').map((item) => ({ item, on: 'mobile' })),
  }
}

/** SPEC 2.2: the link that matches the current path is the current item (aria-current, no tab stop). */
export function isCurrentHref(href: string, pathname: string): boolean {
  return href.startsWith('/') && isSamePath(href, pathname)
}
