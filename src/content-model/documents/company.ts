import { site } from '../../config/site-config'
import { defineDocument } from '../define'

/**
 * The company's facts, one document of a fixed id: every page, the footer, the job offers and the
 * structured data read them from here (src/lib/content/company-facts.ts); text in other documents
 * states them with placeholders such as {{headcount}}, which the build fills in.
 */
export const companyFacts = defineDocument({
  name: 'companyFacts',
  title: 'Company facts',
  type: 'document',
  singletonIds: [site.companyFactsId],
  description:
    'Write a fact in any text as {{headcount}}, {{foundedYear}}, {{customers}}, {{doors}}, {{sites}}, {{officeCount}}, {{officeCities}}, {{headquarters}} or {{certifications}}: the site fills it in from here.',
  fields: [
    { name: 'headcount', title: 'People', type: 'number', integer: true, min: 1, required: true },
    { name: 'foundedYear', title: 'Founded (year)', type: 'number', integer: true, min: 1900, required: true },
    { name: 'customers', title: 'Customers', type: 'number', integer: true, min: 0, required: true },
    { name: 'doors', title: 'Doors managed', type: 'number', integer: true, min: 0, required: true },
    {
      name: 'sites',
      title: 'Sites managed',
      type: 'number',
      integer: true,
      min: 0,
      required: true,
      description: 'Buildings and campuses.',
    },
    { name: 'offices', title: 'Offices', type: 'array', required: true, of: [{ type: 'office' }] },
    {
      name: 'certifications',
      title: 'Certifications',
      type: 'array',
      of: [{ type: 'certification' }],
      description:
        'Shown on /security with their dates. The Studio warns 30 days before one expires; the build stops on one expired but shown as current.',
    },
  ],
} as const)
