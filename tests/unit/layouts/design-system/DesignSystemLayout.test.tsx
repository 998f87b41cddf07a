import { fireEvent, render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { DesignSystemLayout } from '../../../../src/layouts/design-system/DesignSystemLayout'
import { mountIsland } from '../../../helpers/islands'

// The footer reads the site-wide content (legal pages) through a static query.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteWideContent: { footerLegalItems: [{ title: 'Cookies', href: '/legal/cookies', newTab: null }] },
  })
})

/** The layout as the build writes it; with `mounted`, its island (side-nav.island.ts) started on it. */
async function renderLayout(props: { toggleDisabled?: boolean; mounted?: boolean } = {}): Promise<HTMLElement> {
  const { mounted = true, ...layoutProps } = props
  const { container } = render(
    <DesignSystemLayout pathname="/laika/foundations/color/" {...layoutProps}>
      <h1>Color</h1>
    </DesignSystemLayout>,
  )
  if (mounted) await mountIsland(container, 'side-nav')
  return screen.getByRole('button', { name: 'Menu' })
}

/** The side navigation, whether shown or not (a hidden element has no accessible name to find it by). */
const sideNav = () => document.getElementById('laika-side-nav') as HTMLElement
const overlay = () => screen.getByTestId('side-nav-overlay')

describe('design-system layout (SPEC 2.15, 4.1)', () => {
  it('has its bar: symbol logo to /laika, the title, the components site in a new tab, and /', async () => {
    await renderLayout({ mounted: false })
    const bar = screen.getByRole('banner')
    expect(within(bar).getByRole('link', { name: 'Laika home' })).toHaveAttribute('href', '/laika')
    expect(bar).toHaveTextContent('Laika design system')
    const components = within(bar).getByRole('link', { name: /Components/ })
    expect(components).toHaveAttribute('href', 'https://laika.threshold.example')
    expect(components).toHaveAttribute('target', '_blank')
    expect(components).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(bar).getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  })

  it('ends with a footer holding the legal line (SPEC 2.1: every layout has one)', async () => {
    await renderLayout({ mounted: false })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Legal:' })).toHaveAttribute('href', '/legal')
    expect(within(footer).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/legal/cookies')
  })

  it('is written with the side navigation closed, the current page marked in it', async () => {
    const toggle = await renderLayout({ mounted: false })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'laika-side-nav')
    expect(sideNav()).toHaveAttribute('hidden')
    expect(overlay()).toHaveAttribute('hidden')
    expect(sideNav()).toHaveAttribute('aria-label', 'Design system')
    expect(within(sideNav()).getByText('Color')).toHaveAttribute('aria-current', 'page')
    expect(within(sideNav()).getByText('Space')).not.toHaveAttribute('aria-current')
  })

  it('toggles the side navigation and its overlay', async () => {
    const toggle = await renderLayout()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation', { name: 'Design system' })).toBeVisible()
    expect(overlay()).not.toHaveAttribute('hidden')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(sideNav()).toHaveAttribute('hidden')
    expect(overlay()).toHaveAttribute('hidden')
  })

  it('closes on a link click, an overlay click and Escape, which gives the focus back to the toggle', async () => {
    const toggle = await renderLayout()
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('link', { name: 'Space' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    fireEvent.click(overlay())
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(sideNav()).toHaveAttribute('hidden')
    fireEvent.click(toggle)
    // Escape anywhere on the page: here with the focus on the page's body.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(sideNav()).toHaveAttribute('hidden')
    expect(toggle).toHaveFocus()
  })

  it('the toggle can be disabled', async () => {
    const toggle = await renderLayout({ toggleDisabled: true })
    expect(toggle).toBeDisabled()
    // Browsers fire no click on a disabled button; one dispatched anyway does nothing either.
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(sideNav()).toHaveAttribute('hidden')
  })

  it('gives the bar its height to the drawer, which starts below it', async () => {
    const observed: Element[] = []
    let report: ResizeObserverCallback = () => undefined
    const original = window.ResizeObserver
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = callback
      }
      observe(el: Element): void {
        observed.push(el)
      }
      unobserve(): void {}
      disconnect(): void {}
    }
    try {
      await renderLayout()
      const bar = screen.getByRole('banner')
      expect(observed).toEqual([bar])
      Object.defineProperty(bar, 'offsetHeight', { configurable: true, value: 112 })
      report([], {} as ResizeObserver)
      const root = bar.parentElement as HTMLElement
      expect(root.style.getPropertyValue('--bar-height')).toBe('112px')
    } finally {
      window.ResizeObserver = original
    }
  })
})
