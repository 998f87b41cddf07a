import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../components/collections/EmptyState'
import { EntryCard } from '../components/collections/EntryCard'
import { PageIntro } from '../components/laika/PageIntro'
import { Section } from '../components/sections/Section'
import { Seo } from '../components/seo/Seo'
import { groupByMonth } from '../lib/content/collections'
import { site } from '../config/site-config'
import * as styles from './updates.module.css'

/**
 * SPEC 2.12: the feature updates, newest first, under a heading per month: a changelog, each
 * update a full-width row (image beside text on a wide screen), since most months hold one.
 */
export default function Updates({ data }: PageProps<Queries.UpdatesQuery>): React.JSX.Element {
  const months = groupByMonth(data.allFeatureUpdate.nodes)
  return (
    <>
      <>
        <PageIntro title="What’s new" lead={<>Every improvement to {site.brand.name}, newest first.</>} />
        {months.length === 0 ? <EmptyState>No product updates yet.</EmptyState> : null}
        {months.map((month) => (
          <Section key={month.month} heading={month.label} className={styles.month}>
            <ul className={styles.changelog}>
              {month.items.map((update) => (
                <li key={update.id}>
                  <EntryCard entry={update} wide />
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo title="What’s new" description={`Product updates to ${site.brand.name} cloud access control, newest first.`} path="/updates" />
)

export const query = graphql`
  query Updates {
    allFeatureUpdate(sort: [{ publishedOn: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
      }
    }
  }
`
