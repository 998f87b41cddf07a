import { graphql } from 'gatsby'
import React from 'react'
import { CONTENT_IMAGE_SIZES } from '../../lib/media/image-sizes'
import { ContentImage } from '../media/ContentImage'
import { Body } from './Body'
import { TableOfContents } from './TableOfContents'
import * as styles from './ContentArticle.module.css'
import { classes } from '../laika/classes'
import { PublishedDate } from './PublishedDate'
import { CtaBanner } from '../banners/CtaBanner'
import type { BannerContent } from '../../content-model/types'

/** The closing call to action of long-form pages, the home page's two ways on. */
export const CLOSING_CTA: BannerContent = {
  headingAlt: 'See Threshold on your own doors',
  text: 'A product specialist walks you through readers, the video intercom and the dashboard, with your buildings in mind.',
  buttons: [
    { text: 'Book a demo', href: '/demo' },
    { text: 'Get a quote', href: '/quote' },
  ],
}

interface ContentArticleProps {
  page: Queries.ContentArticleFieldsFragment
  /** A short label above the heading: the collection or category. */
  eyebrow?: string | null
  /**
   * Article pages (articles, blog posts, guides) show the reading time and the table of contents
   * (SPEC 2.10); other content pages show neither.
   */
  article?: boolean
  /** The table of contents in the side column; defaults to `article` (legal pages have it too). */
  toc?: boolean
  /** Extra facts under the heading, e.g. a case study's headline figure. */
  children?: React.ReactNode
  /** The side column's own content on wide screens (a case study's facts), under the table of contents. */
  aside?: React.ReactNode
  /** Between the body and the closing call to action (a case study's results and quote). */
  after?: React.ReactNode
  /** The closing call to action after the body. */
  closingCta?: boolean
  /** The related reading (RelatedReading): after the article, before the closing call to action. */
  related?: React.ReactNode
  /** Legal pages: 'Last updated' and this date instead of the published date. */
  lastUpdatedIso?: string | null
}

/** The page body shared by every template with a rich-text body (SPEC 2.10, 3.3). */
export function ContentArticle({ page, eyebrow, article = false, toc: withToc = article, children, aside, after, closingCta = false, related, lastUpdatedIso }: ContentArticleProps): React.JSX.Element {
  const author = page.author
  const toc = withToc ? page.toc : []
  const side = toc.length > 0 || aside != null
  return (
    <>
    <article className={classes(styles.article, side && styles.withToc)}>
      <header>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{page.heading}</h1>
        {page.subHeading ? <p className={styles.lead}>{page.subHeading}</p> : null}
        {/* A div, not a p: the avatar's wrapper is a div, which a p cannot hold. */}
        <div className={styles.meta}>
          <ContentImage image={author?.image?.gatsbyImageData} alt={author?.image?.alt ?? ''} priority="eager" className={styles.avatar} />
          {lastUpdatedIso ? (
            <span className={styles.updated}>
              Last updated <PublishedDate iso={lastUpdatedIso} />
            </span>
          ) : page.publishedIso ? (
            <PublishedDate iso={page.publishedIso} />
          ) : null}
          {author ? (
            <span className="byline">
              {' '}
              by {author.name}
              {author.jobTitle ? `, ${author.jobTitle}` : ''}
            </span>
          ) : null}
          {article ? <span className="reading-time"> · {page.readingTime} min read</span> : null}
        </div>
        {children}
        {/* The largest image above the fold: loaded at once, with high priority. */}
        <ContentImage image={page.mainImage?.gatsbyImageData} alt={page.mainImage?.alt ?? ''} priority="high" sizes={CONTENT_IMAGE_SIZES} className={styles.heroImage} />
      </header>
      {side ? (
        <div className={styles.side}>
          {toc.length > 0 ? <TableOfContents entries={toc} className={styles.toc} /> : null}
          {aside != null ? <>{aside}</> : null}
        </div>
      ) : null}
      <Body value={page.body} className={styles.body} />
      {after ? <div className={styles.after}>{after}</div> : null}
    </article>
    {related != null ? <>{related}</> : null}
    {closingCta ? (
      <div className={styles.closing}>
        <CtaBanner content={CLOSING_CTA} placement="section" />
      </div>
    ) : null}
    </>
  )
}

export const query = graphql`
  fragment ContentArticleFields on ArticlePage {
    heading
    subHeading
    publishedIso: publishedOn
    body
    readingTime
    toc {
      blockStyle
      blockText
      anchor
    }
    mainImage {
      alt
      gatsbyImageData(width: 940)
    }
    author {
      name
      jobTitle
      image {
        alt
        gatsbyImageData(layout: FIXED, width: 48, height: 48)
      }
    }
  }
`
