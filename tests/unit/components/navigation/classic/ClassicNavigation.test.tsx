import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { site } from '../../../../../src/config/site-config'
import { ClassicNavigation } from '../../../../../src/components/navigation/classic/ClassicNavigation'
import { MENU_CLOSE_DELAY_MS } from '../../../../../src/lib/navigation/classic-nav'
import { byId } from '../../../../helpers/site-dataset'
import { mountIsland } from '../../../../helpers/islands'

// SPEC 2.2 Reading A, 9.6: the classic navigation as the build writes it, over the dataset's
// classic navigation (the site-wide query's), and its island (src/components/navigation/navigation.island.ts)
// on that markup. In the browser, with the CSS: tests/e2e/classic-navigation.spec.ts.

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

const menu = () => document.getElementById('classic-nav-menu') as HTMLElement
const nav = () => screen.getByRole('navigation', { name: 'Main' })
const burger = () => within(nav()).getByRole('button', { name: 'Menu' })
const popupButton = (name: string) => within(menu()).getByRole('button', { name, hidden: true })
const panel = (name: string) => document.getElementById(popupButton(name).getAttribute('aria-controls') as string) as HTMLElement
const item = (name: string) => popupButton(name).closest('li') as HTMLElement
const press = (el: HTMLElement) => fireEvent.click(el, { detail: 0 })
const mouseClick = (el: HTMLElement) => fireEvent.click(el, { detail: 1 })

async function renderNavigation(pathname = '/'): Promise<void> {
  const { container } = render(<ClassicNavigation pathname={pathname} />)
  await mountIsland(container, 'navigation')
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { classicNavigation: byId.get(site.classicNavigationId) } })
})
afterEach(() => resizeTo(1024))

describe('ClassicNavigation, as the build writes it', () => {
  it('marks the link of the current page as current and takes it out of the tab order', () => {
    render(<ClassicNavigation pathname="/pricing" />)
    const pricing = screen.getByRole('link', { name: 'Pricing' })
    expect(pricing).toHaveAttribute('aria-current', 'page')
    expect(pricing).toHaveAttribute('tabindex', '-1')
    const signIn = screen.getByRole('link', { name: 'Sign-in' })
    expect(signIn).not.toHaveAttribute('aria-current')
    expect(signIn).not.toHaveAttribute('tabindex')
  })

  // The cta is written twice: in the menu, and beside the burger, where the CSS shows it on mobile.
  it('marks the cta as current on its own page, in both its places, like the other items', () => {
    render(<ClassicNavigation pathname="/quote" />)
    const ctas = screen.getAllByRole('link', { name: 'Get demo' })
    expect(ctas).toHaveLength(2)
    expect(ctas.filter((cta) => menu().contains(cta))).toHaveLength(1)
    for (const cta of ctas) {
      expect(cta).toHaveAttribute('href', '/quote')
      expect(cta).toHaveAttribute('aria-current', 'page')
      expect(cta).toHaveAttribute('tabindex', '-1')
    }
    expect(screen.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current')
  })

  it('leaves the cta unmarked and in the tab order elsewhere', () => {
    render(<ClassicNavigation pathname="/pricing" />)
    for (const cta of screen.getAllByRole('link', { name: 'Get demo' })) {
      expect(cta).not.toHaveAttribute('aria-current')
      expect(cta).not.toHaveAttribute('tabindex')
    }
  })

  it('marks a current link inside a popup the same way', () => {
    render(<ClassicNavigation pathname="/industry/fitness" />)
    const fitness = within(panel('Industries')).getByRole('link', { name: 'Fitness', hidden: true })
    expect(fitness).toHaveAttribute('aria-current', 'page')
    expect(fitness).toHaveAttribute('tabindex', '-1')
    expect(within(panel('Industries')).getByRole('link', { name: 'Finance', hidden: true })).not.toHaveAttribute('aria-current')
  })

  it.each(['pro', 'anti'] as const)('takes the %s theme', (theme) => {
    const { container } = render(<ClassicNavigation pathname="/" theme={theme} />)
    expect(container.querySelector('[data-laika-theme]')).toHaveAttribute('data-laika-theme', theme)
  })

  it('writes every popup closed, its button controlling its panel', () => {
    render(<ClassicNavigation pathname="/" />)
    const button = popupButton('Solutions')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Solutions')).toHaveAttribute('hidden')
  })

  it('shows the menu of its CMS document: a button per popup, a link per link and cta item', () => {
    const items = byId.get(site.classicNavigationId)?.items as { type: string; text: string }[]
    expect(items.length).toBeGreaterThan(0)
    render(<ClassicNavigation pathname="/" />)
    for (const entry of items) {
      if (entry.type === 'popup') expect(popupButton(entry.text)).toBeInTheDocument()
      else expect(within(menu()).getByRole('link', { name: entry.text })).toBeInTheDocument()
    }
  })
})

describe('the navigation island on desktop', () => {
  it('opens a popup on hover and closes it when the mouse leaves the item; a mouse click adds nothing', async () => {
    await renderNavigation()
    fireEvent.mouseEnter(item('Solutions'))
    expect(popupButton('Solutions')).toHaveAttribute('aria-expanded', 'true')
    expect(panel('Solutions')).not.toHaveAttribute('hidden')
    mouseClick(popupButton('Solutions'))
    expect(panel('Solutions')).not.toHaveAttribute('hidden')
    fireEvent.mouseLeave(item('Solutions'))
    expect(popupButton('Solutions')).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Solutions')).toHaveAttribute('hidden')
  })

  it('opens a popup on focus, Enter toggles it, and focus leaving it closes it', async () => {
    await renderNavigation()
    act(() => popupButton('Industries').focus())
    expect(panel('Industries')).not.toHaveAttribute('hidden')
    press(popupButton('Industries'))
    expect(panel('Industries')).toHaveAttribute('hidden')
    press(popupButton('Industries'))
    expect(panel('Industries')).not.toHaveAttribute('hidden')
    // Focus moving inside the popup keeps it open; out of it, closes it.
    act(() => within(panel('Industries')).getByRole('link', { name: 'Fitness' }).focus())
    expect(panel('Industries')).not.toHaveAttribute('hidden')
    act(() => screen.getByRole('link', { name: 'Pricing' }).focus())
    expect(panel('Industries')).toHaveAttribute('hidden')
  })

  it('Escape closes the open popup, focus going back to its button', async () => {
    await renderNavigation()
    act(() => popupButton('Resources').focus())
    const link = within(panel('Resources')).getAllByRole('link')[0] as HTMLElement
    act(() => link.focus())
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(panel('Resources')).toHaveAttribute('hidden')
    expect(popupButton('Resources')).toHaveFocus()
  })

  it('closes every popup at once on a link click', async () => {
    await renderNavigation()
    fireEvent.mouseEnter(item('Access control'))
    mouseClick(within(panel('Access control')).getByRole('link', { name: 'Benefits' }))
    expect(panel('Access control')).toHaveAttribute('hidden')
  })
})

describe('the navigation island on burger devices (SPEC 9.6)', () => {
  beforeEach(() => {
    resizeTo(390)
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('the burger opens the menu, and a click toggles a popup; hover and focus do nothing', async () => {
    await renderNavigation()
    mouseClick(burger())
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
    expect(nav()).toHaveAttribute('data-burger-open')
    fireEvent.mouseEnter(item('Resources'))
    act(() => popupButton('Resources').focus())
    expect(panel('Resources')).toHaveAttribute('hidden')
    mouseClick(popupButton('Resources'))
    expect(panel('Resources')).not.toHaveAttribute('hidden')
    mouseClick(popupButton('Resources'))
    expect(panel('Resources')).toHaveAttribute('hidden')
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('a link click closes the popups at once and the menu 50 ms later', async () => {
    await renderNavigation()
    mouseClick(burger())
    mouseClick(popupButton('Industries'))
    mouseClick(within(panel('Industries')).getByRole('link', { name: 'Fitness' }))
    expect(panel('Industries')).toHaveAttribute('hidden')
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1))
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
    act(() => jest.advanceTimersByTime(1))
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(nav()).not.toHaveAttribute('data-burger-open')
  })
})
