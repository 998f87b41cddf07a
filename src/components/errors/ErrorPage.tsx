import React from 'react'
import { errorTitle } from '../../lib/error-page'
import { POPULAR_PAGES } from '../../lib/way-on'
import { Button } from '../laika/Button'
import { Container } from '../laika/Container'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import * as styles from './ErrorPage.module.css'

/**
 * The error page for any status (SPEC 2.16): its title and the way back home. A page not found
 * also offers a way on (issue 27): the site's search, and a few popular pages.
 */
export function ErrorPage({ status }: { status: number }): React.JSX.Element {
  return (
    <Container size="small" as="section" className={styles.page}>
      <Text className={styles.status}>Error {status}</Text>
      <Heading level={1}>{errorTitle(status)}</Heading>
      <Text>
        <SiteLink href="/">Go back to the Home Page</SiteLink>
      </Text>
      {status === 404 ? (
        <div className={styles.wayOn}>
          {/* A plain GET form: /search reads ?q= (SPEC 7.11), so it works before any script. */}
          <form role="search" action="/search" method="get" className={styles.search}>
            <label htmlFor="not-found-search">Search the site</label>
            <div className={styles.searchRow}>
              <input id="not-found-search" name="q" type="search" placeholder="Search products, guides, customers…" />
              <Button type="submit" rank="alpha">
                Search
              </Button>
            </div>
          </form>
          <nav aria-labelledby="not-found-popular">
            <h2 id="not-found-popular" className={styles.popularTitle}>
              Popular pages
            </h2>
            <ul className={styles.popular}>
              {POPULAR_PAGES.map((p) => (
                <li key={p.href}>
                  <SiteLink href={p.href}>{p.title}</SiteLink>
                  <span>{p.text}</span>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </Container>
  )
}
