import {
  articleLd,
  blogLd,
  breadcrumbLd,
  collectionPageLd,
  organizationLd,
  pageTypeLd,
  parsePrice,
  pricingLd,
  sectionPagePaths,
  websiteLd,
} from '../../../../src/lib/seo/structured-data'

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
    const sections = new Set(['/academy', '/academy/courses'])
    expect(breadcrumbLd(siteUrl, '/academy/courses/fundamentals', 'Fundamentals', sections)).toEqual({
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
    expect(breadcrumbLd(siteUrl, '/', 'Home', new Set())).toBeUndefined()
    expect(breadcrumbLd(siteUrl, '/pricing', 'Pricing', new Set())).toBeUndefined()
  })

  it('links a middle step only when a page is at its address; the step is still named', () => {
    const sections = new Set(sectionPagePaths(['/', '/laika', '/laika/foundations/color', '/laika/foundations/space/']))
    expect(sections).toEqual(new Set(['/laika']))
    expect(breadcrumbLd(siteUrl, '/laika/foundations/color', 'Color', sections)?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Laika', item: `${siteUrl}/laika` },
      { '@type': 'ListItem', position: 3, name: 'Foundations' },
      { '@type': 'ListItem', position: 4, name: 'Color', item: `${siteUrl}/laika/foundations/color` },
    ])
  })

  it('finds the pages that are a step of another page’s trail, trailing slashes or not', () => {
    expect(sectionPagePaths(['/blog/', '/blog/a', '/blog/page/2', '/features/x', '/industry', '/industry/fitness/'])).toEqual([
      '/blog',
      '/industry',
    ])
  })

  it('describes the website on the home page, with its search', () => {
    expect(websiteLd(siteUrl)).toMatchObject({
      '@type': 'WebSite',
      url: `${siteUrl}/`,
      publisher: { '@type': 'Organization', name: 'Threshold' },
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${siteUrl}/search?q={search_term_string}` } },
    })
  })

  it('names the about and contact pages as such, and no other', () => {
    const page = { siteUrl, name: 'About us', description: 'Who we are.' }
    expect(pageTypeLd({ ...page, path: '/about' })).toMatchObject({
      '@type': 'AboutPage',
      url: `${siteUrl}/about`,
      about: { name: 'Threshold' },
    })
    expect(pageTypeLd({ ...page, path: '/contact-us' })).toMatchObject({ '@type': 'ContactPage' })
    expect(pageTypeLd({ ...page, path: '/pricing' })).toBeUndefined()
  })

  it('lists a collection’s entries, and a blog’s posts', () => {
    const items = [
      { name: 'Kestrel', path: '/customers/kestrel' },
      { name: 'Northwind', path: '/customers/northwind' },
    ]
    expect(collectionPageLd({ siteUrl, path: '/customers', name: 'Customers', description: 'd', items })).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { position: 1, name: 'Kestrel', url: `${siteUrl}/customers/kestrel` },
          { position: 2, name: 'Northwind', url: `${siteUrl}/customers/northwind` },
        ],
      },
    })
    const blog = blogLd({
      siteUrl,
      path: '/blog',
      name: 'Blog',
      description: 'd',
      posts: [{ headline: 'Drills', path: '/blog/drills', datePublished: '2026-10-02' }],
    })
    expect(blog).toMatchObject({
      '@type': 'Blog',
      blogPost: [{ '@type': 'BlogPosting', headline: 'Drills', url: `${siteUrl}/blog/drills`, datePublished: '2026-10-02' }],
    })
  })

  it('reads written prices, and makes priced plans the offers of a product', () => {
    expect(parsePrice('$18')).toEqual({ price: 18, currency: 'USD' })
    expect(parsePrice('A$1,500')).toEqual({ price: 1500, currency: 'AUD' })
    expect(parsePrice('£45')).toEqual({ price: 45, currency: 'GBP' })
    expect(parsePrice('Custom')).toBeNull()
    const plans = [
      { name: 'Core', price: '$18', period: 'per door, per month', description: 'First building.' },
      { name: 'Enterprise', price: 'Custom', description: 'Global.' },
    ]
    expect(pricingLd({ siteUrl, path: '/pricing', name: 'Pricing', description: 'd', plans })).toMatchObject({
      '@type': 'Product',
      offers: [
        {
          '@type': 'Offer',
          name: 'Core',
          price: 18,
          priceCurrency: 'USD',
          priceSpecification: { '@type': 'UnitPriceSpecification', unitText: 'per door, per month' },
        },
      ],
    })
    expect(pricingLd({ siteUrl, path: '/pricing', name: 'Pricing', description: 'd', plans: plans.slice(1) })).toBeUndefined()
  })
})
