import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { CareersStory } from '../../components/careers/CareersStory'
import { JobListing } from '../../components/careers/JobListing'
import { Heading } from '../../components/laika/Heading'
import { Seo } from '../../components/seo/Seo'
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

export const Head: HeadFC = () => (
  <Seo
    title="Careers"
    description={`Open positions at ${site.company}: firmware, cloud, customer success, sales and design.`}
    path="/careers"
  />
)

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
