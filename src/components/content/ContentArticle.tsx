import { graphql } from 'gatsby'
import React from 'react'
import { CONTENT_IMAGE_SIZES } from '../../lib/image-sizes'
import { ContentImage } from '../media/ContentImage'
import { Body } from './Body'
import { TableOfContents } from './TableOfContents'
import * as styles from './ContentArticle.module.css'
import { classes } from '../laika/classes'
import { PublishedDate } from './PublishedDate'

interface ContentArticleProps {
  page: Queries.ContentArticleFieldsFragment
  /** A short label above the heading: the collection or category. */
  eyebrow?: string | null
  /**
   * Article pages (articles, blog posts, guides) show the reading time and the table of contents
   * (SPEC 2.10); other content pages show neither.
   */
  article?: boolean
  /** Extra facts under the heading, e.g. a case study's headline figure. */
  children?: React.ReactNode
}

/** The page body shared by every template with a rich-text body (SPEC 2.10, 3.3). */
export function ContentArticle({ page, eyebrow, article = false, children }: ContentArticleProps): React.JSX.Element {
  const author = page.author
  const toc = article ? page.toc : []
  return (
    <article className={classes(styles.article, toc.length > 0 && styles.withToc)}>
      <header>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{page.heading}</h1>
        {page.subHeading ? <p className={styles.lead}>{page.subHeading}</p> : null}
        {/* A div, not a p: the avatar's wrapper is a div, which a p cannot hold. */}
        <div className={styles.meta}>
          <ContentImage image={author?.image?.gatsbyImageData} alt={author?.image?.alt ?? ''} priority="eager" className={styles.avatar} />
          {page.publishedIso ? <PublishedDate iso={page.publishedIso} /> : null}
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
      {toc.length > 0 ? <TableOfContents entries={toc} className={styles.toc} /> : null}
      <Body value={page.body} className={styles.body} />
    </article>
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
