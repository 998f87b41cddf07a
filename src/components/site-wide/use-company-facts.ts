import { graphql, useStaticQuery } from 'gatsby'
import type { CompanyFacts } from '../../lib/content/company-facts'

/**
 * The company's facts document (headcount, offices, certifications…), read once per build like the
 * rest of the site-wide content. The build fails without it (src/node/cms/validate.ts), so a page
 * never states a fact of its own.
 */
export function useCompanyFacts(): CompanyFacts {
  const data = useStaticQuery<Queries.CompanyFactsQuery>(graphql`
    query CompanyFacts {
      siteWideContent {
        companyFacts {
          headcount
          foundedYear
          customers
          doors
          sites
          offices {
            city
            country
            addressLines
            headquarters
            mapsUrl
          }
          certifications {
            name
            issuer
            issuedOn
            expiresOn
            current
          }
        }
      }
    }
  `)
  const facts = data.siteWideContent?.companyFacts
  if (!facts) throw new Error('The company facts document is missing: the build checks it, so this is a stale cache')
  return { ...facts, certifications: (facts.certifications ?? []).map((c) => ({ ...c, current: c.current === true })) }
}
