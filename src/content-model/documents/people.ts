import { defineDocument } from '../define'
import { imageField } from '../objects/common'

/** The author of an article, and of a quote (SPEC 3.3: '{jobTitle} @ {company}'). */
export const author = defineDocument({
  name: 'author',
  title: 'Author',
  type: 'document',
  preview: { title: 'name', subtitle: 'jobTitle', media: 'image' },
  fields: [
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'jobTitle', title: 'Job title', type: 'string' },
    { name: 'company', title: 'Company', type: 'reference', to: ['company'] },
    imageField('image', 'Photo'),
  ],
} as const)

export const company = defineDocument({
  name: 'company',
  title: 'Company',
  type: 'document',
  preview: { title: 'name', subtitle: 'website' },
  fields: [
    { name: 'name', title: 'Name', type: 'string', required: true },
    { name: 'website', title: 'Website', type: 'url' },
  ],
} as const)
