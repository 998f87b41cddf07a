// The company's facts, one document (id companyFacts): every page states them with placeholders
// such as {{headcount}} (src/lib/content/company-facts.ts), the footer, careers and the trust centre read it.
const maps = (address) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`

const office = (city, country, addressLines, extra = {}) => ({
  _type: 'office',
  city,
  country,
  addressLines,
  mapsUrl: maps(`${addressLines[0]}, ${city}`),
  ...extra,
})

const certification = (name, issuer, issuedOn, expiresOn) => ({ _type: 'certification', name, issuer, issuedOn, expiresOn, current: true })

export const companyFacts = {
  _id: 'companyFacts',
  _type: 'companyFacts',
  headcount: 240,
  foundedYear: 2018,
  customers: 3100,
  doors: 188000,
  sites: 9400,
  offices: [
    office('San Francisco', 'United States', ['548 Market Street, Suite 300', 'San Francisco, CA 94104'], { headquarters: true }),
    office('Austin', 'United States', ['301 Congress Avenue, Suite 1200', 'Austin, TX 78701']),
    office('London', 'United Kingdom', ['20 Farringdon Road', 'London EC1M 3HE']),
    office('Dublin', 'Ireland', ['2 Grand Canal Square', 'Dublin 2, D02 A342']),
    office('Berlin', 'Germany', ['Torstraße 140', '10119 Berlin']),
    office('Lisbon', 'Portugal', ['Avenida da Liberdade 110', '1250-146 Lisboa']),
  ],
  certifications: [
    certification('SOC 2 Type II', 'Kingsbridge Assurance LLP', '2026-03-20', '2027-03-19'),
    certification('ISO/IEC 27001:2022', 'Meridian Certification Ltd', '2025-06-12', '2028-06-11'),
    certification('ISO/IEC 27701:2019', 'Meridian Certification Ltd', '2025-06-12', '2028-06-11'),
    certification('Cyber Essentials Plus', 'IASME Consortium', '2026-02-02', '2027-02-01'),
  ],
}
