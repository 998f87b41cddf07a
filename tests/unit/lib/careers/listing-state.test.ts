import { CAREERS_MESSAGES, listingState } from '../../../../src/lib/careers/listing-state'

describe('listingState (SPEC 4.3, 8)', () => {
  it('lists offers, fresh or from the last good fetch', () => {
    expect(listingState('ok', 'http', 3)).toBe('offers')
    expect(listingState('stale', 'embedded', 3)).toBe('offers')
  })

  it("is empty with no offers: 'No jobs available.'", () => {
    expect(listingState('ok', 'embedded', 0)).toBe('empty')
    expect(CAREERS_MESSAGES.empty).toBe('No jobs available.')
  })

  it('hides the listing when the default provider failed, shows an error with another', () => {
    expect(listingState('failed', 'embedded', 0)).toBe('hidden')
    expect(listingState('failed', 'http', 0)).toBe('error')
    expect(CAREERS_MESSAGES.listingFailed).toBe('An error occured. Please try again later.')
  })
})
