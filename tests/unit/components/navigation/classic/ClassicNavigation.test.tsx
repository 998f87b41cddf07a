import { fireEvent, render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { site } from '../../../../../src/config/site-config'
import { ClassicNavigation } from '../../../../../src/components/navigation/classic/ClassicNavigation'
import { byId } from '../../../../helpers/site-dataset'

// SPEC 2.2 Reading A: the current item and the theme, over the dataset's classic navigation (the
// site-wide query's). Behaviour in the browser: tests/e2e/classic-navigation.spec.ts.
describe('ClassicNavigation', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { classicNavigation: byId.get(site.classicNavigationId) } })
  })

  it('marks the link of the current page as current and takes it out of the tab order', () => {
    render(<ClassicNavigation pathname="/pricing" />)
    const pricing = screen.getByRole('link', { name: 'Pricing' })
    expect(pricing).toHaveAttribute('aria-current', 'page')
    expect(pricing).toHaveAttribute('tabindex', '-1')
    const signIn = screen.getByRole('link', { name: 'Sign-in' })
    expect(signIn).not.toHaveAttribute('aria-current')
    expect(signIn).not.toHaveAttribute('tabindex')
  })

  it('marks the cta as current on its own page, like the other items', () => {
    render(<ClassicNavigation pathname="/quote" />)
    const cta = screen.getByRole('link', { name: 'Get demo' })
    expect(cta).toHaveAttribute('href', '/quote')
    expect(cta).toHaveAttribute('aria-current', 'page')
    expect(cta).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current')
  })

  it('leaves the cta unmarked and in the tab order elsewhere', () => {
    render(<ClassicNavigation pathname="/pricing" />)
    const cta = screen.getByRole('link', { name: 'Get demo' })
    expect(cta).not.toHaveAttribute('aria-current')
    expect(cta).not.toHaveAttribute('tabindex')
  })

  it('marks a current link inside a popup the same way', () => {
    render(<ClassicNavigation pathname="/industry/fitness" />)
    fireEvent.focus(screen.getByRole('button', { name: 'Industries' }))
    const fitness = screen.getByRole('link', { name: 'Fitness' })
    expect(fitness).toHaveAttribute('aria-current', 'page')
    expect(fitness).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('link', { name: 'Finance' })).not.toHaveAttribute('aria-current')
  })

  it.each(['pro', 'anti'] as const)('takes the %s theme', (theme) => {
    const { container } = render(<ClassicNavigation pathname="/" theme={theme} />)
    expect(container.querySelector('[data-laika-theme]')).toHaveAttribute('data-laika-theme', theme)
  })

  it('exposes each popup state on its button', () => {
    render(<ClassicNavigation pathname="/" />)
    const button = screen.getByRole('button', { name: 'Solutions' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(button.getAttribute('aria-controls') as string)
    expect(panel).not.toBeNull()
    expect(panel).toHaveAttribute('hidden')
    fireEvent.focus(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveAttribute('hidden')
  })

  it('shows the menu of its CMS document: a button per popup, a link per link and cta item', () => {
    const items = byId.get(site.classicNavigationId)?.items as { type: string; text: string }[]
    expect(items.length).toBeGreaterThan(0)
    render(<ClassicNavigation pathname="/" />)
    for (const item of items) {
      if (item.type === 'popup') expect(screen.getByRole('button', { name: item.text })).toBeInTheDocument()
      else if (item.type !== 'cta_mobile') expect(screen.getByRole('link', { name: item.text })).toBeInTheDocument()
    }
  })
})
