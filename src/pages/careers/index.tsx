import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { CareersStory } from '../../components/careers/CareersStory'
import { JobListing } from '../../components/careers/JobListing'
import { Heading } from '../../components/laika/Heading'
import { Seo, useSiteUrl } from '../../components/seo/Seo'
import { collectionPageLd } from '../../lib/seo/structured-data'
import { site } from '../../config/site-config'
import type { CareersFetchStatus, CareersProviderKind } from '../../lib/careers/listing-state'

type Data = Queries.CareersPageQuery

/** SPEC 2.9: /careers lists the offers the build fetched (src/node/careers/source.ts). */
export default function CareersPage({ data }: PageProps<Data>): React.JSX.Element {
  const source = data.careersSource
  return (
    <section className="careers">
      <p className="eyebrow">Careers</p>
      <Heading level={1} size="Xxl">
        Open positions at {site.brand.name}
      </Heading>
      <p className="lead">Help us connect people and spaces: hardware, cloud, and the people who install and sell it.</p>
      <CareersStory />
      <JobListing
        offers={data.allJobOffer.nodes}
        status={(source?.status ?? 'failed') as CareersFetchStatus}
        provider={(source?.provider ?? 'embedded') as CareersProviderKind}
        groupByDepartment={site.careers.groupByDepartment}
        showCompany={site.careers.showCompany}
      />
    </section>
  )
}

const DESCRIPTION = `Open positions at ${site.company}: firmware, cloud, customer success, sales and design.`

/** A collection of the open positions, each its offer's page (which carries its JobPosting). */
export function Head({ data }: HeadProps<Data>): React.JSX.Element {
  const siteUrl = useSiteUrl()
  const items = data.allJobOffer.nodes.map((offer) => ({ name: offer.title, path: offer.path }))
  return (
    <Seo
      title="Careers"
      description={DESCRIPTION}
      path="/careers"
      jsonLd={[collectionPageLd({ siteUrl, path: '/careers', name: 'Careers', description: DESCRIPTION, items })]}
    />
  )
}

export const query = graphql`
  query CareersPage {
    allJobOffer {
      nodes {
        offerId
        title
        department
        location
        company
        path
      }
    }
    careersSource {
      status
      provider
    }
  }
`
