import { ACADEMY_LABELS, INDUSTRIES } from '../../lib/content/taxonomy'
import { defineDocument } from '../define'
import { imageField } from '../objects/common'
import { SECTION_MEMBERS } from '../objects/sections'

/** SPEC 3.3: the fields every page document shares. `heading` is the page's h1; `href` its route. */
const PAGE_FIELDS = [
  { name: 'heading', title: 'Heading', type: 'string', required: true, group: 'content', description: "The page's h1." },
  {
    name: 'headingAlt',
    title: 'Short heading',
    type: 'string',
    group: 'content',
    description: 'For menus, cards and the footer; defaults to the heading.',
  },
  { name: 'subHeading', title: 'Sub-heading', type: 'string', group: 'content' },
  {
    name: 'summary',
    title: 'Summary',
    type: 'text',
    rows: 3,
    group: 'content',
    description: 'Shown on cards; the default SEO description.',
  },
  {
    name: 'href',
    title: 'Route',
    type: 'string',
    required: true,
    rules: ['pageRoute'],
    group: 'route',
    description: 'The page’s path, e.g. /blog/my-post: lower case, no trailing slash.',
  },
  { name: 'slug', title: 'Slug', type: 'slug', source: 'heading', group: 'route' },
  {
    name: 'relativeUrl',
    title: 'Relative URL',
    type: 'string',
    group: 'route',
    description: 'SPEC 3.3: the page’s URL relative to the site; defaults to the route.',
  },
  { name: 'pathDir', title: 'Folder', type: 'string', group: 'route', description: 'The route’s folder, e.g. /blog.' },
  {
    name: 'project',
    title: 'Project',
    type: 'string',
    group: 'route',
    description: 'Another project’s content links to the sister coworking site (SPEC 2.10).',
  },
  { name: 'internalName', title: 'Internal name', type: 'string', group: 'route', description: 'For editors only.' },
  { name: 'publishedOn', title: 'Published on', type: 'date', group: 'content' },
  imageField('mainImage', 'Main image'),
  { name: 'seo', title: 'SEO', type: 'seo', rules: ['pageSeo'], group: 'seo' },
] as const

/** The fields of a page with a rich-text body (SPEC 3.3: articles add body[]). */
const ARTICLE_FIELDS = [
  ...PAGE_FIELDS,
  { name: 'body', title: 'Body', type: 'body', required: true, group: 'content' },
  { name: 'author', title: 'Author', type: 'reference', to: ['author'], group: 'content' },
] as const

/** A field of ARTICLE_FIELDS made required. */
function requiring<F extends { name: string }, R extends F['name']>(fields: readonly F[], required: readonly R[]) {
  return fields.map((f) => (required.includes(f.name as R) ? { ...f, required: true } : f)) as unknown as readonly F[]
}

const preview = { title: 'heading', subtitle: 'href', media: 'mainImage' }

/** Landing pages: products, features, industries, company pages and paid landing pages (/lp/*). */
export const page = defineDocument({
  name: 'page',
  title: 'Landing page',
  type: 'document',
  preview,
  fields: [
    ...PAGE_FIELDS,
    { name: 'sections', title: 'Sections', type: 'array', required: true, group: 'content', of: SECTION_MEMBERS.map((type) => ({ type })) },
  ],
} as const)

export const article = defineDocument({
  name: 'article',
  title: 'Article',
  type: 'document',
  preview,
  fields: requiring(ARTICLE_FIELDS, ['publishedOn']),
} as const)

export const blogPost = defineDocument({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  preview,
  fields: [...requiring(ARTICLE_FIELDS, ['publishedOn']), { name: 'category', title: 'Category', type: 'string', group: 'content' }],
} as const)

export const featureUpdateArticle = defineDocument({
  name: 'featureUpdateArticle',
  title: 'Feature update',
  type: 'document',
  preview,
  fields: [
    ...requiring(ARTICLE_FIELDS, ['publishedOn', 'mainImage']),
    {
      name: 'showInNavBar',
      title: 'Show in the navigation',
      type: 'string',
      list: ['yes', 'no'],
      group: 'content',
      description: "SPEC 3.6: 'no' keeps it out of the navigation's newest update.",
    },
  ],
} as const)

export const caseStudy = defineDocument({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  preview,
  fields: [
    ...ARTICLE_FIELDS,
    { name: 'customer', title: 'Customer', type: 'string', required: true, group: 'content' },
    { name: 'industry', title: 'Industry', type: 'string', required: true, list: INDUSTRIES, group: 'content' },
    { name: 'headlineFigure', title: 'Headline figure', type: 'headlineFigure', group: 'content' },
    imageField('logo', 'Customer logo'),
    { name: 'companySize', title: 'Company size', type: 'string', group: 'content', description: "e.g. '1,400 employees, 3 plants'." },
    { name: 'productsUsed', title: 'Products used', type: 'array', of: [{ type: 'string' }], group: 'content' },
    {
      name: 'results',
      title: 'Results',
      type: 'array',
      of: [{ type: 'headlineFigure' }],
      group: 'content',
      description: 'The three outcome figures of the results band.',
    },
    {
      name: 'customerQuote',
      title: 'Customer quote',
      type: 'customerQuote',
      group: 'content',
      description: 'Someone at the customer, not at Threshold.',
    },
  ],
} as const)

export const guide = defineDocument({
  name: 'guide',
  title: 'Guide',
  type: 'document',
  preview,
  fields: [
    ...requiring(ARTICLE_FIELDS, ['publishedOn']),
    { name: 'downloadable', title: 'Listed on /download', type: 'boolean', group: 'content' },
  ],
} as const)

export const academyCourse = defineDocument({
  name: 'academyCourse',
  title: 'Academy course',
  type: 'document',
  preview,
  fields: [
    ...ARTICLE_FIELDS,
    { name: 'label', title: 'Track', type: 'string', required: true, list: ACADEMY_LABELS, group: 'content' },
    { name: 'order', title: 'Order in its track', type: 'number', integer: true, group: 'content' },
  ],
} as const)

export const legalPage = defineDocument({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  preview,
  fields: [
    ...ARTICLE_FIELDS,
    { name: 'priority', title: 'Footer order (highest first)', type: 'number', integer: true, required: true, group: 'content' },
    {
      name: 'newTab',
      title: 'Open from the footer in a new tab',
      type: 'boolean',
      group: 'content',
      description: 'SPEC 3.6: a footer legal item may open in a new tab.',
    },
    {
      name: 'sampleText',
      title: 'Sample text',
      type: 'boolean',
      group: 'content',
      description: 'The text is an example of the document, not the binding one: the page says so above the text.',
    },
  ],
} as const)
