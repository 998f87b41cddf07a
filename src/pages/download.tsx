import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../components/collections/EmptyState'
import { EntryCard } from '../components/collections/EntryCard'
import { EntryList } from '../components/collections/EntryList'
import { SiteLink } from '../components/links/SiteLink'
import { PageIntro } from '../components/laika/PageIntro'
import { Seo } from '../components/seo/Seo'

/** SPEC 2.12 ('Guide Downloads'): the guides marked downloadable, newest first. */
export default function Download({ data }: PageProps<Queries.DownloadQuery>): React.JSX.Element {
  return (
    <>
      <>
        <PageIntro title="Guide downloads" lead="In-depth guides to read now or keep for later." />
        <EntryList
          label="Downloadable guides"
          entries={data.allGuide.nodes}
          renderEntry={(guide) => <EntryCard entry={guide} eyebrow="Guide" headingLevel={2} />}
          empty={
            <EmptyState>
              No downloadable guides yet. Browse the <SiteLink href="/resources">learning hub</SiteLink> in the meantime.
            </EmptyState>
          }
        />
      </>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo title="Guide downloads" description="Downloadable guides on physical access control." path="/download" />
)

export const query = graphql`
  query Download {
    allGuide(filter: { downloadable: { eq: true } }, sort: [{ publishedOn: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
      }
    }
  }
`
