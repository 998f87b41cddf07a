import React from 'react'
import { searchPageHref } from '../../lib/search/search-url'
import { POPULAR_SEARCHES } from '../../lib/content/way-on'
import { Heading } from '../laika/Heading'
import { PopularPages } from './PopularPages'
import * as styles from './StartingPoints.module.css'

/**
 * /search before anything is typed: popular searches, and sections to start from. Each
 * popular search is a GET form's button, so it runs before the page's code does (it opens
 * `/search?q=…`, SPEC 7.11); once the code runs, `onSearch` takes it in place.
 */
export function StartingPoints({ onSearch }: { onSearch: (term: string) => void }): React.JSX.Element {
  return (
    <div className={styles.start}>
      <section aria-labelledby="search-popular">
        <Heading level={2} size="Lg" id="search-popular" className={styles.startTitle}>
          Popular searches
        </Heading>
        <form action={searchPageHref('')} method="get">
          <ul className={styles.chips}>
            {POPULAR_SEARCHES.map((term) => (
              <li key={term}>
                <button
                  type="submit"
                  name="q"
                  value={term}
                  className={styles.chip}
                  onClick={(event) => {
                    event.preventDefault()
                    onSearch(term)
                  }}
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </form>
      </section>
      <PopularPages id="search-sections" title="Or start from" />
    </div>
  )
}
