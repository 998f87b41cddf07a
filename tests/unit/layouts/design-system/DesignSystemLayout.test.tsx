import { fireEvent, render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { ConsentProvider } from '../../../../src/components/consent/ConsentProvider'
import { DesignSystemLayout } from '../../../../src/layouts/design-system/DesignSystemLayout'
import { nextTask } from '../../../helpers/next-task'

// The footer reads the site-wide content (legal pages) through a static query.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteWideContent: { footerLegalItems: [{ title: 'Cookies', href: '/legal/cookies', newTab: null }] },
  })
})

function renderLayout(props: { toggleDisabled?: boolean } = {}) {
  // Under the consent handler, as the global layout puts every layout (the footer's 'Cookie settings').
  render(
    <ConsentProvider>
      <DesignSystemLayout pathname="/laika/foundations/color/" {...props}>
        <h1>Color</h1>
      </DesignSystemLayout>
    </ConsentProvider>,
  )
  return screen.getByRole('button', { name: 'Menu' })
}

describe('design-system layout (SPEC 2.15, 4.1)', () => {
  it('has its bar: symbol logo to /laika, the title, the components site in a new tab, and /', () => {
    renderLayout()
    const bar = screen.getByRole('banner')
    expect(within(bar).getByRole('link', { name: 'Laika home' })).toHaveAttribute('href', '/laika')
    expect(bar).toHaveTextContent('Laika design system')
    const components = within(bar).getByRole('link', { name: /Components/ })
    expect(components).toHaveAttribute('href', 'https://laika.threshold.example')
    expect(components).toHaveAttribute('target', '_blank')
    expect(components).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(bar).getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  })

  it('ends with a footer holding the legal line (SPEC 2.1: every layout has one)', () => {
    renderLayout()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Legal:' })).toHaveAttribute('href', '/legal')
    expect(within(footer).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/legal/cookies')
  })

  it('toggles the side navigation, which marks the current page', () => {
    const toggle = renderLayout()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'laika-side-nav')
    expect(screen.queryByRole('navigation', { name: 'Design system' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const nav = screen.getByRole('navigation', { name: 'Design system' })
    expect(within(nav).getByRole('link', { name: 'Color' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Space' })).not.toHaveAttribute('aria-current')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a link click, an overlay click and Escape', () => {
    const toggle = renderLayout()
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('link', { name: 'Space' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    fireEvent.click(screen.getByTestId('side-nav-overlay'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  // As the tooltip's (tests/unit/components/laika/Tooltip.test.tsx): an Escape pressed as soon as
  // the navigation opens is heard, its listener added as it opens, not after the next paint.
  it('hears an Escape pressed the moment it opens', async () => {
    const toggle = renderLayout()
    // No act(): the renderer opens the navigation in its own time, and runs its effects after a frame.
    toggle.click()
    await nextTask()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await nextTask()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('the toggle can be disabled', () => {
    const toggle = renderLayout({ toggleDisabled: true })
    expect(toggle).toBeDisabled()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
