import {
  certificationExpiryProblem,
  certificationState,
  factContradictions,
  fillFacts,
  fillFactsIn,
  unknownPlaceholders,
  type CompanyFacts,
} from '../../../../src/lib/content/company-facts'

const office = (city: string) => ({ city, country: 'Somewhere', addressLines: ['1 Main Street'] })
const facts: CompanyFacts = {
  headcount: 240,
  foundedYear: 2018,
  customers: 3100,
  doors: 188000,
  sites: 9400,
  offices: [{ ...office('San Francisco'), headquarters: true }, office('Austin'), office('London'), office('Lisbon')],
  certifications: [
    { name: 'SOC 2 Type II', issuer: 'A', issuedOn: '2026-03-20', expiresOn: '2027-03-19', current: true },
    { name: 'ISO/IEC 27001:2022', issuer: 'B', issuedOn: '2025-06-12', expiresOn: '2028-06-11', current: true },
    { name: 'Old', issuer: 'C', issuedOn: '2020-01-01', expiresOn: '2021-01-01', current: false },
  ],
}

describe('company facts: placeholders', () => {
  it('fills each fact as the site writes it', () => {
    expect(fillFacts('We are {{headcount}} people in {{officeCount}} offices: {{officeCities}}.', facts)).toBe(
      'We are 240 people in four offices: San Francisco, Austin, London and Lisbon.',
    )
    expect(fillFacts('{{doors}} doors at {{sites}} sites for {{customers}} customers since {{foundedYear}}', facts)).toBe(
      '188,000 doors at 9,400 sites for 3,100 customers since 2018',
    )
    expect(fillFacts('HQ {{ headquarters }}; {{certifications}}', facts)).toBe('HQ San Francisco; SOC 2 Type II and ISO/IEC 27001:2022')
  })

  it('leaves an unknown placeholder as written and names it, with its path in a document', () => {
    expect(unknownPlaceholders('{{headcount}} and {{staff}} and {{staff}}')).toEqual(['staff'])
    const { value, unknown } = fillFactsIn({ sections: [{ items: [{ label: '{{staff}} people', value: '{{headcount}}' }] }] }, facts)
    expect(value).toEqual({ sections: [{ items: [{ label: '{{staff}} people', value: '240' }] }] })
    expect(unknown).toEqual([{ path: 'sections[0].items[0].label', names: ['staff'] }])
  })
})

describe('company facts: statements in a page that differ', () => {
  const stated = (text: string) => factContradictions(text, facts).map((c) => [c.fact, c.stated])

  it('accepts the facts as stated, and bounds the facts meet', () => {
    expect(
      stated(
        'We are 240 people in San Francisco, Austin, London and Lisbon. Founded in 2018. 188,000 doors managed. ' +
          'More than 9,000 buildings open their doors with us. 9,000+ buildings on the platform. 240 people in four offices.',
      ),
    ).toEqual([])
  })

  it('finds the contradictions the site had: other headcounts, office counts, cities, doors and years', () => {
    expect(stated('Today 140 people in San Francisco and Lisbon build the hardware.')).toEqual([['headcount', 'Today 140 people']])
    expect(stated('240 people in six offices, about half remote')).toEqual([['offices', 'in six offices']])
    expect(stated('2 offices: San Francisco and Lisbon')).toEqual([['offices', '2 offices:']])
    expect(stated('Visit our showrooms in San Francisco and Sydney')).toEqual([['office city', 'Sydney']])
    expect(stated('12,400 doors managed')).toEqual([['doors', '12,400 doors managed']])
    expect(stated('2017 founded')).toEqual([['foundedYear', '2017 founded']])
    expect(stated('more than 12,000 buildings open their doors with us')).toEqual([['sites', 'more than 12,000 buildings open their doors with']])
  })

  it('leaves other companies’ figures alone', () => {
    expect(stated('Vantage Labs, with 850 employees in offices in Berlin and Austin. We asked 200 customers. Hundreds of doors.')).toEqual([])
  })
})

describe('certification expiry (trust centre)', () => {
  it('is valid, expiring within 30 days (its last day counts), or expired', () => {
    expect(certificationState('2027-03-19', '2027-02-16')).toEqual({ state: 'valid' })
    expect(certificationState('2027-03-19', '2027-02-17')).toEqual({ state: 'expiring', days: 30 })
    expect(certificationState('2027-03-19', '2027-03-19')).toEqual({ state: 'expiring', days: 0 })
    expect(certificationState('2027-03-19', '2027-03-20')).toEqual({ state: 'expired' })
  })

  it('warns the editor before a current certification expires, and stops the build once it has expired while shown as current', () => {
    expect(certificationExpiryProblem({ expiresOn: '2027-03-19', current: true }, '2027-03-01')).toEqual({
      level: 'warning',
      message: 'expires on 19 March 2027, in 18 days: enter the renewed dates once the new certificate is issued',
    })
    expect(certificationExpiryProblem({ expiresOn: '2027-03-19', current: true }, '2027-03-20')).toEqual({
      level: 'error',
      message: 'expired on 19 March 2027 but is shown as current: enter the renewed dates, or untick “Shown as current”',
    })
    expect(certificationExpiryProblem({ expiresOn: '2027-03-19', current: false }, '2027-03-20')).toBeUndefined()
    expect(certificationExpiryProblem({ expiresOn: '2027-03-19', current: true }, '2026-12-07')).toBeUndefined()
  })
})
