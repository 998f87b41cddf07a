import {
  employmentTypeOf,
  findOffer,
  isoDateTime,
  JobOfferError,
  mapOffer,
  salaryOf,
  validateOffer,
} from '../../../../src/lib/careers/job-offer'

const COMPANY = 'Threshold Access, Inc.'

const provider = {
  id: 2187301,
  title: 'Senior Embedded Firmware Engineer',
  department: 'Hardware Engineering',
  location: 'San Francisco, CA',
  careers_url: 'https://jobs.threshold.example/o/senior-embedded-firmware-engineer',
  description: '<p>Own the reader firmware.</p>',
  requirements: '<ul><li>C</li></ul>',
  remote: false,
  employment_type_code: 'fulltime_permanent',
  created_at: '2026-09-14 16:02:11 UTC',
  close_at: '2027-01-31 23:59:00 UTC',
  city: 'San Francisco',
  state_code: 'CA',
  country_code: 'US',
}

describe('mapOffer (SPEC 3.1)', () => {
  it('maps a provider offer to a job offer', () => {
    const offer = mapOffer(provider, COMPANY)
    expect(offer).toMatchObject({
      title: 'Senior Embedded Firmware Engineer',
      department: 'Hardware Engineering',
      location: 'San Francisco, CA',
      company: COMPANY,
      companyUrl: '',
      infoUrl: '/careers/offer?id=2187301',
      applyUrl: 'https://jobs.threshold.example/o/senior-embedded-firmware-engineer/c/new',
      id: '2187301',
      description1: '<p>Own the reader firmware.</p>',
      description2: '<ul><li>C</li></ul>',
    })
  })

  it('fixes the company whatever the provider says', () => {
    expect(mapOffer({ ...provider, company: 'Someone Else' }, COMPANY).company).toBe(COMPANY)
  })

  it('keeps a string id as it is, trimmed', () => {
    expect(mapOffer({ ...provider, id: ' abc-7 ' }, COMPANY)).toMatchObject({ id: 'abc-7', infoUrl: '/careers/offer?id=abc-7' })
  })

  it('leaves the apply URL undefined, not "undefined/c/new", without careers_url', () => {
    expect(mapOffer({ ...provider, careers_url: undefined }, COMPANY).applyUrl).toBeUndefined()
  })

  it('reads the details Google for Jobs needs', () => {
    expect(mapOffer(provider, COMPANY)).toMatchObject({
      remote: false,
      employmentType: 'FULL_TIME',
      datePosted: '2026-09-14T16:02:11.000Z',
      validThrough: '2027-01-31T23:59:00.000Z',
      city: 'San Francisco',
      region: 'CA',
      countryCode: 'US',
    })
    expect(mapOffer({ ...provider, remote: true, close_at: null, city: '' }, COMPANY)).toMatchObject({
      remote: true,
      validThrough: null,
      city: null,
    })
  })

  it('reads the pay range the provider states, and none from an incomplete one', () => {
    const salary = { min: '185000.0', max: 235000, currency: 'USD', period: 'year' }
    expect(mapOffer({ ...provider, salary }, COMPANY).salary).toEqual({ min: 185000, max: 235000, currency: 'USD', unit: 'YEAR' })
    expect(salaryOf({ min: 45, max: 55, currency: 'GBP', period: 'hour' })).toEqual({ min: 45, max: 55, currency: 'GBP', unit: 'HOUR' })
    expect(salaryOf({ min: 90000, currency: 'EUR', period: 'year' })).toEqual({ min: 90000, max: 90000, currency: 'EUR', unit: 'YEAR' })
    for (const bad of [
      undefined,
      null,
      'lots',
      { max: 1, currency: 'USD', period: 'year' },
      { ...salary, currency: '$' },
      { ...salary, period: 'fortnight' },
      { ...salary, max: 1 },
    ]) {
      expect(salaryOf(bad)).toBeNull()
    }
  })
})

describe('isoDateTime and employmentTypeOf', () => {
  it.each([
    ['2026-09-14 16:02:11 UTC', '2026-09-14T16:02:11.000Z'],
    ['2026-09-14T16:02:11Z', '2026-09-14T16:02:11.000Z'],
    ['not a date', null],
    [42, null],
  ])('reads %p as %p', (input, expected) => {
    expect(isoDateTime(input)).toBe(expected)
  })

  it.each([
    ['fulltime', 'FULL_TIME'],
    ['fulltime_fixed_term', 'FULL_TIME'],
    ['parttime_permanent', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['internship', 'INTERN'],
    ['something_new', null],
  ])('maps %s to %p', (code, expected) => {
    expect(employmentTypeOf(code)).toBe(expected)
  })
})

describe('validateOffer (SPEC 5.5)', () => {
  it('accepts an offer whose required fields are all defined, an empty companyUrl included', () => {
    const offer = validateOffer(mapOffer(provider, COMPANY))
    expect(offer.id).toBe('2187301')
    expect(offer.companyUrl).toBe('')
  })

  it.each(['title', 'department', 'location', 'careers_url', 'description', 'requirements', 'id'])(
    "raises 'Invalid offer.' without the provider's %s",
    (field) => {
      const incomplete: Record<string, unknown> = { ...provider }
      delete incomplete[field]
      expect(() => validateOffer(mapOffer(incomplete, COMPANY))).toThrow(new JobOfferError('Invalid offer.'))
    },
  )

  it("raises 'Invalid offer.' when a field has the wrong type", () => {
    expect(() => validateOffer(mapOffer({ ...provider, department: null }, COMPANY))).toThrow('Invalid offer.')
    expect(() => validateOffer(mapOffer({ ...provider, title: 7 }, COMPANY))).toThrow('Invalid offer.')
  })
})

describe('findOffer (SPEC 5.5, 7.4)', () => {
  const offers = [
    { id: '1', title: 'One' },
    { id: '2', title: 'Two' },
  ]

  it('picks the offer by id', () => {
    expect(findOffer(offers, '2')?.title).toBe('Two')
    expect(findOffer(offers, '3')).toBeUndefined()
  })

  it.each([null, undefined, '', '  '])("raises 'Invalid ID.' for the id %p", (id) => {
    expect(() => findOffer(offers, id)).toThrow(new JobOfferError('Invalid ID.'))
  })
})
