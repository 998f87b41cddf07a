import { company, country, email, firstName, jobTitle, lastName, message, phone, usState } from './common-fields'
import { defineForm } from './definition'
import { companySizeOptions, industryOptions } from './options'

/** The demo request on /demo: a lead form (SPEC 1). */
export const demoForm = defineForm({
  id: 'demo',
  kind: 'lead',
  thankYouPath: '/demo/thank-you',
  fields: [firstName, lastName, email, phone, company, jobTitle, country, usState, message],
  smartFields: [
    {
      fieldType: 'select',
      name: 'companySize',
      label: 'Company size',
      options: [...companySizeOptions],
      placeholder: 'Select...',
      required: true,
      maxLength: 50,
    },
    {
      fieldType: 'select',
      name: 'industry',
      label: 'Industry',
      options: [...industryOptions],
      placeholder: 'Select...',
      required: true,
      maxLength: 50,
    },
    {
      fieldType: 'text',
      name: 'currentSystem',
      label: 'Current access-control system',
      options: [],
      placeholder: '',
      required: false,
      maxLength: 200,
    },
  ],
})
