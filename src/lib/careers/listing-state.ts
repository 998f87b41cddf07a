/** How the build's fetch of the offers went (SPEC 4.3, 8; docs/careers.md). */
export type CareersFetchStatus = 'ok' | 'stale' | 'failed'
/** `embedded` is the default provider (content/careers/offers.json); `http` is any ATS_URL. */
export type CareersProviderKind = 'embedded' | 'http'

type ListingState = 'offers' | 'empty' | 'hidden' | 'error'

/**
 * SPEC 4.3, 8: a failed listing is hidden with the default provider and shows an error with any
 * other; an empty one says 'No jobs available.'. Stale offers (the last good fetch) are listed.
 */
export function listingState(status: CareersFetchStatus, provider: CareersProviderKind, count: number): ListingState {
  if (status === 'failed') return provider === 'embedded' ? 'hidden' : 'error'
  return count === 0 ? 'empty' : 'offers'
}

/** SPEC 8, word for word. */
export const CAREERS_MESSAGES = {
  empty: 'No jobs available.',
  listingFailed: 'An error occured. Please try again later.',
  /** Followed by the sales e-mail address ({email}). */
  offerFailed: 'Could not load job offer. Please contact us directly:',
} as const
