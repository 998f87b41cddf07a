import { defineObject } from '../define'

/** SPEC 4.7: a variation and its chance, a percentage of visitors (SPEC 9.5: the site divides it by 100). */
export const abVariation = defineObject({
  name: 'abVariation',
  title: 'Variation',
  type: 'object',
  preview: { title: 'name', subtitle: 'chance' },
  fields: [
    {
      name: 'name',
      title: 'Name',
      type: 'string',
      required: true,
      description: "Used in the page's class and the ?ab-{campaign}= preview.",
    },
    { name: 'chance', title: 'Chance (%)', type: 'number', required: true, rules: ['percentage'] },
  ],
} as const)

/**
 * SPEC 1, 4.7: the tag that makes a landing-page section or a body block one variation of a
 * campaign (docs/experiments.md). An editor duplicates the section and tags each copy with the
 * campaign and one of its variations; the page holds them all and shows the visitor's.
 */
export const abTag = defineObject({
  name: 'abTag',
  title: 'A/B variation',
  type: 'object',
  preview: { title: 'campaign', subtitle: 'variation' },
  fields: [
    { name: 'campaign', title: 'Campaign', type: 'string', required: true, description: 'The name of an A/B campaign document.' },
    { name: 'variation', title: 'Variation', type: 'string', required: true, description: 'One of that campaign’s variations.' },
  ],
} as const)

/**
 * The field every landing-page section and every body block (other than text) has: empty for
 * content every visitor sees; set, the content shows only to the visitors of that variation.
 */
export const abTagField = {
  name: 'ab',
  title: 'A/B variation (empty: every visitor sees it)',
  type: 'abTag',
  rules: ['abVariationOfCampaign'],
} as const
