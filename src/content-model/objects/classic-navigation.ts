import { defineObject } from '../define'

/** SPEC 3.7: the kinds of item of the classic navigation (SPEC 2.2 Reading A). */
export const CLASSIC_NAV_ITEM_TYPES = ['link', 'popup', 'cta', 'cta_mobile'] as const

/** SPEC 3.7: where a link opens; an external link opens in a new tab whatever it says (SPEC 2.18). */
export const CLASSIC_NAV_TARGETS = ['_self', '_blank'] as const

const target = { name: 'target', title: 'Opens in', type: 'string', list: CLASSIC_NAV_TARGETS, description: '_blank: a new tab.' } as const

/** SPEC 3.7: an item's icon, a file the site serves. */
export const classicNavIcon = defineObject({
  name: 'classicNavIcon',
  title: 'Icon',
  type: 'object',
  fields: [{ name: 'src', title: 'File', type: 'string', required: true, description: 'A file of the site, e.g. /icons/nav/reader.svg.' }],
})

/** SPEC 3.7: the link of a link, cta or cta_mobile item. */
export const classicNavItemLink = defineObject({
  name: 'classicNavItemLink',
  title: 'Link',
  type: 'object',
  preview: { title: 'href' },
  fields: [{ name: 'href', title: 'Link', type: 'string', required: true, rules: ['linkHref'] }, target],
})

/** SPEC 2.2 Reading A: a link of a popup's topic: text, href, target and an optional icon. */
export const classicNavLink = defineObject({
  name: 'classicNavLink',
  title: 'Link',
  type: 'object',
  preview: { title: 'text', subtitle: 'href' },
  fields: [
    { name: 'text', title: 'Text', type: 'string', required: true },
    { name: 'href', title: 'Link', type: 'string', required: true, rules: ['linkHref'] },
    target,
    { name: 'icon', title: 'Icon', type: 'classicNavIcon' },
  ],
})

/** SPEC 2.2 Reading A: a topic of a popup, an optional heading and its links. */
export const classicNavTopic = defineObject({
  name: 'classicNavTopic',
  title: 'Topic',
  type: 'object',
  preview: { title: 'text' },
  fields: [
    { name: 'text', title: 'Heading', type: 'string' },
    { name: 'items', title: 'Links', type: 'array', required: true, of: [{ type: 'classicNavLink' }] },
  ],
})

/**
 * SPEC 3.7: an item of the classic navigation. A popup holds topics, the popup layer's content of
 * this navigation; a link, cta or cta_mobile item has a link (the classicNavItems rule).
 */
export const classicNavItem = defineObject({
  name: 'classicNavItem',
  title: 'Item',
  type: 'object',
  preview: { title: 'text', subtitle: 'type' },
  fields: [
    {
      name: 'type',
      title: 'Kind',
      type: 'string',
      required: true,
      list: CLASSIC_NAV_ITEM_TYPES,
      description: 'cta: the call to action, beside the burger on phones; cta_mobile: shown on phones only.',
    },
    { name: 'text', title: 'Text', type: 'string', required: true },
    { name: 'link', title: 'Link', type: 'classicNavItemLink', description: 'For link, cta and cta_mobile items.' },
    { name: 'icon', title: 'Icon', type: 'classicNavIcon' },
    { name: 'topics', title: 'Popup topics', type: 'array', of: [{ type: 'classicNavTopic' }], description: 'For popup items.' },
  ],
})
