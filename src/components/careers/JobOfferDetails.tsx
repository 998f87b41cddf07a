import React from 'react'
import type { JobOffer } from '../../lib/careers/job-offer'
import { Button } from '../laika/Button'
import { Heading } from '../laika/Heading'
import { SiteLink } from '../links/SiteLink'
import * as styles from './JobOfferDetails.module.css'

type Shown = Pick<JobOffer, 'title' | 'department' | 'company' | 'location' | 'description1' | 'description2' | 'applyUrl'>

/**
 * SPEC 2.9: one offer, shared by its static page and `/careers/offer?id=`. The descriptions are
 * provider HTML, sanitized with an allow-list at build time (src/lib/careers/sanitize-offer-html.ts).
 */
export function JobOfferDetails({ offer }: { offer: Shown }): React.JSX.Element {
  return (
    <article className={styles.offer}>
      <header>
        <p className={styles.back}>
          <SiteLink href="/careers">← All jobs</SiteLink>
        </p>
        <p className="eyebrow">{offer.department}</p>
        <Heading level={1} size="Xxl">
          {offer.title}
        </Heading>
        <p className={styles.meta}>
          {offer.company} · {offer.location}
        </p>
      </header>
      <section aria-labelledby="job-description">
        <Heading level={2} size="Xl" id="job-description">
          Description
        </Heading>
        <div dangerouslySetInnerHTML={{ __html: offer.description1 }} />
      </section>
      <section aria-labelledby="job-requirements">
        <Heading level={2} size="Xl" id="job-requirements">
          Requirements
        </Heading>
        <div dangerouslySetInnerHTML={{ __html: offer.description2 }} />
      </section>
      {/* The design system's button, a link to the provider's form in a new tab. */}
      <p className={styles.actions}>
        <Button href={offer.applyUrl} newTab rank="alpha">
          Apply
        </Button>
        <SiteLink href="/careers">See all jobs</SiteLink>
      </p>
    </article>
  )
}
