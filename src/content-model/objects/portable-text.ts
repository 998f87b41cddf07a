import { defineObject, definePortableText, type BlockDef } from '../define'

/**
 * SPEC 3.3: rich text as the renderer draws it (src/components/content/Body.tsx): paragraphs,
 * three heading levels (a body h1 is drawn as the larger h2, the page keeps its one h1), bullet and
 * numbered lists, bold, italics and inline code, and the two links. Nothing else can be typed.
 */
export const TEXT_BLOCK = {
  type: 'block',
  styles: ['normal', 'h1', 'h2', 'h3'],
  lists: ['bullet', 'number'],
  decorators: ['strong', 'em', 'code'],
  annotations: ['link', 'internalLink'],
} as const satisfies BlockDef

/** A link to another site, or to a route of this one (SPEC 2.18). */
export const link = defineObject({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    { name: 'href', title: 'URL or route', type: 'string', required: true, rules: ['linkHref'] },
    { name: 'newTab', title: 'Open in a new tab', type: 'boolean' },
  ],
} as const)

/** SPEC 2.10: a link to another document of the CMS, drawn with its href (its project's site when it has one). */
export const internalLink = defineObject({
  name: 'internalLink',
  title: 'Link to a page',
  type: 'object',
  fields: [
    {
      name: 'reference',
      title: 'Page',
      type: 'reference',
      required: true,
      rules: ['internalLinkHasPage'],
      to: ['page', 'article', 'blogPost', 'featureUpdateArticle', 'caseStudy', 'guide', 'academyCourse', 'legalPage'],
    },
  ],
} as const)

/** Plain rich text: what table cells, quotes and sections hold. */
export const richText = definePortableText({ name: 'richTextBlocks', title: 'Rich text', type: 'array', of: [TEXT_BLOCK] } as const)
