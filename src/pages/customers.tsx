import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { EntryCard } from '../components/collections/EntryCard'
import { FilteredEntryList } from '../components/collections/FilterBar'
import { PageIntro } from '../components/laika/PageIntro'
import { Seo, useSiteUrl } from '../components/seo/Seo'
import { collectionPageLd } from '../lib/seo/structured-data'
import * as styles from './customers.module.css'
import { INDUSTRIES, industryName } from '../lib/content/taxonomy'
import { site } from '../config/site-config'

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, name: industryName(industry) }))

/**
 * SPEC 2.12: the case studies, each with its customer's headline figure. Every card is in the static
 * HTML; the industry filter runs in the browser (and is kept in the query string, ?industry=).
 */
export default function Customers({ data }: PageProps<Queries.CustomersQuery>): React.JSX.Element {
  return (
    <>
      <PageIntro title="Customers" lead={<>How offices, schools, gyms, hospitals and cities run their doors with {site.brand.name}.</>} />
      <FilteredEntryList
        label="Filter customer stories by industry"
        param="industry"
        options={INDUSTRY_OPTIONS}
        entries={data.allCaseStudy.nodes}
        valueOf={(story) => story.industry}
        listLabel="Customer stories"
        renderEntry={(story) => (
          <EntryCard entry={story} eyebrow={industryName(story.industry)} headingLevel={2}>
            {story.headlineFigure ? (
              <p className={styles.figure}>
                <strong>{story.headlineFigure.value}</strong> {story.headlineFigure.label}
              </p>
            ) : null}
          </EntryCard>
        )}
        empty={(industry) =>
          industry
            ? `No customer stories in ${industryName(industry)} yet.`
            : 'No customer stories yet. Ask us for references: sales will put you in touch.'
        }
      />
    </>
  )
}

const DESCRIPTION = `Customer stories: how organisations run access control with ${site.brand.name}.`

/** A collection of the customer stories, in the order the page lists them. */
export function Head({ data }: HeadProps<Queries.CustomersQuery>): React.JSX.Element {
  const siteUrl = useSiteUrl()
  const items = data.allCaseStudy.nodes.map((story) => ({ name: story.headingAlt, path: story.href }))
  return (
    <Seo
      title="Customers"
      description={DESCRIPTION}
      path="/customers"
      jsonLd={[collectionPageLd({ siteUrl, path: '/customers', name: 'Customers', description: DESCRIPTION, items })]}
    />
  )
}

export const query = graphql`
  query Customers {
    allCaseStudy(sort: [{ publishedOn: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
        customer
        industry
        headlineFigure {
          value
          label
        }
      }
    }
  }
`
