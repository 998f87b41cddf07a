import React from 'react'
import type { TrustCentreSection } from '../../content-model/types'
import { formatFactDate } from '../../lib/content/company-facts'
import { Heading } from '../laika/Heading'
import { useCompanyFacts } from '../site-wide/use-company-facts'
import * as styles from './TrustCentre.module.css'
import { Section } from './Section'

/**
 * The trust centre: each certification of the company facts document with its issuer and dates
 * (the build refuses one expired but shown as current, src/content-model/rules.ts), then the
 * subprocessors with their purpose and region. Cards, so they read at 320px without scrolling.
 */
export function TrustCentre({ section }: { section: TrustCentreSection }): React.JSX.Element {
  const { certifications } = useCompanyFacts()
  return (
    <Section heading={section.heading} className={styles.trust}>
      {section.text ? <p className={styles.lead}>{section.text}</p> : null}
      <Heading level={3} size="Lg">
        Certifications and audit reports
      </Heading>
      <ul className={styles.cards}>
        {certifications.map((cert) => (
          <li key={cert.name} className={styles.card}>
            <p className={styles.name}>{cert.name}</p>
            <p className={cert.current ? styles.current : styles.lapsed}>{cert.current ? 'Current' : 'Renewal under way'}</p>
            <dl className={styles.facts}>
              <dt>Issued by</dt>
              <dd>{cert.issuer}</dd>
              <dt>Issued</dt>
              <dd>
                <time dateTime={cert.issuedOn}>{formatFactDate(cert.issuedOn)}</time>
              </dd>
              <dt>{cert.current ? 'Valid until' : 'Expired'}</dt>
              <dd>
                <time dateTime={cert.expiresOn}>{formatFactDate(cert.expiresOn)}</time>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <Heading level={3} size="Lg">
        Subprocessors
      </Heading>
      <ul className={styles.cards}>
        {section.subprocessors.map((sub) => (
          <li key={sub._key} className={styles.card}>
            <p className={styles.name}>{sub.name}</p>
            <dl className={styles.facts}>
              <dt>Purpose</dt>
              <dd>{sub.purpose}</dd>
              <dt>Region</dt>
              <dd>{sub.region}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  )
}
