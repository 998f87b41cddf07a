import { render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { JobOfferDetails, type ShownOffer } from '../../../../src/components/careers/JobOfferDetails'
import { sanitizeOfferHtml } from '../../../../src/lib/careers/sanitize-offer-html'
import { companyFactsQuery } from '../../../helpers/company-facts'

// SPEC 2.9: an offer's page, with the provider's HTML as the build sanitizes it.
const offer: ShownOffer = {
  title: 'Senior Embedded Firmware Engineer',
  department: 'Hardware Engineering',
  location: 'San Francisco, CA',
  company: 'Threshold Access, Inc.',
  applyUrl: 'https://jobs.threshold.example/o/firmware/c/new',
  description1: sanitizeOfferHtml('<h2>The role</h2><p>Door readers.</p><h2>What you will do</h2><ul><li>Firmware</li></ul>'),
  description2: sanitizeOfferHtml('<h2>What you bring</h2><ul><li>6+ years of C</li></ul><h3>Nice to have</h3><p>Rust.</p>'),
}

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(companyFactsQuery))

describe('JobOfferDetails', () => {
  it('gives the offer’s own headings the rank of the page’s sections, with no generic heading above them', () => {
    render(<JobOfferDetails offer={offer} />)
    const outline = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)
    expect(outline).toEqual([
      'H1 Senior Embedded Firmware Engineer',
      'H2 The role',
      'H2 What you will do',
      'H2 What you bring',
      'H3 Nice to have',
      'H2 About Threshold',
    ])
  })

  it('offers Apply before the offer’s text as well as after it', () => {
    render(<JobOfferDetails offer={offer} />)
    const apply = screen.getAllByRole('link', { name: 'Apply' })
    expect(apply).toHaveLength(2)
    const firstSection = screen.getByRole('heading', { name: 'The role' })
    // The first Apply comes before the offer's first heading in the document.
    expect(apply[0]?.compareDocumentPosition(firstSection) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    for (const link of apply) expect(link).toHaveAttribute('href', offer.applyUrl)
  })
})
