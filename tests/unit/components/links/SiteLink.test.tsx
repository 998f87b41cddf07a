import { render, screen } from '@testing-library/react'
import React from 'react'
import { PagePath, SiteLink } from '../../../../src/components/links/SiteLink'

// SPEC 2.18. Every link is a plain anchor (no client-side router, docs/islands.md); the rule decides
// new tabs, rel and the sister site, and the page's speculation rules prefetch the in-app ones.
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

  it('marks the link to the page being rendered as the current page, by the page path given', () => {
    render(
      <PagePath.Provider value="/caf%C3%A9">
        <SiteLink href="/café">Café</SiteLink>
        <SiteLink href="/pricing">Pricing</SiteLink>
        <SiteLink href="/caf%C3%A9" newTab>
          New tab
        </SiteLink>
      </PagePath.Provider>,
    )
    expect(screen.getByRole('link', { name: 'Café' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current')
    // A new tab is not this page: the rule makes it no in-app link.
    expect(screen.getByRole('link', { name: 'New tab' })).not.toHaveAttribute('aria-current')
  })

  it('keeps a same-tab internal link without target or rel', () => {
    render(<SiteLink href="/pricing">Pricing</SiteLink>)
    const link = screen.getByRole('link', { name: 'Pricing' })
    expect(link).toHaveAttribute('href', '/pricing')
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
