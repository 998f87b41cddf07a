import type { HeadFC, PageProps } from 'gatsby'
import React, { useEffect, useState } from 'react'
import { JobOfferDetails } from '../../components/careers/JobOfferDetails'
import { LoadingOverlay } from '../../components/careers/LoadingOverlay'
import { Heading } from '../../components/laika/Heading'
import { SiteLink } from '../../components/links/SiteLink'
import { Seo } from '../../components/seo/Seo'
import { site } from '../../config/site-config'
import { findOffer, OFFERS_FILE, type JobOffer } from '../../lib/careers/job-offer'
import { CAREERS_MESSAGES } from '../../lib/careers/listing-state'

type State = { kind: 'loading' } | { kind: 'loaded'; offer: JobOffer } | { kind: 'failed' }

async function loadOffer(id: string | null): Promise<JobOffer> {
  const response = await fetch(OFFERS_FILE)
  if (!response.ok) throw new Error(`${OFFERS_FILE}: status ${response.status}`)
  const { offers } = (await response.json()) as { offers: JobOffer[] }
  const offer = findOffer(offers, id)
  if (!offer) throw new Error(`No job offer with id ${id ?? ''}`)
  return offer
}

/**
 * SPEC 2.9, 4.3, 7.4: `/careers/offer?id={id}`, kept for links to the provider-era URLs (infoUrl).
 * The offer is picked on the client, by id, from the offers the build wrote (OFFERS_FILE).
 */
export default function JobOfferByIdPage({ location }: PageProps): React.JSX.Element {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    const id = new URLSearchParams(location.search).get('id')
    setState({ kind: 'loading' })
    loadOffer(id)
      .then((offer) => {
        if (current) setState({ kind: 'loaded', offer })
      })
      .catch((err: unknown) => {
        // SPEC 8: the visitor sees the error block; the reason goes to the console.
        console.warn('Could not load job offer:', err)
        if (current) setState({ kind: 'failed' })
      })
    return () => {
      current = false
    }
  }, [location.search])

  return (
    <>
      {/* The offer's own h1 comes with its details; until then, and when it cannot load, the page's. */}
      {state.kind === 'loaded' ? null : (
        <Heading level={1} size="Xxl">
          Job offer
        </Heading>
      )}
      {state.kind === 'loading' ? <LoadingOverlay /> : null}
      <div hidden={state.kind === 'failed'} data-testid="job-offer-content">
        {state.kind === 'loaded' ? <JobOfferDetails offer={state.offer} /> : null}
      </div>
      {state.kind === 'failed' ? (
        <p role="alert">
          {CAREERS_MESSAGES.offerFailed} <SiteLink href={`mailto:${site.email}`}>{site.email}</SiteLink>
        </p>
      ) : null}
    </>
  )
}

// A copy of the offers' own pages, addressed by query string: not for search engines.
export const Head: HeadFC = () => <Seo title="Job offer" path="/careers/offer" noindex />
