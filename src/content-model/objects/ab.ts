import { defineObject } from '../define'

/** SPEC 4.7: a variation and its chance, a percentage of visitors (SPEC 9.5: the site divides it by 100). */
export const abVariation = defineObject({
  name: 'abVariation',
  title: 'Variation',
  type: 'object',
  preview: { title: 'name', subtitle: 'chance' },
  fields: [
    { name: 'name', title: 'Name', type: 'string', required: true, description: "Used in the page's class and the ?ab-{campaign}= preview." },
    { name: 'chance', title: 'Chance (%)', type: 'number', required: true, rules: ['percentage'] },
  ],
} as const)
