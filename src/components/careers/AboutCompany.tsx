import React from 'react'
import { site } from '../../config/site-config'
import { formatCount, listInWords } from '../../lib/content/company-facts'
import { Heading } from '../laika/Heading'
import { useCompanyFacts } from '../site-wide/use-company-facts'

/**
 * Every job offer's company section, in place of the blurb recruiters paste into the applicant-tracking
 * service (src/lib/careers/company-section.ts): its figures come from the company facts document.
 */
export function AboutCompany(): React.JSX.Element {
  const facts = useCompanyFacts()
  return (
    <section aria-labelledby="job-company">
      <Heading level={2} size="Xl" id="job-company">
        About {site.brand.name}
      </Heading>
      <p>
        {site.brand.name} makes cloud access control: door readers, controllers, a video intercom, cameras, a mobile app and one dashboard
        for every building a customer runs. {formatCount(facts.customers)} customers, from schools to hospitals to gyms, manage{' '}
        {formatCount(facts.doors)} doors at {formatCount(facts.sites)} sites with us. We are {formatCount(facts.headcount)} people in{' '}
        {listInWords(facts.offices.map((o) => o.city))}, and about half of us work remotely.
      </p>
    </section>
  )
}
