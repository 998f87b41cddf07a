import type { HeadFC } from 'gatsby'
import React from 'react'
import { site } from '../config/site-config'
import { Heading } from '../components/laika/Heading'
import { Seo } from '../components/seo/Seo'
import { useLoadedSearch } from '../components/search/load-search'
import * as styles from '../components/search/SearchOverlay.module.css'

/**
 * /search: every result of a query, page by page (SPEC 2.8, 7.11), the query in the URL
 * (`?q=…&page=2`). Like the overlay, it loads the search code after the page has rendered, so the
 * page's own JavaScript stays as small as any other page's.
 */
export default function SearchPage(): React.JSX.Element {
  const search = useLoadedSearch()
  return (
    <section aria-labelledby="search-heading">
      <Heading level={1} size="Xxl" id="search-heading">
        Search
      </Heading>
      {search === 'failed' ? (
        <p role="alert" className={styles.message}>
          Search is not available right now. Please try again later.
        </p>
      ) : search ? (
        <search.ResultsPage />
      ) : (
        <p className={styles.message}>Loading search…</p>
      )}
    </section>
  )
}

// Result pages are for visitors, not for search engines: noindex.
export const Head: HeadFC = () => <Seo title="Search" description={`Search the ${site.brand.name} website.`} path="/search" noindex />
