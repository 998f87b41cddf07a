import { company, country, email, firstName, jobTitle, lastName, message, phone, usState } from './common-fields'
import { defineForm } from './definition'
import { companySizeOptions, industryOptions } from './options'

/** The quote request on /quote (SPEC 3.8): a lead form. */
export const quoteForm = defineForm({
  id: 'quote',
  kind: 'lead',
  thankYouPath: '/quote/thank-you',
  fields: [
    firstName,
    lastName,
    email,
    phone,
    company,
    jobTitle,
    country,
    usState,
    {
      name: 'doors',
      label: 'Number of doors',
      type: 'integer',
      required: true,
      maxLength: 6,
      minValue: 1,
      maxValue: 100000,
      hubspotName: 'number_of_doors',
    },
    {
      name: 'sites',
      label: 'Number of sites',
      type: 'integer',
      required: false,
      maxLength: 6,
      minValue: 1,
      maxValue: 100000,
      hubspotName: 'number_of_sites',
    },
    message,
  ],
  smartFields: [
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
      fieldType: 'select',
      name: 'companySize',
      label: 'Company size',
      options: [...companySizeOptions],
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
