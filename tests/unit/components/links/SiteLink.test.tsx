import { render, screen } from '@testing-library/react'
import React from 'react'
import { SiteLink } from '../../../../src/components/links/SiteLink'

// SPEC 2.18. Gatsby's Link is the jest stand-in in tests/mocks/gatsby.tsx, marked data-gatsby-link.
describe('SiteLink', () => {
  it('opens a new-tab link with target _blank and rel noopener', () => {
    render(
      <SiteLink href="https://docs.threshold.example" newTab>
        Docs
      </SiteLink>,
    )
    const link = screen.getByRole('link', { name: 'Docs' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
    expect(link).not.toHaveAttribute('data-gatsby-link')
  })

  it('opens a link to another origin in a new tab even without the flag', () => {
    render(
      <SiteLink href="https://docs.threshold.example" newTab={false}>
        Docs
      </SiteLink>,
    )
    const link = screen.getByRole('link', { name: 'Docs' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
  })

  it('uses a plain full-page link for a path with a query string or a file', () => {
    render(
      <>
        <SiteLink href="/academy/courses?label=Access%20Control">Courses</SiteLink>
        <SiteLink href="/downloads/guide.pdf">Guide</SiteLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('data-gatsby-link')
    expect(screen.getByRole('link', { name: 'Guide' })).not.toHaveAttribute('data-gatsby-link')
  })

  it('keeps a same-tab internal link without target or rel', () => {
    render(<SiteLink href="/pricing">Pricing</SiteLink>)
    const link = screen.getByRole('link', { name: 'Pricing' })
    expect(link).toHaveAttribute('href', '/pricing')
    expect(link).toHaveAttribute('data-gatsby-link')
    expect(link).not.toHaveAttribute('target')
    expect(link).not.toHaveAttribute('rel')
  })

  it('marks a link that must not close the navigation (SPEC 2.2)', () => {
    render(
      <>
        <SiteLink href="/pricing" keepNavOpen>
          Pricing
        </SiteLink>
        <SiteLink href="https://docs.threshold.example" newTab keepNavOpen>
          Docs
        </SiteLink>
        <SiteLink href="/customers">Customers</SiteLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-keep-nav-open')
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('data-keep-nav-open')
    expect(screen.getByRole('link', { name: 'Customers' })).not.toHaveAttribute('data-keep-nav-open')
  })
})
