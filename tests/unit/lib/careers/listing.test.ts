import { groupOffers } from '../../../../src/lib/careers/group-offers'
import { CAREERS_MESSAGES, listingState } from '../../../../src/lib/careers/listing-state'
import { offerPath, slugify } from '../../../../src/lib/careers/offer-path'

const offers = [
  { title: 'Site Reliability Engineer', department: 'Cloud Platform' },
  { title: 'Account Executive', department: 'Sales' },
  { title: 'Backend Engineer', department: 'Cloud Platform' },
  { title: 'Hardware Test Engineer', department: 'Hardware Engineering' },
]

describe('groupOffers (SPEC 2.9)', () => {
  it('groups by department, departments and titles in alphabetical order', () => {
    expect(groupOffers(offers, true).map((g) => [g.department, g.offers.map((o) => o.title)])).toEqual([
      ['Cloud Platform', ['Backend Engineer', 'Site Reliability Engineer']],
      ['Hardware Engineering', ['Hardware Test Engineer']],
      ['Sales', ['Account Executive']],
    ])
  })

  it('lists every offer in one group when not grouped', () => {
    const groups = groupOffers(offers, false)
    expect(groups).toHaveLength(1)
    expect(groups[0]?.department).toBeNull()
    expect(groups[0]?.offers.map((o) => o.title)).toEqual([
      'Account Executive',
      'Backend Engineer',
      'Hardware Test Engineer',
      'Site Reliability Engineer',
    ])
  })

  it('has no group without offers', () => {
    expect(groupOffers([], true)).toEqual([])
    expect(groupOffers([], false)).toEqual([])
  })
})

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

describe('offerPath', () => {
  it('is /careers/{slug of title}-{id}, with no trailing slash', () => {
    expect(offerPath({ id: '2187331', title: 'Enterprise Account Executive, UK & Ireland' })).toBe(
      '/careers/enterprise-account-executive-uk-ireland-2187331',
    )
  })

  it('folds accents and drops punctuation', () => {
    expect(slugify('  Ingénieur·e Logiciel (Zürich)! ')).toBe('ingenieur-e-logiciel-zurich')
  })
})
