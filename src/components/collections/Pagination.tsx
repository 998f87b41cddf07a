import React from 'react'
import { pageNeighbours } from '../../lib/content/collections'
import { SiteLink } from '../links/SiteLink'
import * as styles from './collections.module.css'

/** The blog's previous/next page links (SPEC 2.12); nothing when there is a single page. */
export function Pagination({ page, count }: { page: number; count: number }): React.JSX.Element | null {
  if (count <= 1) return null
  const { previous, next } = pageNeighbours(page, count)
  return (
    <nav aria-label="Blog pages" className={styles.pagination}>
      {previous ? (
        <SiteLink href={previous} rel="prev">
          Newer posts
        </SiteLink>
      ) : null}
      <span>
        Page {page} of {count}
      </span>
      {next ? (
        <SiteLink href={next} rel="next">
          Older posts
        </SiteLink>
      ) : null}
    </nav>
  )
}

/** The `rel` prev/next links of a blog page's head, so crawlers follow the series. */
export function PaginationHeadLinks({ page, count }: { page: number; count: number }): React.JSX.Element {
  const { previous, next } = pageNeighbours(page, count)
  return (
    <>
      {previous ? <link rel="prev" href={previous} /> : null}
      {next ? <link rel="next" href={next} /> : null}
    </>
  )
}
