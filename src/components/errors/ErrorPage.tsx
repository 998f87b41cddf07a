import React from 'react'
import { errorTitle } from '../../lib/errors/error-page'
import { Container } from '../laika/Container'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import { PopularPages } from '../search/PopularPages'
import { SearchBox } from '../search/SearchBox'
import * as styles from './ErrorPage.module.css'

/**
 * The error page for any status (SPEC 2.16): its title and the way back home. A page not found
 * also offers a way on: the site's search, and a few popular pages.
 */
export function ErrorPage({ status }: { status: number }): React.JSX.Element {
  return (
    <>
      <Container size="small" as="section" className={styles.page}>
        <Text className={styles.status}>Error {status}</Text>
        <Heading level={1}>{errorTitle(status)}</Heading>
        <Text>
          <SiteLink href="/">Go back to the Home Page</SiteLink>
        </Text>
        {status === 404 ? (
          <div className={styles.wayOn}>
            {/* A plain GET form to /search (SPEC 7.11), so it works before any script. */}
            <SearchBox id="not-found-search" button="Search" />
            <PopularPages id="not-found-popular" title="Popular pages" />
          </div>
        ) : null}
      </Container>
    </>
  )
}
