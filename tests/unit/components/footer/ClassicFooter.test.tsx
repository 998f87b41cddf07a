import { render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { ConsentProvider } from '../../../../src/components/consent/ConsentProvider'
import { ClassicFooter } from '../../../../src/components/footer/ClassicFooter'

// SPEC 2.5: the classic footer's columns and social links are its CMS document's (footer.classic,
// the site-wide query's), whatever an editor writes there. In the browser: tests/e2e/footer.spec.ts.
const classic = {
  columns: [
    { title: 'Products', links: [{ title: 'Reader', href: '/products/reader', newTab: null, subtitle: null }] },
    { title: 'Help', links: [{ title: 'Status page', href: 'https://status.threshold.example', newTab: null, subtitle: 'All systems' }] },
  ],
  social: [{ name: 'Mastodon', url: 'https://mastodon.example/@threshold' }],
}

describe('ClassicFooter', () => {
  it('shows the columns and social links of its document', () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { footerLegalItems: [], footers: { main: null, classic } } })
    render(
      <ConsentProvider>
        <ClassicFooter />
      </ConsentProvider>,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Products', 'Help'])
    expect(screen.getByRole('link', { name: 'Reader' })).toHaveAttribute('href', '/products/reader')
    expect(screen.getByRole('link', { name: 'Status page' })).toHaveAttribute('target', '_blank')
    expect(screen.getByText('All systems')).toBeInTheDocument()
    const social = within(screen.getByRole('list', { name: 'Social networks' })).getAllByRole('link')
    expect(social.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Mastodon', 'https://mastodon.example/@threshold']])
  })
})
