import type { HeadFC } from 'gatsby'
import React from 'react'
import { JobOfferById } from '../../components/careers/JobOfferById'
import { Seo } from '../../components/seo/Seo'

/** SPEC 2.9, 4.3, 7.4: `/careers/offer?id={id}`, the offer picked in the browser (JobOfferById). */
export default function JobOfferByIdPage(): React.JSX.Element {
  return <JobOfferById />
}

// A copy of the offers' own pages, addressed by query string: not for search engines.
export const Head: HeadFC = () => <Seo title="Job offer" path="/careers/offer" noindex />
