import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** A card's processed image (SPEC 9.9: 310×257), when it has one. */
export interface CardImage {
  alt?: string | null
  gatsbyImageData?: IGatsbyImageData | null
}

/**
 * SPEC 3.6: a nav-bar menu column is a flat list of entries. A `title` starts a links group; an
 * `item` or `subItem` joins the open group, or a new untitled group when none is open; a `card`
 * stands on its own.
 */
export interface MenuEntry {
  _type: string
  _key?: string | null
  title?: string | null
  href?: string | null
  newTab?: boolean | null
  showArrow?: boolean | null
  eyebrow?: string | null
  footer?: string | null
  cardImage?: { public_id?: string | null } | null
  image?: CardImage | null
}

interface MenuLink {
  key: string
  title: string
  href: string
  newTab: boolean
  showArrow: boolean
  /** A `subItem`: shown indented under the link before it. */
  sub: boolean
}

interface MenuCard {
  key: string
  href: string
  eyebrow: string
  title: string
  footer: string
  imageId?: string
  image?: CardImage
}

export type MenuBlock = { kind: 'group'; key: string; title?: string; links: MenuLink[] } | ({ kind: 'card' } & MenuCard)

/**
 * Groups one column's entries into blocks, in order. A card closes the open group, so an item
 * after a card starts a new untitled group below the card rather than jumping above it.
 * An entry of an unknown type cannot reach here: the build rejects it (src/node/cms/model.ts).
 */
export function groupMenuItems(entries: readonly MenuEntry[]): MenuBlock[] {
  const blocks: MenuBlock[] = []
  let open: Extract<MenuBlock, { kind: 'group' }> | undefined
  entries.forEach((entry, index) => {
    const key = entry._key ?? String(index)
    if (entry._type === 'title') {
      open = { kind: 'group', key, title: entry.title ?? undefined, links: [] }
      blocks.push(open)
    } else if (entry._type === 'item' || entry._type === 'subItem') {
      if (!open) {
        open = { kind: 'group', key, title: undefined, links: [] }
        blocks.push(open)
      }
      open.links.push({
        key,
        title: entry.title ?? '',
        href: entry.href ?? '/',
        newTab: entry.newTab ?? false,
        showArrow: entry.showArrow ?? false,
        sub: entry._type === 'subItem',
      })
    } else if (entry._type === 'card') {
      open = undefined
      blocks.push({
        kind: 'card',
        key,
        href: entry.href ?? '/',
        eyebrow: entry.eyebrow ?? '',
        title: entry.title ?? '',
        footer: entry.footer ?? '',
        imageId: entry.cardImage?.public_id ?? undefined,
        image: entry.image ?? undefined,
      })
    }
  })
  return blocks
}
