import { render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { ClassicFooter } from '../../../../src/components/footer/ClassicFooter'

// SPEC 2.5: the classic footer's columns and social links are its CMS document's (footer.classic,
// the site-wide query's), whatever an editor writes there; it shows the logo; its themes are 'pro'
// and 'anti'. In the browser: tests/e2e/footer.spec.ts.
const classic = {
  columns: [
    { title: 'Products', links: [{ title: 'Reader', href: '/products/reader', newTab: null, subtitle: null }] },
    { title: 'Help', links: [{ title: 'Status page', href: 'https://status.threshold.example', newTab: null, subtitle: 'All systems' }] },
  ],
  social: [{ name: 'Mastodon', url: 'https://mastodon.example/@threshold' }],
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteWideContent: { footerLegalItems: [{ title: 'Privacy', href: '/legal/privacy' }], footers: { main: null, classic } },
  })
})

describe('ClassicFooter', () => {
  it('shows the columns and social links of its document', () => {
    render(<ClassicFooter />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Products', 'Help'])
    expect(screen.getByRole('link', { name: 'Reader' })).toHaveAttribute('href', '/products/reader')
    expect(screen.getByRole('link', { name: 'Status page' })).toHaveAttribute('target', '_blank')
    expect(screen.getByText('All systems')).toBeInTheDocument()
    const social = within(screen.getByRole('list', { name: 'Social networks' })).getAllByRole('link')
    expect(social.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Mastodon', 'https://mastodon.example/@threshold']])
  })

  it.each(['pro', 'anti'] as const)("is drawn in the '%s' theme", (theme) => {
    const { container } = render(<ClassicFooter theme={theme} />)
    expect(container.firstElementChild).toHaveAttribute('data-laika-theme', theme)
  })

  it("is 'anti' by default, the classic pages' dark footer", () => {
    const { container } = render(<ClassicFooter />)
    expect(container.firstElementChild).toHaveAttribute('data-laika-theme', 'anti')
  })

  it('shows the logo, linking to the home page', () => {
    render(<ClassicFooter />)
    expect(screen.getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  })
})
