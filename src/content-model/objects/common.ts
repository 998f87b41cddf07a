import { defineObject, type FieldDef } from '../define'

/** The fields of every image (docs/content-model.md, Images): alt text, and the optional image-CDN id. */
export const IMAGE_FIELDS = [
  {
    name: 'alt',
    title: 'Alt text',
    type: 'string',
    rules: ['altText'],
    description: 'What the image shows, for people who cannot see it.',
  },
  {
    name: 'clId',
    title: 'Cloudinary id',
    type: 'string',
    rules: ['imageId'],
    description: 'SPEC 7.12: the public id on the image CDN, when the image lives there.',
  },
] as const satisfies readonly FieldDef[]

/** An image field with alt text and an optional Cloudinary id. */
export function imageField<N extends string>(name: N, title: string, options: { required?: boolean } = {}) {
  return { name, title, type: 'image', fields: IMAGE_FIELDS, ...options } as const
}

/** SPEC 3.2: the page's SEO fields as edited; fallbacks are applied when the page is built. */
export const seo = defineObject({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  fields: [
    { name: 'title', title: 'Title', type: 'string', description: 'Defaults to the short heading.' },
    { name: 'description', title: 'Description', type: 'text', rows: 3, description: 'Defaults to the summary.' },
    { name: 'ogTitle', title: 'Share title', type: 'string', description: 'Defaults to the title.' },
    { name: 'ogDescription', title: 'Share description', type: 'text', rows: 3, description: 'Defaults to the description.' },
    { name: 'ogImg', title: 'Share image URL', type: 'string', description: 'Defaults to the main image, then the standard share image.' },
    { name: 'ogType', title: 'Share type', type: 'string', description: "Defaults to 'website'." },
    { name: 'noindex', title: 'Hide from search engines', type: 'boolean', description: "Adds robots 'noindex, follow'." },
    {
      name: 'canonical',
      title: 'Canonical URL',
      type: 'url',
      description: 'Defaults to this page’s own address; set it when the original lives elsewhere (the sister site, say).',
    },
    { name: 'ogUrl', title: 'Share URL', type: 'url', description: 'Defaults to this page’s own address.' },
  ],
} as const)

/** A link shown as a button (SPEC 2.18 for where it opens). */
export const button = defineObject({
  name: 'button',
  title: 'Button',
  type: 'object',
  preview: { title: 'text', subtitle: 'href' },
  fields: [
    { name: 'text', title: 'Text', type: 'string', required: true },
    {
      name: 'href',
      title: 'Link',
      type: 'string',
      required: true,
      rules: ['linkHref'],
      description: 'A route like /quote, or a full URL.',
    },
    { name: 'newTab', title: 'Open in a new tab', type: 'boolean' },
  ],
} as const)

/** SPEC 3.3: the content shared by ctaBanner and actionBanner, in bodies and sections alike. */
export const bannerContent = defineObject({
  name: 'bannerContent',
  title: 'Banner content',
  type: 'object',
  fields: [
    { name: 'headingAlt', title: 'Heading', type: 'string' },
    { name: 'text', title: 'Text', type: 'text', rows: 3 },
    { name: 'buttons', title: 'Buttons', type: 'array', of: [{ type: 'button' }] },
    imageField('mainImage', 'Image'),
  ],
} as const)

/** SPEC 3.4: an image-CDN asset. */
export const cloudinaryAsset = defineObject({
  name: 'cloudinary.asset',
  title: 'Cloudinary asset',
  type: 'object',
  fields: [
    { name: 'public_id', title: 'Public id', type: 'string', rules: ['imageId'] },
    { name: 'resource_type', title: 'Resource type', type: 'string' },
  ],
} as const)

/** A case study's headline result, e.g. '40%' 'fewer lockouts'. */
export const headlineFigure = defineObject({
  name: 'headlineFigure',
  title: 'Headline figure',
  type: 'object',
  preview: { title: 'value', subtitle: 'label' },
  fields: [
    { name: 'value', title: 'Figure', type: 'string', required: true },
    { name: 'label', title: 'Label', type: 'string', required: true },
  ],
} as const)

/** A case study's quote from someone at the customer: the words, the person and their role. */
export const customerQuote = defineObject({
  name: 'customerQuote',
  title: 'Customer quote',
  type: 'object',
  preview: { title: 'name', subtitle: 'text' },
  fields: [
    { name: 'text', title: 'Quote', type: 'text', rows: 3, required: true },
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'jobTitle', title: 'Job title', type: 'string', required: true },
  ],
} as const)
