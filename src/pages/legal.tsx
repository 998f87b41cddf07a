import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../components/collections/EmptyState'
import { EntryCard } from '../components/collections/EntryCard'
import { EntryList } from '../components/collections/EntryList'
import { PageIntro } from '../components/laika/PageIntro'
import { Seo } from '../components/seo/Seo'
import { site } from '../config/site-config'

const DESCRIPTION = `The policies and agreements that govern ${site.brand.name}’s website and services.`

/**
 * SPEC 2.13: the legal index, where the footers' 'Legal:' link goes (SPEC 2.5). Every legalPage
 * document, highest priority first, as the footers order them (SPEC 7.3).
 */
export default function Legal({ data }: PageProps<Queries.LegalIndexQuery>): React.JSX.Element {
  return (
    <>
      <>
        <PageIntro title="Legal" lead={DESCRIPTION} />
        <EntryList
          entries={data.allLegalPage.nodes}
          label="Legal pages"
          renderEntry={(page) => <EntryCard entry={page} headingLevel={2} />}
          empty={<EmptyState>No legal pages yet.</EmptyState>}
        />
      </>
    </>
  )
}

export const Head: HeadFC = () => <Seo title="Legal" description={DESCRIPTION} path="/legal" />

export const query = graphql`
  query LegalIndex {
    allLegalPage(sort: [{ priority: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
      }
    }
  }
`
