import type { FieldOption } from './fields'

/** Choices shared by several forms. */
export const companySizeOptions: readonly FieldOption[] = [
  { label: '1-49 employees', value: '1-49' },
  { label: '50-249 employees', value: '50-249' },
  { label: '250-999 employees', value: '250-999' },
  { label: '1000+ employees', value: '1000+' },
]

/** SPEC 1: the industries the product is sold to. */
export const industryOptions: readonly FieldOption[] = [
  { label: 'Commercial real estate', value: 'real-estate' },
  { label: 'Fitness', value: 'fitness' },
  { label: 'Local government', value: 'local-government' },
  { label: 'Healthcare and labs', value: 'healthcare' },
  { label: 'Education', value: 'education' },
  { label: 'Manufacturing', value: 'manufacturing' },
  { label: 'Finance', value: 'finance' },
  { label: 'Technology', value: 'high-tech' },
  { label: 'Media', value: 'media' },
  { label: 'Enterprise', value: 'enterprise' },
]
