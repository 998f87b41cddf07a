import React from 'react'
import { site } from '../../config/site-config'
import { useIsland } from '../../islands/page-islands'
import { CAREERS_MESSAGES } from '../../lib/careers/listing-state'
import { Heading } from '../laika/Heading'
import { SiteLink } from '../links/SiteLink'
import { JobOfferDetails, type ShownOffer } from './JobOfferDetails'
import { LoadingOverlay } from './LoadingOverlay'

/**
 * The markup of an offer, with a title for the outline (html-validate wants no empty heading); the
 * island fills every field of its copy before it shows.
 */
const TEMPLATE_OFFER: ShownOffer = {
  title: 'Job offer',
  department: '',
  company: '',
  location: '',
  description1: '',
  description2: '',
  applyUrl: '/careers',
}

/**
 * SPEC 2.9, 4.3, 8: `/careers/offer?id={id}`, kept for links to the provider-era URLs (infoUrl).
 * The HTML is the loading state: the page's heading and the loading overlay. Its island
 * (job-offer-by-id.island.ts) picks the offer by id from the offers the build wrote (OFFERS_FILE),
 * then shows it in a copy of the offer's markup (the template), or the error block.
 */
export function JobOfferById(): React.JSX.Element {
  return (
    <div {...useIsland('job-offer-by-id')}>
      {/* The offer's own h1 comes with its details; until then, and when it cannot load, the page's. */}
      <Heading level={1} size="Xxl">
        Job offer
      </Heading>
      <LoadingOverlay />
      <div data-testid="job-offer-content">
        <template>
          <JobOfferDetails offer={TEMPLATE_OFFER} />
        </template>
      </div>
      <p role="alert" hidden>
        {CAREERS_MESSAGES.offerFailed} <SiteLink href={`mailto:${site.email}`}>{site.email}</SiteLink>
      </p>
    </div>
  )
}
