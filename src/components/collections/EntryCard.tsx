import { graphql } from 'gatsby'
import React from 'react'
import { SiteLink } from '../links/SiteLink'
import { classes } from '../laika/classes'
import * as styles from './collections.module.css'

interface EntryCardProps {
  entry: Queries.EntryCardFragment
  /** A short label above the title: a category, a course label, an industry. */
  eyebrow?: string | null
  /** The newest blog post, shown larger above the others. */
  featured?: boolean
  /** The title's level in the page outline. */
  headingLevel?: 2 | 3
  /** Extra facts under the summary, e.g. a case study's headline figure. */
  children?: React.ReactNode
}

/** One entry of a collection page: title (the short heading), summary and date, linking to the entry. */
export function EntryCard({ entry, eyebrow, featured = false, headingLevel = 3, children }: EntryCardProps): React.JSX.Element {
  const Heading = `h${featured ? 2 : headingLevel}` as const
  return (
    <div className={classes(styles.card, featured && styles.featured)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading>
        <SiteLink href={entry.href}>{entry.headingAlt}</SiteLink>
      </Heading>
      {entry.summary ? <p>{entry.summary}</p> : null}
      {children}
      {entry.publishedOn ? (
        <p className={styles.meta}>
          <time dateTime={entry.publishedIso ?? undefined}>{entry.publishedOn}</time>
        </p>
      ) : null}
    </div>
  )
}

export const query = graphql`
  fragment EntryCard on ContentPage {
    id
    href
    headingAlt
    summary
    publishedOn(formatString: "MMMM D, YYYY")
    publishedIso: publishedOn
  }
`
