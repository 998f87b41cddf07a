import { abTagField } from './ab'
import { defineObject } from '../define'
import { imageField } from './common'

/** The icons a feature-grid card may show (drawn in src/components/sections/FeatureIcon.tsx). */
export const FEATURE_ICONS = ['lock', 'phone', 'cloud', 'shield', 'clock', 'users', 'chart', 'building'] as const

/** The forms an editor may place in a page (src/lib/forms; the newsletter lives in the footer). */
export const LEAD_FORM_IDS = ['quote', 'demo', 'resellers', 'contact'] as const

const heading = { name: 'heading', title: 'Heading', type: 'string' } as const

/** Headline, lead, two buttons and a visual; a leading hero is the page's header. */
export const hero = defineObject({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  preview: { title: 'heading', subtitle: 'text', media: 'image' },
  fields: [
    { ...heading, required: true },
    { name: 'text', title: 'Lead', type: 'text', rows: 3 },
    { name: 'primaryCta', title: 'Primary button', type: 'button' },
    { name: 'secondaryCta', title: 'Secondary button', type: 'button' },
    imageField('image', 'Visual (defaults to the page’s main image)'),
    abTagField,
  ],
} as const)

export const richTextSection = defineObject({
  name: 'richText',
  title: 'Text',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'body', title: 'Text', type: 'richTextBlocks', required: true }, abTagField],
} as const)

export const featureGrid = defineObject({
  name: 'featureGrid',
  title: 'Feature grid',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Cards', type: 'array', required: true, of: [{ type: 'featureGridItem' }] }, abTagField],
} as const)
export const featureGridItem = defineObject({
  name: 'featureGridItem',
  title: 'Card',
  type: 'object',
  preview: { title: 'title', subtitle: 'text' },
  fields: [
    { name: 'title', title: 'Title', type: 'string', required: true },
    { name: 'text', title: 'Text', type: 'text', rows: 3, required: true },
    { name: 'href', title: 'Link', type: 'string', rules: ['linkHref'] },
    { name: 'icon', title: 'Icon', type: 'string', list: FEATURE_ICONS },
    imageField('image', 'Image'),
  ],
} as const)

export const stats = defineObject({
  name: 'stats',
  title: 'Figures',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Figures', type: 'array', required: true, of: [{ type: 'statsItem' }] }, abTagField],
} as const)
export const statsItem = defineObject({
  name: 'statsItem',
  title: 'Figure',
  type: 'object',
  preview: { title: 'value', subtitle: 'label' },
  fields: [
    { name: 'value', title: 'Figure', type: 'string', required: true },
    { name: 'label', title: 'Label', type: 'string', required: true },
  ],
} as const)

export const faq = defineObject({
  name: 'faq',
  title: 'Questions',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Questions', type: 'array', required: true, of: [{ type: 'faqItem' }] }, abTagField],
} as const)
export const faqItem = defineObject({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  preview: { title: 'question' },
  fields: [
    { name: 'question', title: 'Question', type: 'string', required: true },
    { name: 'answer', title: 'Answer', type: 'text', rows: 4, required: true },
  ],
} as const)

export const mediaText = defineObject({
  name: 'mediaText',
  title: 'Image beside text',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Rows', type: 'array', required: true, of: [{ type: 'mediaTextItem' }] }, abTagField],
} as const)
export const mediaTextItem = defineObject({
  name: 'mediaTextItem',
  title: 'Row',
  type: 'object',
  preview: { title: 'heading', media: 'image' },
  fields: [
    { name: 'heading', title: 'Heading', type: 'string', required: true },
    { name: 'text', title: 'Text', type: 'text', rows: 4, required: true },
    imageField('image', 'Image', { required: true }),
    { name: 'link', title: 'Link', type: 'button' },
  ],
} as const)

export const logoWall = defineObject({
  name: 'logoWall',
  title: 'Customer logos',
  type: 'object',
  preview: { title: 'heading' },
  fields: [
    { ...heading, required: true },
    { name: 'logos', title: 'Logos', type: 'array', required: true, of: [{ type: 'logo' }] },
    abTagField,
  ],
} as const)
export const logo = defineObject({
  name: 'logo',
  title: 'Logo',
  type: 'object',
  preview: { title: 'name', media: 'image' },
  fields: [{ name: 'name', title: 'Customer', type: 'string', required: true }, imageField('image', 'Logo', { required: true })],
} as const)

export const testimonial = defineObject({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  preview: { title: 'name', subtitle: 'quote', media: 'photo' },
  fields: [
    { name: 'quote', title: 'Quote', type: 'text', rows: 4, required: true },
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'jobTitle', title: 'Job title', type: 'string', required: true },
    { name: 'company', title: 'Company', type: 'string', required: true },
    imageField('photo', 'Photo', { required: true }),
    abTagField,
  ],
} as const)

export const productCards = defineObject({
  name: 'productCards',
  title: 'Product cards',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Products', type: 'array', required: true, of: [{ type: 'productCard' }] }, abTagField],
} as const)
export const productCard = defineObject({
  name: 'productCard',
  title: 'Product',
  type: 'object',
  preview: { title: 'title', subtitle: 'href', media: 'image' },
  fields: [
    { name: 'title', title: 'Title', type: 'string', required: true },
    { name: 'text', title: 'Text', type: 'text', rows: 3, required: true },
    { name: 'href', title: 'Link', type: 'string', required: true, rules: ['linkHref'] },
    imageField('image', 'Picture', { required: true }),
  ],
} as const)

export const pricingPlans = defineObject({
  name: 'pricingPlans',
  title: 'Pricing plans',
  type: 'object',
  preview: { title: 'heading' },
  fields: [
    heading,
    { name: 'plans', title: 'Plans', type: 'array', required: true, rules: ['oneHighlightedPlan'], of: [{ type: 'pricingPlan' }] },
    abTagField,
  ],
} as const)
export const pricingPlan = defineObject({
  name: 'pricingPlan',
  title: 'Plan',
  type: 'object',
  preview: { title: 'name', subtitle: 'price' },
  fields: [
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'price', title: 'Price', type: 'string', required: true },
    { name: 'period', title: 'Per', type: 'string', description: "e.g. 'per door, per month'" },
    { name: 'description', title: 'Description', type: 'text', rows: 2, required: true },
    { name: 'features', title: 'Features', type: 'array', required: true, of: [{ type: 'string' }] },
    { name: 'cta', title: 'Button', type: 'button', required: true },
    { name: 'highlighted', title: 'Highlighted', type: 'boolean', description: 'Exactly one plan of a section is highlighted.' },
  ],
} as const)

export const steps = defineObject({
  name: 'steps',
  title: 'Steps',
  type: 'object',
  preview: { title: 'heading' },
  fields: [heading, { name: 'items', title: 'Steps', type: 'array', required: true, of: [{ type: 'step' }] }, abTagField],
} as const)
export const step = defineObject({
  name: 'step',
  title: 'Step',
  type: 'object',
  preview: { title: 'title', subtitle: 'text' },
  fields: [
    { name: 'title', title: 'Title', type: 'string', required: true },
    { name: 'text', title: 'Text', type: 'text', rows: 3, required: true },
  ],
} as const)

export const comparisonTable = defineObject({
  name: 'comparisonTable',
  title: 'Comparison table',
  type: 'object',
  preview: { title: 'heading' },
  fields: [
    heading,
    { name: 'columns', title: 'Columns', type: 'array', required: true, of: [{ type: 'string' }] },
    { name: 'rows', title: 'Rows', type: 'array', required: true, rules: ['rowsMatchColumns'], of: [{ type: 'comparisonRow' }] },
    abTagField,
  ],
} as const)
export const comparisonRow = defineObject({
  name: 'comparisonRow',
  title: 'Row',
  type: 'object',
  preview: { title: 'feature' },
  fields: [
    { name: 'feature', title: 'Feature', type: 'string', required: true },
    { name: 'values', title: "Values, one per column ('Yes' and 'No' are drawn as marks)", type: 'array', of: [{ type: 'string' }] },
  ],
} as const)

/**
 * The trust centre: the certifications of the company facts document, with their dates, and the
 * subprocessors the platform relies on, each with its purpose and region.
 */
export const trustCentre = defineObject({
  name: 'trustCentre',
  title: 'Trust centre',
  type: 'object',
  preview: { title: 'heading' },
  fields: [
    heading,
    { name: 'text', title: 'Lead', type: 'text', rows: 3 },
    {
      name: 'subprocessors',
      title: 'Subprocessors',
      type: 'array',
      required: true,
      of: [{ type: 'subprocessor' }],
      description: 'The certifications come from the company facts document.',
    },
    abTagField,
  ],
} as const)
export const subprocessor = defineObject({
  name: 'subprocessor',
  title: 'Subprocessor',
  type: 'object',
  preview: { title: 'name', subtitle: 'purpose' },
  fields: [
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'purpose', title: 'What it does for us', type: 'string', required: true },
    { name: 'region', title: 'Where it processes data', type: 'string', required: true },
  ],
} as const)

/** SPEC 4.5, 5.1: a lead form; its fields, messages and thank-you page come from src/lib/forms. */
export const leadForm = defineObject({
  name: 'leadForm',
  title: 'Lead form',
  type: 'object',
  preview: { title: 'heading', subtitle: 'formId' },
  fields: [
    heading,
    { name: 'text', title: 'Text', type: 'text', rows: 3 },
    { name: 'formId', title: 'Form', type: 'string', required: true, list: LEAD_FORM_IDS },
    { name: 'submitLabel', title: "Submit button ('Submit' when empty)", type: 'string' },
    {
      name: 'redirectUrl',
      title: 'Page after sending (the form’s thank-you page when empty)',
      type: 'string',
      rules: ['successRedirect'],
    },
    { name: 'errorRedirectUrl', title: 'Page after a failure (/error when empty)', type: 'string', rules: ['errorRedirect'] },
    abTagField,
  ],
} as const)

/** The sections a landing page is composed of (src/components/sections), in the Studio's menu order. */
export const SECTION_MEMBERS = [
  'hero',
  'richText',
  'featureGrid',
  'stats',
  'ctaBanner',
  'faq',
  'mediaText',
  'logoWall',
  'testimonial',
  'productCards',
  'pricingPlans',
  'steps',
  'comparisonTable',
  'trustCentre',
  'hubspotForm',
  'leadForm',
] as const
