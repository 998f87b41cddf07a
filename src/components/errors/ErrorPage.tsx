import React from 'react'
import { errorTitle } from '../../lib/error-page'
import { Container } from '../laika/Container'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import * as styles from './ErrorPage.module.css'

/** The error page for any status (SPEC 2.16): its title and the way back home. */
export function ErrorPage({ status }: { status: number }): React.JSX.Element {
  return (
    <Container size="small" as="section" className={styles.page}>
      <Text className={styles.status}>Error {status}</Text>
      <Heading level={1}>{errorTitle(status)}</Heading>
      <Text>
        <SiteLink href="/">Go back to the Home Page</SiteLink>
      </Text>
    </Container>
  )
}
