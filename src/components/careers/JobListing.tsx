import React from 'react'
import { groupOffers } from '../../lib/careers/group-offers'
import { CAREERS_MESSAGES, listingState, type CareersFetchStatus, type CareersProviderKind } from '../../lib/careers/listing-state'
import { Card } from '../laika/Card'
import { SiteLink } from '../links/SiteLink'
import { SectionHeading } from '../sections/Section'
import * as styles from './JobListing.module.css'

export interface ListingOffer {
  offerId: string
  title: string
  department: string
  location: string
  company: string
  path: string
}

interface JobListingProps {
  offers: readonly ListingOffer[]
  status: CareersFetchStatus
  provider: CareersProviderKind
  /** SPEC 2.9: the two listing options (site.careers). */
  groupByDepartment: boolean
  showCompany: boolean
}

/** SPEC 2.9, 4.3, 8: the offers, or 'No jobs available.', or the failure state of the provider. */
export function JobListing({ offers, status, provider, groupByDepartment, showCompany }: JobListingProps): React.JSX.Element | null {
  const state = listingState(status, provider, offers.length)
  if (state === 'hidden') return null
  if (state === 'error') return <p role="alert">{CAREERS_MESSAGES.listingFailed}</p>
  if (state === 'empty') return <p>{CAREERS_MESSAGES.empty}</p>
  return (
    <div className={styles.listing}>
      {groupOffers(offers, groupByDepartment).map((group) => (
        <section key={group.department ?? 'all'} aria-label={group.department ?? 'Open positions'}>
          {group.department ? <SectionHeading>{group.department}</SectionHeading> : null}
          <ul>
            {group.offers.map((offer) => (
              <li key={offer.offerId}>
                <Card linked className={styles.row}>
                  <SiteLink href={offer.path} className={styles.title}>
                    {offer.title}
                  </SiteLink>
                  <span className={styles.meta}>
                    {showCompany ? `${offer.company} · ` : ''}
                    {offer.location}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
