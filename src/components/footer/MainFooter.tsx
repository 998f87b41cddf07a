import React from 'react'
import { Container } from '../laika/Container'
import { Heading } from '../laika/Heading'
import { Theme } from '../laika/Theme'
import { SiteLink } from '../links/SiteLink'
import { useCompanyFacts } from '../site-wide/use-company-facts'
import { useSiteWideContent } from '../site-wide/use-site-wide-content'
import { FooterColumns, SocialLinks } from './FooterColumns'
import { LegalLine } from './LegalLine'
import { NewsletterIsland } from './NewsletterIsland'
import * as styles from './Footer.module.css'

/**
 * The main footer of the main layout (SPEC 2.5): the title, four link columns and the social links
 * (the main footer's CMS document), the offices (the company facts document), the legal line, and the newsletter form (SPEC 4.4)
 * beside the title.
 */
export function MainFooter(): React.JSX.Element {
  const links = useSiteWideContent()?.footers.main
  const { offices } = useCompanyFacts()
  return (
    <Theme theme="anti" className={styles.footer}>
      <Container as="footer">
        <div className={styles.top}>
          <Heading level={2} size="Xl">
            Connect people and spaces
          </Heading>
          <NewsletterIsland />
        </div>
        <div className={styles.body}>
          <FooterColumns columns={links?.columns ?? []} />
          <div className={styles.offices}>
            <h2 className={styles.columnTitle}>Offices</h2>
            {offices.map((office) => {
              const lines = [...office.addressLines, office.country].map((line) => <span key={line}>{line}</span>)
              return office.mapsUrl ? (
                <SiteLink key={office.city} href={office.mapsUrl} className={styles.office}>
                  <strong>{office.city}</strong>
                  {lines}
                </SiteLink>
              ) : (
                <p key={office.city} className={styles.office}>
                  <strong>{office.city}</strong>
                  {lines}
                </p>
              )
            })}
            <SocialLinks profiles={links?.social ?? []} />
          </div>
        </div>
        <LegalLine />
      </Container>
    </Theme>
  )
}
