import { graphql } from 'gatsby'
import React from 'react'
import { CARD_SUMMARY_LENGTH, truncate } from '../../lib/content/text'
import { Card } from '../laika/Card'
import { classes } from '../laika/classes'
import { SiteLink } from '../links/SiteLink'
import { ENTRY_CARD_IMAGE_SIZES, FEATURED_CARD_IMAGE_SIZES } from '../../lib/media/image-sizes'
import { ContentImage } from '../media/ContentImage'
import * as styles from './collections.module.css'
import { PublishedDate } from '../content/PublishedDate'

interface EntryCardProps {
  entry: Queries.EntryCardFragment
  /** A short label above the title: a category, a course label, an industry. */
  eyebrow?: string | null
  /**
   * The newest blog post, shown larger above the others: its image is the page's largest paint,
   * so it loads at once with high fetch priority.
   */
  featured?: boolean
  /** Image beside text on a wide screen, as the featured post, at the title's own size: a changelog's rows (/updates). */
  wide?: boolean
  /** The title's level in the page outline. */
  headingLevel?: 2 | 3
  /** Show the estimated reading time (SPEC 9.1) beside the date: blog posts, courses. */
  showReadingTime?: boolean
  /** Extra facts under the summary, e.g. a case study's headline figure. */
  children?: React.ReactNode
}

/** One entry of a collection page: image, title (the short heading), summary, date; the whole card links to the entry. */
export function EntryCard({
  entry,
  eyebrow,
  featured = false,
  wide = false,
  headingLevel = 3,
  showReadingTime = false,
  children,
}: EntryCardProps): React.JSX.Element {
  const Heading = `h${featured ? 2 : headingLevel}` as const
  const date = entry.publishedIso ? <PublishedDate iso={entry.publishedIso} /> : null
  const reading = showReadingTime ? <span>{entry.readingTime} min read</span> : null
  // A static part (Static.tsx): in a filtered list, a card mounted by the filter renders as any component.
  return (
    <>
      <Card linked className={classes(styles.card, featured && styles.featured, wide && styles.wide)}>
        <ContentImage
          image={entry.cardImage?.gatsbyImageData}
          alt={entry.cardImage?.alt ?? ''}
          priority={featured ? 'high' : 'lazy'}
          sizes={featured ? FEATURED_CARD_IMAGE_SIZES : ENTRY_CARD_IMAGE_SIZES}
          className={styles.image}
        />
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <Heading>
          <SiteLink href={entry.href}>{entry.headingAlt}</SiteLink>
        </Heading>
        {entry.summary ? <p>{truncate(entry.summary, CARD_SUMMARY_LENGTH)}</p> : null}
        {children}
        {date || reading ? (
          <p className={styles.meta}>
            {date}
            {date && reading ? ' · ' : null}
            {reading}
          </p>
        ) : null}
      </Card>
    </>
  )
}

export const query = graphql`
  fragment EntryCard on ArticlePage {
    id
    href
    headingAlt
    summary
    publishedIso: publishedOn
    readingTime
    # SPEC 9.9: the size of a 'What’s new' card image, used for every collection card.
    cardImage: mainImage {
      alt
      gatsbyImageData(width: 669, height: 376)
    }
  }
`
