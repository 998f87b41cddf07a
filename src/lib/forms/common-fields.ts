import { COUNTRIES, UNITED_STATES, US_STATES } from './countries'
import type { FieldSpec } from './fields'

/** Fields several forms ask for, defined once. */
export const firstName: FieldSpec = { name: 'firstName', label: 'First name', type: 'text', required: true, maxLength: 100 }
export const lastName: FieldSpec = { name: 'lastName', label: 'Last name', type: 'text', required: true, maxLength: 100 }
export const email: FieldSpec = {
  name: 'email',
  label: 'Work email',
  type: 'email',
  required: true,
  maxLength: 254,
  placeholder: 'name@company.com',
}
export const phone: FieldSpec = { name: 'phone', label: 'Phone', type: 'tel', required: true, maxLength: 21 }
export const company: FieldSpec = { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 200 }
export const jobTitle: FieldSpec = { name: 'jobTitle', label: 'Job title', type: 'text', required: false, maxLength: 100 }
/** SPEC 3.9: the country by name (the United States first, then every country, by name). */
export const country: FieldSpec = {
  name: 'country',
  label: 'Country',
  type: 'select',
  required: true,
  maxLength: 100,
  placeholder: 'Select...',
  options: COUNTRIES.map((c) => ({ label: c.name, value: c.name })),
}
/** The value of `country` that shows the US state (SPEC 3.9). */
export const UNITED_STATES_NAME = COUNTRIES.find((c) => c.short === UNITED_STATES)?.name ?? 'United States of America'
/** SPEC 3.9: the US state, asked only when the country is the United States. */
export const usState: FieldSpec = {
  name: 'state',
  label: 'State',
  type: 'select',
  required: true,
  maxLength: 100,
  placeholder: 'Select...',
  options: US_STATES.map((s) => ({ label: s.name, value: s.name })),
  shownWhen: { field: 'country', value: UNITED_STATES_NAME },
}
export const message: FieldSpec = { name: 'message', label: 'Message', type: 'textarea', required: false, maxLength: 2000 }
