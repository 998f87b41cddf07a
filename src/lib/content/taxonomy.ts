/**
 * The fixed vocabularies of the content model, shared by the build (validation, src/node/cms/model.ts)
 * and the pages that filter by them (browser code must not import src/node/).
 */

/** SPEC 2.11: the academy's course labels, in the order the site lists them. */
export const ACADEMY_LABELS = ['Access Control', 'Physical Security', 'Workplace Technology'] as const

/** SPEC 1: the industries the site addresses; case studies are filed under one. */
export const INDUSTRIES = [
  'real-estate',
  'fitness',
  'local-government',
  'healthcare',
  'education',
  'manufacturing',
  'finance',
  'high-tech',
  'media',
  'enterprise',
] as const
export type Industry = (typeof INDUSTRIES)[number]

/** The name a visitor reads for an industry slug: 'local-government' → 'Local government'. */
export function industryName(slug: string): string {
  const words = slug.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
