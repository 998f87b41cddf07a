import { render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { TrustCentre } from '../../../../src/components/sections/TrustCentre'
import { COMPANY_FACTS } from '../../../helpers/company-facts'

const facts = {
  ...COMPANY_FACTS,
  certifications: [
    { name: 'SOC 2 Type II', issuer: 'Kingsbridge Assurance LLP', issuedOn: '2026-03-20', expiresOn: '2027-03-19', current: true },
    { name: 'PCI DSS', issuer: 'Harbour QSA Ltd', issuedOn: '2024-01-10', expiresOn: '2025-01-09', current: false },
  ],
}

describe('the trust centre section', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { companyFacts: facts } }))

  it('shows each certification of the company facts with its issuer and dates, and each subprocessor with its purpose and region', () => {
    render(
      <TrustCentre
        section={{
          _type: 'trustCentre',
          heading: 'Trust centre',
          subprocessors: [{ _key: 's', name: 'Twilio', purpose: 'Text messages for visitor passes', region: 'United States' }],
        }}
      />,
    )
    const [soc2, pci, twilio] = screen.getAllByRole('listitem')
    expect(soc2).toHaveTextContent('SOC 2 Type IICurrentIssued byKingsbridge Assurance LLPIssued20 March 2026Valid until19 March 2027')
    expect(within(soc2!).getByText('19 March 2027')).toHaveAttribute('datetime', '2027-03-19')
    expect(pci).toHaveTextContent('PCI DSSRenewal under wayIssued byHarbour QSA LtdIssued10 January 2024Expired9 January 2025')
    expect(twilio).toHaveTextContent('TwilioPurposeText messages for visitor passesRegionUnited States')
  })
})
