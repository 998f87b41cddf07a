import { company, country, email, firstName, lastName, message, phone, usState } from './common-fields'
import { defineForm } from './definition'

/** The reseller application on /resellers (SPEC 3.8): a lead form. */
export const resellersForm = defineForm({
  id: 'resellers',
  kind: 'lead',
  thankYouPath: '/resellers/thank-you',
  fields: [
    firstName,
    lastName,
    email,
    phone,
    company,
    country,
    usState,
    {
      name: 'installsPerYear',
      label: 'Access-control installations per year',
      type: 'integer',
      required: false,
      maxLength: 6,
      minValue: 0,
      maxValue: 100000,
      hubspotName: 'installs_per_year',
    },
    message,
  ],
})
