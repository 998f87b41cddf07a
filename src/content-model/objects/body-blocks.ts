import { abTagField } from './ab'
import { defineObject, definePortableText } from '../define'
import { IMAGE_FIELDS, imageField } from './common'
import { TEXT_BLOCK } from './portable-text'

/** The intentions of an action banner, each drawn in its colour (SPEC 3.3). */
export const BANNER_INTENTIONS = ['info', 'success', 'warning', 'danger'] as const

/** SPEC 3.3: an image in a body, with its caption. */
export const figureImage = defineObject({
  name: 'figureImage',
  title: 'Image',
  type: 'image',
  preview: { title: 'caption', media: 'asset' },
  fields: [...IMAGE_FIELDS, { name: 'caption', title: 'Caption', type: 'string' }, abTagField],
} as const)

/** SPEC 3.3: a table whose cells hold rich text. */
export const figureTable = defineObject({
  name: 'figureTable',
  title: 'Table',
  type: 'object',
  preview: { title: 'caption' },
  fields: [
    { name: 'caption', title: 'Caption', type: 'string' },
    { name: 'rows', title: 'Rows', type: 'array', required: true, of: [{ type: 'figureTableRow' }] },
    abTagField,
  ],
} as const)
export const figureTableRow = defineObject({
  name: 'figureTableRow',
  title: 'Row',
  type: 'object',
  fields: [{ name: 'cells', title: 'Cells', type: 'array', required: true, of: [{ type: 'figureTableCell' }] }],
} as const)
export const figureTableCell = defineObject({
  name: 'figureTableCell',
  title: 'Cell',
  type: 'object',
  fields: [{ name: 'blocks', title: 'Text', type: 'richTextBlocks' }],
} as const)

/** SPEC 3.3: a call to action with buttons; the same block is a landing-page section. */
export const ctaBanner = defineObject({
  name: 'ctaBanner',
  title: 'Call to action',
  type: 'object',
  preview: { title: 'content.headingAlt', subtitle: 'content.text' },
  fields: [{ name: 'content', title: 'Content', type: 'bannerContent', required: true }, abTagField],
} as const)

/** SPEC 3.3: a note in a body, coloured by its intention. */
export const actionBanner = defineObject({
  name: 'actionBanner',
  title: 'Note',
  type: 'object',
  preview: { title: 'content.headingAlt', subtitle: 'intention' },
  fields: [
    { name: 'intention', title: 'Intention', type: 'string', required: true, list: BANNER_INTENTIONS },
    { name: 'content', title: 'Content', type: 'bannerContent', required: true },
    abTagField,
  ],
} as const)

/** SPEC 3.3: a quote, attributed to an author ('{jobTitle} @ {company}'). */
export const authorQuote = defineObject({
  name: 'authorQuote',
  title: 'Quote',
  type: 'object',
  preview: { title: 'author.name' },
  fields: [
    { name: 'author', title: 'Author', type: 'reference', required: true, to: ['author'] },
    { name: 'blocks', title: 'Quote', type: 'richTextBlocks', required: true },
    abTagField,
  ],
} as const)

/** SPEC 3.3: a larger quote with the author's picture (or this image). */
export const authorQuoteBlock = defineObject({
  name: 'authorQuoteBlock',
  title: 'Quote with picture',
  type: 'object',
  preview: { title: 'author.name' },
  fields: [
    { name: 'author', title: 'Author', type: 'reference', required: true, to: ['author'] },
    { name: 'body', title: 'Quote', type: 'richTextBlocks', required: true },
    imageField('mainImage', 'Picture (defaults to the author’s)'),
    abTagField,
  ],
} as const)

/** SPEC 3.5, 5.7: a YouTube or Vimeo video behind a poster, loaded on play. */
export const videoEmbed = defineObject({
  name: 'videoEmbed',
  title: 'Video',
  type: 'object',
  preview: { title: 'title', subtitle: 'url' },
  fields: [
    { name: 'url', title: 'YouTube or Vimeo URL', type: 'url', required: true, rules: ['videoUrl'] },
    { name: 'title', title: 'Title', type: 'string', required: true },
    imageField('poster', 'Poster'),
    { name: 'autoplay', title: 'Play on load', type: 'boolean' },
    { name: 'showControls', title: 'Show controls', type: 'boolean' },
    abTagField,
  ],
} as const)

/** SPEC 4.6, 7.9: an embedded HubSpot form; the same block is a landing-page section. */
export const hubspotForm = defineObject({
  name: 'hubspotForm',
  title: 'HubSpot form',
  type: 'object',
  preview: { title: 'heading', subtitle: 'formId' },
  fields: [
    {
      name: 'formId',
      title: 'HubSpot form id',
      type: 'string',
      required: true,
      rules: ['hubspotFormId'],
      description: 'The form’s GUID, from HubSpot.',
    },
    { name: 'heading', title: 'Heading', type: 'string' },
    { name: 'text', title: 'Text', type: 'text', rows: 3 },
    abTagField,
  ],
} as const)

/** An academy course's question: the answer is shown only when the reader asks for it. */
export const quiz = defineObject({
  name: 'quiz',
  title: 'Quiz question',
  type: 'object',
  preview: { title: 'question', subtitle: 'answer' },
  fields: [
    { name: 'question', title: 'Question', type: 'string', required: true },
    {
      name: 'options',
      title: 'Choices',
      type: 'array',
      of: [{ type: 'string' }],
      description: 'Optional; the answer should be one of them.',
    },
    { name: 'answer', title: 'Answer', type: 'string', required: true },
    { name: 'explanation', title: 'Why', type: 'text', rows: 3 },
  ],
} as const)

/** SPEC 3.3 body block types, plus the video embed of SPEC 2.10 and 3.5, and the academy's quiz. */
export const body = definePortableText({
  name: 'body',
  title: 'Body',
  type: 'array',
  of: [
    TEXT_BLOCK,
    { type: 'figureImage' },
    { type: 'figureTable' },
    { type: 'ctaBanner' },
    { type: 'actionBanner' },
    { type: 'authorQuote' },
    { type: 'authorQuoteBlock' },
    { type: 'videoEmbed' },
    { type: 'hubspotForm' },
    { type: 'quiz' },
  ],
} as const)
