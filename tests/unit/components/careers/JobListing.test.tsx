import { render, screen, within } from '@testing-library/react'
import React from 'react'
import { JobListing, type ListingOffer } from '../../../../src/components/careers/JobListing'

const offer = (offerId: string, title: string, department: string): ListingOffer => ({
  offerId,
  title,
  department,
  location: 'Austin, TX',
  company: 'Threshold Access, Inc.',
  path: `/careers/job-${offerId}`,
})
const offers = [
  offer('1', 'Site Reliability Engineer', 'Cloud Platform'),
  offer('2', 'Account Executive', 'Sales'),
  offer('3', 'Backend Engineer', 'Cloud Platform'),
]
const options = { status: 'ok' as const, provider: 'embedded' as const, groupByDepartment: true, showCompany: false }

// SPEC 2.9, 4.3, 8: the careers listing.
describe('JobListing', () => {
  it('groups offers under their department, linking to each offer page', () => {
    render(<JobListing offers={offers} {...options} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cloud Platform', 'Sales'])
    const cloud = screen.getByRole('region', { name: 'Cloud Platform' })
    expect(
      within(cloud)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Backend Engineer', 'Site Reliability Engineer'])
    expect(screen.getByRole('link', { name: 'Account Executive' })).toHaveAttribute('href', '/careers/job-2')
    expect(screen.queryByText(/Threshold Access, Inc\./)).toBeNull()
  })

  it('lists without department headings, and with the company name, when configured so', () => {
    render(<JobListing offers={offers} {...options} groupByDepartment={false} showCompany />)
    expect(screen.queryAllByRole('heading')).toEqual([])
    expect(screen.getAllByRole('link')).toHaveLength(3)
    expect(screen.getAllByText('Threshold Access, Inc. · Austin, TX')).toHaveLength(3)
  })

  it("says 'No jobs available.' when there are none", () => {
    render(<JobListing offers={[]} {...options} />)
    expect(screen.getByText('No jobs available.')).toBeInTheDocument()
  })

  it('is hidden when the default provider failed', () => {
    const { container } = render(<JobListing offers={[]} {...options} status="failed" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows an error when another provider failed', () => {
    render(<JobListing offers={[]} {...options} status="failed" provider="http" />)
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured. Please try again later.')
  })

  it('lists the last good offers when the fetch failed but some were cached', () => {
    render(<JobListing offers={offers} {...options} status="stale" provider="http" />)
    expect(screen.getAllByRole('link')).toHaveLength(3)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
