import { jobPosting } from '../../../../src/lib/careers/job-posting'

const offer = {
  id: '2187302',
  title: 'Firmware Engineer, Door Controllers',
  department: 'Hardware Engineering',
  location: 'Austin, TX',
  company: 'Threshold Access, Inc.',
  companyUrl: '',
  infoUrl: '/careers/offer?id=2187302',
  applyUrl: 'https://jobs.threshold.example/o/fw/c/new',
  description1: '<p>Drive locks.</p>',
  description2: '<ul><li>Rust</li></ul>',
  remote: false,
  employmentType: 'FULL_TIME',
  datePosted: '2026-10-01T14:20:00.000Z',
  validThrough: '2027-01-31T23:59:00.000Z',
  city: 'Austin',
  region: 'TX',
  countryCode: 'US',
  salary: { min: 140000, max: 175000, currency: 'USD', unit: 'YEAR' as const },
}
const where = { siteUrl: 'https://www.threshold.example', path: '/careers/firmware-engineer-door-controllers-2187302' }

// Google for Jobs (docs/careers.md).
describe('jobPosting', () => {
  it('describes an on-site role with its place', () => {
    expect(jobPosting(offer, where)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Firmware Engineer, Door Controllers',
      description: '<p>Drive locks.</p><ul><li>Rust</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Threshold Access, Inc.', value: '2187302' },
      url: 'https://www.threshold.example/careers/firmware-engineer-door-controllers-2187302',
      datePosted: '2026-10-01T14:20:00.000Z',
      validThrough: '2027-01-31T23:59:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Threshold Access, Inc.', sameAs: 'https://www.threshold.example' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 140000, maxValue: 175000, unitText: 'YEAR' },
      },
      employmentType: 'FULL_TIME',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
      },
    })
  })

  it('marks a remote role TELECOMMUTE with the country it hires in, and no jobLocation', () => {
    const posting = jobPosting({ ...offer, remote: true, city: null, region: null }, where)
    expect(posting.jobLocationType).toBe('TELECOMMUTE')
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'US' })
    expect(posting).not.toHaveProperty('jobLocation')
  })

  it('leaves out what the provider did not give', () => {
    const posting = jobPosting({ ...offer, validThrough: null, employmentType: null, datePosted: null, salary: null }, where)
    expect(posting).not.toHaveProperty('baseSalary')
    expect(posting).not.toHaveProperty('validThrough')
    expect(posting).not.toHaveProperty('employmentType')
    expect(posting).not.toHaveProperty('datePosted')
  })
})
