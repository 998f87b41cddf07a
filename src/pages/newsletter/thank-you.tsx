import type { HeadFC } from 'gatsby'
import React from 'react'
import { Container } from '../../components/laika/Container'
import { Heading } from '../../components/laika/Heading'
import { Text } from '../../components/laika/Text'
import { SiteLink } from '../../components/links/SiteLink'
import { Seo } from '../../components/seo/Seo'
import { NEWSLETTER_TEXT } from '../../lib/forms/newsletter'
// The same centred one-message page as the error page.
import * as styles from '../../components/errors/ErrorPage.module.css'

const PATH = '/newsletter/thank-you'

/**
 * Where the footer newsletter sends a browser without JavaScript after a sign-up (the forms host's
 * 303, docs/forms.md): the form's own 'Thanks for connecting' (SPEC 4.4), as a page.
 */
export default function NewsletterThankYouPage(): React.JSX.Element {
  return (
    <Container size="small" as="section" className={styles.page}>
      <Heading level={1}>{NEWSLETTER_TEXT.submitted}</Heading>
      <Text>You are subscribed to our newsletter.</Text>
      <Text>
        <SiteLink href="/">Go back to the Home Page</SiteLink>
      </Text>
    </Container>
  )
}

export const Head: HeadFC = () => <Seo title={NEWSLETTER_TEXT.submitted} path={PATH} noindex />
