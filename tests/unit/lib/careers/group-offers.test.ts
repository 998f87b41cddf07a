import { groupOffers } from '../../../../src/lib/careers/group-offers'

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
