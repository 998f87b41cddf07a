import type { CompanyFacts } from '../../src/lib/content/company-facts'

/** A company facts document as the site-wide query answers it, for components that read one (useCompanyFacts). */
export const COMPANY_FACTS: CompanyFacts = {
  headcount: 240,
  foundedYear: 2018,
  customers: 3100,
  doors: 188000,
  sites: 9400,
  offices: [
    {
      city: 'San Francisco',
      country: 'United States',
      addressLines: ['548 Market Street, Suite 300', 'San Francisco, CA 94104'],
      headquarters: true,
    },
    { city: 'London', country: 'United Kingdom', addressLines: ['20 Farringdon Road', 'London EC1M 3HE'] },
  ],
  certifications: [
    { name: 'SOC 2 Type II', issuer: 'Kingsbridge Assurance LLP', issuedOn: '2026-03-20', expiresOn: '2027-03-19', current: true },
  ],
}

/** useStaticQuery's answer to the company facts query. */
export const companyFactsQuery = { siteWideContent: { companyFacts: COMPANY_FACTS } }
