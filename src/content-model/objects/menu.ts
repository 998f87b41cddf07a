import { defineObject } from '../define'
import { imageField } from './common'

/** SPEC 3.6: `title` starts a new links group with that heading. */
export const menuTitle = defineObject({
  name: 'title',
  title: 'Group heading',
  type: 'object',
  preview: { title: 'title' },
  fields: [{ name: 'title', title: 'Heading', type: 'string', required: true }],
} as const)

const linkFields = [
  { name: 'title', title: 'Text', type: 'string', required: true },
  { name: 'href', title: 'Link', type: 'string', required: true, rules: ['linkHref'] },
  { name: 'newTab', title: 'Open in a new tab', type: 'boolean' },
  { name: 'showArrow', title: 'Show an arrow', type: 'boolean' },
] as const

/** SPEC 3.6: a link, added to the current group (or a new untitled one). */
export const menuItem = defineObject({
  name: 'item',
  title: 'Link',
  type: 'object',
  preview: { title: 'title', subtitle: 'href' },
  fields: linkFields,
} as const)

/** SPEC 3.6: an indented sub-link, added the same way as a link. */
export const menuSubItem = defineObject({
  name: 'subItem',
  title: 'Sub-link',
  type: 'object',
  preview: { title: 'title', subtitle: 'href' },
  fields: linkFields,
} as const)

/** SPEC 3.6: a card: an image, an eyebrow, a title and a footer, linking to a page. */
export const menuCard = defineObject({
  name: 'card',
  title: 'Card',
  type: 'object',
  preview: { title: 'title', subtitle: 'eyebrow', media: 'image' },
  fields: [
    { name: 'href', title: 'Link', type: 'string', required: true, rules: ['linkHref'] },
    { name: 'eyebrow', title: 'Eyebrow', type: 'string' },
    { name: 'title', title: 'Title', type: 'string', required: true },
    { name: 'footer', title: 'Footer', type: 'string' },
    { name: 'cardImage', title: 'Cloudinary image', type: 'cloudinary.asset' },
    imageField('image', 'Image (used without Cloudinary)'),
  ],
} as const)

export const navBarMenuColumn = defineObject({
  name: 'navBarMenuColumn',
  title: 'Column',
  type: 'object',
  fields: [
    {
      name: 'items',
      title: 'Entries',
      type: 'array',
      required: true,
      of: [{ type: 'title' }, { type: 'item' }, { type: 'subItem' }, { type: 'card' }],
    },
  ],
} as const)
