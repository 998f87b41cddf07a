/** Careers types (SPEC 2.9, docs/careers.md), declared in full like the CMS types (src/node/schema.ts). */
export const careersTypeDefs = `
  "SPEC 3.1: one job offer, mapped and validated at build time; its HTML is sanitized."
  type JobOffer implements Node @dontInfer {
    "The provider's id, as a string."
    offerId: String!
    title: String!
    department: String!
    location: String!
    company: String!
    companyUrl: String!
    infoUrl: String!
    applyUrl: String!
    description1: String!
    description2: String!
    "The offer's static page."
    path: String!
    remote: Boolean!
    employmentType: String
    datePosted: Date @dateformat
    validThrough: Date @dateformat
    city: String
    region: String
    countryCode: String
    salary: JobSalary
  }

  "A pay range: amounts in currency (ISO 4217) per unit (HOUR, DAY, WEEK, MONTH or YEAR)."
  type JobSalary {
    min: Float!
    max: Float!
    currency: String!
    unit: String!
  }

  "How the build's fetch of the offers went: ok, stale (the last good offers, from the cache) or failed; provider is embedded or http."
  type CareersSource implements Node @dontInfer {
    status: String!
    provider: String!
    offerCount: Int!
  }
`
