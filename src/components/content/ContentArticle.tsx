import { graphql } from 'gatsby'
import React from 'react'
import { Body } from './Body'

interface ContentArticleProps {
  page: Queries.ContentArticleFieldsFragment
  /** A short label above the heading: the collection or category. */
  eyebrow?: string | null
  /** Extra facts under the heading, e.g. a case study's headline figure. */
  children?: React.ReactNode
}

/** The page body shared by every template with a rich-text body (SPEC 2.10, 3.3). */
export function ContentArticle({ page, eyebrow, children }: ContentArticleProps): React.JSX.Element {
  const author = page.author
  return (
    <article className="content-article">
      <header>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{page.heading}</h1>
        {page.subHeading ? <p className="lead">{page.subHeading}</p> : null}
        <p className="meta">
          {page.publishedOn ? <time dateTime={page.publishedIso ?? undefined}>{page.publishedOn}</time> : null}
          {author ? (
            <span className="byline">
              {' '}
              by {author.name}
              {author.jobTitle ? `, ${author.jobTitle}` : ''}
            </span>
          ) : null}
        </p>
        {children}
      </header>
      <Body value={page.body} />
    </article>
  )
}

export const query = graphql`
  fragment ContentArticleFields on ArticlePage {
    heading
    subHeading
    publishedOn(formatString: "MMMM D, YYYY")
    publishedIso: publishedOn
    body
    author {
      name
      jobTitle
    }
  }
`
