import React from 'react'
import type { JobOffer } from '../../lib/careers/job-offer'
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
        <p className="eyebrow">{offer.department}</p>
        <h1>{offer.title}</h1>
        <p className={styles.meta}>
          {offer.company} · {offer.location}
        </p>
      </header>
      <section aria-labelledby="job-description">
        <h2 id="job-description">Description</h2>
        <div dangerouslySetInnerHTML={{ __html: offer.description1 }} />
      </section>
      <section aria-labelledby="job-requirements">
        <h2 id="job-requirements">Requirements</h2>
        <div dangerouslySetInnerHTML={{ __html: offer.description2 }} />
      </section>
      <p>
        <SiteLink className={styles.apply} href={offer.applyUrl} newTab>
          Apply
        </SiteLink>
      </p>
    </article>
  )
}
