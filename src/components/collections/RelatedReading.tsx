import { graphql } from 'gatsby'
import React from 'react'
import { Section } from '../sections/Section'
import { EntryCard } from './EntryCard'
import { EntryList } from './EntryList'

type Entry = Queries.EntryCardFragment & { category?: string | null }

interface RelatedReadingProps {
  /** The section's heading: 'Related posts', 'More customer stories', … */
  heading: string
  /** The entries the page's query read for `ids` (in any order). */
  entries: readonly Entry[]
  /** The page context's relatedIds (relatedReading, src/lib/content/collections.ts), in the order shown. */
  ids: readonly string[]
  showReadingTime?: boolean
}

/**
 * SPEC 2.12 for blog posts (docs/collections.md): the end of a long-form page, up to
 * three other entries of its type, the same topic first. The build picks them
 * (src/node/page-context.ts); the page shows them in that order, as a section like the home page's.
 */
export function RelatedReading({ heading, entries, ids, showReadingTime = false }: RelatedReadingProps): React.JSX.Element | null {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const shown = ids.flatMap((i) => byId.get(i) ?? [])
  if (shown.length === 0) return null
  return (
    <Section heading={heading}>
      <EntryList
        entries={shown}
        renderEntry={(e) => <EntryCard entry={e} eyebrow={e.category} showReadingTime={showReadingTime} />}
        empty={null}
      />
    </Section>
  )
}

export const query = graphql`
  fragment RelatedPost on BlogPost {
    ...EntryCard
    category
  }
`
