import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { JobOfferDetails } from '../components/careers/JobOfferDetails'
import { Seo } from '../components/seo/Seo'
import { jobPosting } from '../lib/careers/job-posting'
import { offerDescription } from '../lib/careers/offer-description'

type Data = Queries.JobOfferTemplateQuery

/** SPEC 2.9: one static page per offer, at its clean path. */
export default function JobOfferTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const offer = data.jobOffer
  return offer ? (
    <>
      <JobOfferDetails offer={offer} />
    </>
  ) : null
}

/** Title and description for search results, and the JobPosting for Google for Jobs (SPEC 2.9). */
export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  const offer = data.jobOffer
  if (!offer) return null
  const posting = jobPosting({ ...offer, id: offer.offerId }, { siteUrl: data.site?.siteMetadata?.siteUrl ?? '', path: offer.path })
  return <Seo title={`${offer.title}, ${offer.location}`} description={offerDescription(offer)} path={offer.path} jsonLd={[posting]} />
}

export const query = graphql`
  query JobOfferTemplate($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    jobOffer(id: { eq: $id }) {
      offerId
      title
      department
      location
      company
      companyUrl
      infoUrl
      applyUrl
      description1
      description2
      path
      remote
      employmentType
      datePosted
      validThrough
      city
      region
      countryCode
      salary {
        min
        max
        currency
        unit
      }
    }
  }
`
