import { articleLd, breadcrumbLd, organizationLd } from '../../../../src/lib/seo/structured-data'

const siteUrl = 'https://www.threshold.example'

describe('structured data (JSON-LD)', () => {
  it('describes the organization, with its facts from the company facts document', () => {
    const facts = {
      headcount: 240,
      foundedYear: 2018,
      customers: 3100,
      doors: 188000,
      sites: 9400,
      offices: [{ city: 'London', country: 'United Kingdom', addressLines: ['20 Farringdon Road', 'London EC1M 3HE'] }],
      certifications: [],
    }
    expect(organizationLd(siteUrl, facts)).toMatchObject({
      '@type': 'Organization',
      name: 'Threshold',
      url: `${siteUrl}/`,
      foundingDate: '2018',
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 240 },
      address: [{ '@type': 'PostalAddress', streetAddress: '20 Farringdon Road, London EC1M 3HE', addressLocality: 'London' }],
    })
  })

  it('describes an article with headline, dates, author and image', () => {
    const ld = articleLd({
      type: 'BlogPosting',
      headline: 'Lockdown drills',
      description: 'How to run one.',
      url: `${siteUrl}/blog/lockdown`,
      image: `${siteUrl}/static/a.png`,
      datePublished: '2026-10-02',
      dateModified: '2026-11-01T09:00:00Z',
      authorName: 'Maya Okafor',
      siteUrl,
    })
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Lockdown drills',
      datePublished: '2026-10-02',
      dateModified: '2026-11-01T09:00:00Z',
      author: { '@type': 'Person', name: 'Maya Okafor' },
      image: [`${siteUrl}/static/a.png`],
    })
  })

  it('credits the organization when an article has no author', () => {
    const ld = articleLd({ type: 'Article', headline: 'h', description: 'd', url: 'u', image: 'i', siteUrl })
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: 'Threshold' })
  })

  it('lists the breadcrumb trail of a nested page, naming known sections', () => {
    expect(breadcrumbLd(siteUrl, '/academy/courses/fundamentals', 'Fundamentals')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Academy', item: `${siteUrl}/academy` },
        { '@type': 'ListItem', position: 3, name: 'Courses', item: `${siteUrl}/academy/courses` },
        { '@type': 'ListItem', position: 4, name: 'Fundamentals', item: `${siteUrl}/academy/courses/fundamentals` },
      ],
    })
  })

  it('has no breadcrumb trail for the home page or a top-level page', () => {
    expect(breadcrumbLd(siteUrl, '/', 'Home')).toBeUndefined()
    expect(breadcrumbLd(siteUrl, '/pricing', 'Pricing')).toBeUndefined()
  })
})
