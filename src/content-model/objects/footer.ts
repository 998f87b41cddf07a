import { defineObject } from '../define'

/** SPEC 2.5: a footer link: a title, an href, a newTab flag and an optional subtitle. */
export const footerLink = defineObject({
  name: 'footerLink',
  title: 'Link',
  type: 'object',
  preview: { title: 'title', subtitle: 'href' },
  fields: [
    { name: 'title', title: 'Text', type: 'string', required: true },
    {
      name: 'href',
      title: 'Link',
      type: 'string',
      required: true,
      rules: ['linkHref'],
      description: 'A route like /pricing, a full URL (opened in a new tab, SPEC 2.18) or a tel: link.',
    },
    { name: 'newTab', title: 'Open in a new tab', type: 'boolean' },
    { name: 'subtitle', title: 'Subtitle', type: 'string', description: 'A short line beside the link, e.g. “We’re hiring”.' },
  ],
})

/** SPEC 2.5: a link column, a heading and its links. */
export const footerColumn = defineObject({
  name: 'footerColumn',
  title: 'Column',
  type: 'object',
  preview: { title: 'title' },
  fields: [
    { name: 'title', title: 'Heading', type: 'string', required: true },
    { name: 'links', title: 'Links', type: 'array', required: true, of: [{ type: 'footerLink' }] },
  ],
})

/** SPEC 2.5: a link to one of the company's social profiles; it opens in a new tab (SPEC 2.18). */
export const socialLink = defineObject({
  name: 'socialLink',
  title: 'Social profile',
  type: 'object',
  preview: { title: 'name', subtitle: 'url' },
  fields: [
    { name: 'name', title: 'Network', type: 'string', required: true, description: 'Shown as the link’s text, e.g. LinkedIn.' },
    { name: 'url', title: 'Profile URL', type: 'url', required: true },
  ],
})
