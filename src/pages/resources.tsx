import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../components/collections/EmptyState'
import { EntryCard } from '../components/collections/EntryCard'
import { EntryList } from '../components/collections/EntryList'
import { SiteLink } from '../components/links/SiteLink'
import { PageIntro } from '../components/laika/PageIntro'
import { Section } from '../components/sections/Section'
import { Seo } from '../components/seo/Seo'

/** SPEC 2.12: the learning hub, articles and guides, each newest first. */
export default function Resources({ data }: PageProps<Queries.ResourcesQuery>): React.JSX.Element {
  const shelves = [
    { id: 'guides', title: 'Guides', eyebrow: 'Guide', entries: data.allGuide.nodes },
    { id: 'articles', title: 'Articles', eyebrow: 'Article', entries: data.allArticle.nodes },
  ]
  return (
    <>
      <>
        <PageIntro
          title="Learning hub"
          lead={
            <>
              Articles and in-depth guides on access control. Looking for something to keep?{' '}
              <SiteLink href="/download">Download a guide</SiteLink>.
            </>
          }
        />
        {shelves.map(({ id, title, eyebrow, entries }) => (
          <Section key={id} heading={title}>
            <EntryList
              entries={entries}
              renderEntry={(entry) => <EntryCard entry={entry} eyebrow={eyebrow} />}
              empty={<EmptyState>No {id} yet.</EmptyState>}
            />
          </Section>
        ))}
      </>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo title="Learning hub" description="Articles and guides on physical access control." path="/resources" />
)

export const query = graphql`
  query Resources {
    allGuide(sort: [{ publishedOn: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
      }
    }
    allArticle(sort: [{ publishedOn: DESC }, { heading: ASC }]) {
      nodes {
        ...EntryCard
      }
    }
  }
`
