import React from 'react'
import type { JobOffer } from '../../lib/careers/job-offer'
import { Button } from '../laika/Button'
import { Heading } from '../laika/Heading'
import { SiteLink } from '../links/SiteLink'
import { AboutCompany } from './AboutCompany'
import * as styles from './JobOfferDetails.module.css'

export type ShownOffer = Pick<JobOffer, 'title' | 'department' | 'company' | 'location' | 'description1' | 'description2' | 'applyUrl'>

/**
 * SPEC 2.9: one offer, shared by its static page and `/careers/offer?id=`. The descriptions are
 * provider HTML, sanitized with an allow-list at build time (src/lib/careers/sanitize-offer-html.ts).
 * Where each field goes is marked (`data-offer`, `data-offer-html`, `data-offer-apply`), so the
 * island of `/careers/offer?id=` fills a copy of this markup with the offer it fetched.
 */
export function JobOfferDetails({ offer }: { offer: ShownOffer }): React.JSX.Element {
  return (
    <article className={styles.offer}>
      <header>
        <p className={styles.back}>
          <SiteLink href="/careers">← All jobs</SiteLink>
        </p>
        <p className="eyebrow" data-offer="department">
          {offer.department}
        </p>
        <Heading level={1} size="Xxl" data-offer="title">
          {offer.title}
        </Heading>
        <p className={styles.meta}>
          <span data-offer="company">{offer.company}</span> · <span data-offer="location">{offer.location}</span>
        </p>
        {/* Where a reader decides: without scrolling past the whole offer. */}
        <p className={styles.apply} data-offer-apply="">
          <Button href={offer.applyUrl} newTab rank="alpha">
            Apply
          </Button>
        </p>
      </header>
      {/* The offer's own headings (h2 once sanitized) are its sections: no generic heading above them. */}
      <div className={styles.body} data-offer-html="description1" dangerouslySetInnerHTML={{ __html: offer.description1 }} />
      <div className={styles.body} data-offer-html="description2" dangerouslySetInnerHTML={{ __html: offer.description2 }} />
      <AboutCompany />
      {/* The design system's button, a link to the provider's form in a new tab. */}
      <p className={styles.actions} data-offer-apply="">
        <Button href={offer.applyUrl} newTab rank="alpha">
          Apply
        </Button>
        <SiteLink href="/careers">See all jobs</SiteLink>
      </p>
    </article>
  )
}
