import type { FieldSpec } from './fields'
import { site } from '../../config/site-config'

/** Fields several forms ask for, defined once. */
export const firstName: FieldSpec = { name: 'firstName', label: 'First name', type: 'text', required: true, maxLength: 100 }
export const lastName: FieldSpec = { name: 'lastName', label: 'Last name', type: 'text', required: true, maxLength: 100 }
export const email: FieldSpec = {
  name: 'email',
  label: 'Work email',
  type: 'email',
  required: true,
  maxLength: 254,
  placeholder: site.email,
}
export const phone: FieldSpec = { name: 'phone', label: 'Phone', type: 'tel', required: true, maxLength: 21 }
export const company: FieldSpec = { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 200 }
export const jobTitle: FieldSpec = { name: 'jobTitle', label: 'Job title', type: 'text', required: false, maxLength: 100 }
export const country: FieldSpec = { name: 'country', label: 'Country', type: 'text', required: true, maxLength: 100 }
export const message: FieldSpec = { name: 'message', label: 'Message', type: 'textarea', required: false, maxLength: 2000 }
