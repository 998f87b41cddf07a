import type { JobOffer, JobPostingDetails, Salary } from './job-offer'

/** An offer as a page's query gives it: the salary's unit is a string there. */
type PostingOffer = JobOffer & Omit<JobPostingDetails, 'salary'> & { salary: (Omit<Salary, 'unit'> & { unit: string }) | null }

/**
 * Google for Jobs structured data (SPEC 2.9; https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * a schema.org JobPosting. A remote role is `TELECOMMUTE` with the countries it hires in; any
 * other has a `jobLocation`. A pay range the provider states is the `baseSalary`. Fields the
 * provider did not give are left out, not invented.
 */
export function jobPosting(offer: PostingOffer, { siteUrl, path }: { siteUrl: string; path: string }): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    ...(offer.city ? { addressLocality: offer.city } : {}),
    ...(offer.region ? { addressRegion: offer.region } : {}),
    ...(offer.countryCode ? { addressCountry: offer.countryCode } : {}),
  }
  const where = offer.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(offer.countryCode ? { applicantLocationRequirements: { '@type': 'Country', name: offer.countryCode } } : {}),
      }
    : { jobLocation: { '@type': 'Place', address } }
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.title,
    description: `${offer.description1}${offer.description2}`,
    identifier: { '@type': 'PropertyValue', name: offer.company, value: offer.id },
    url: `${siteUrl}${path}`,
    ...(offer.datePosted ? { datePosted: offer.datePosted } : {}),
    ...(offer.validThrough ? { validThrough: offer.validThrough } : {}),
    hiringOrganization: { '@type': 'Organization', name: offer.company, sameAs: siteUrl },
    ...(offer.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: offer.salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: offer.salary.min, maxValue: offer.salary.max, unitText: offer.salary.unit },
          },
        }
      : {}),
    ...(offer.employmentType ? { employmentType: offer.employmentType } : {}),
    ...where,
  }
}
