import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { MainNavigation } from '../../../../../src/components/navigation/main/MainNavigation'
import { byId } from '../../../../helpers/site-dataset'
import { mountIsland } from '../../../../helpers/islands'

// SPEC 2.2 Reading B, 4.1: the main navigation as the build writes it, and its island
// (src/components/navigation/navigation.island.ts) on that markup. In the browser, with the CSS:
// tests/e2e/navigation-desktop.spec.ts and navigation-mobile.spec.ts.

const CTA = { text: 'Get demo', href: '/quote' }

/** A window of `width` CSS pixels: the media queries the island reads follow it (tests/helpers/match-media.ts). */
function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

async function renderNavigation(pathname = '/pricing'): Promise<HTMLElement> {
  const { container } = render(<MainNavigation pathname={pathname} cta={CTA} />)
  return mountIsland(container, 'navigation')
}

const nav = () => screen.getByRole('navigation', { name: 'Main' })
const burger = () => within(nav()).getByRole('button', { name: 'Menu' })
/** A section's button; its panel is hidden when closed, so queries include hidden elements. */
const section = (name: string) => within(nav()).getByRole('button', { name, hidden: true })
const panel = (name: string) => document.getElementById(section(name).getAttribute('aria-controls') as string) as HTMLElement
const item = (name: string) => section(name).closest('li') as HTMLElement
/** A click as the keyboard makes it (Enter or Space on a button): detail 0. A mouse click has detail 1. */
const press = (el: HTMLElement) => fireEvent.click(el, { detail: 0 })
const mouseClick = (el: HTMLElement) => fireEvent.click(el, { detail: 1 })

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteWideContent: {
      navBarFeatureArticle: null,
      navBarMenu: {
        products: byId.get('navBarMenu.products'),
        solutions: byId.get('navBarMenu.solutions'),
        resources: byId.get('navBarMenu.resources'),
      },
    },
    guide: null,
  })
})
afterEach(() => resizeTo(1024))

describe('MainNavigation, as the build writes it', () => {
  it('is closed: the burger and every section unexpanded, their panels hidden, and the menu holds Get in touch', () => {
    render(<MainNavigation pathname="/pricing" cta={CTA} />)
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(burger()).toHaveAttribute('aria-controls', 'main-nav-menu')
    // A tap before the island runs is kept (src/lib/islands/early-clicks.ts).
    expect(burger()).toHaveAttribute('data-early-click', 'menu')
    for (const name of ['Products', 'Solutions', 'Resources']) {
      expect(section(name)).toHaveAttribute('aria-expanded', 'false')
      expect(panel(name)).toHaveAttribute('hidden')
    }
    expect(nav()).not.toHaveAttribute('data-burger-open')
    expect(within(document.getElementById('main-nav-menu') as HTMLElement).getByTestId('get-in-touch')).toHaveTextContent('Get in touch')
  })

  it('shows four columns in each popup: the navigation’s own card and links join the last one (SPEC 2.2 B)', () => {
    render(<MainNavigation pathname="/pricing" cta={CTA} />)
    for (const name of ['Products', 'Solutions', 'Resources']) expect(panel(name).children).toHaveLength(4)
    const lastColumn = panel('Products').lastElementChild as HTMLElement
    expect(within(lastColumn).getByText('What’s new')).toBeInTheDocument()
    expect(
      within(panel('Resources').lastElementChild as HTMLElement).getByRole('link', {
        name: /comprehensive access control guide/,
        hidden: true,
      }),
    ).toBeInTheDocument()
  })

  it('on a paid landing page is the logo alone, with no script (SPEC 2.14)', () => {
    render(<MainNavigation pathname="/lp/spring" cta={CTA} />)
    expect(within(nav()).getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
    expect(within(nav()).queryByRole('button', { hidden: true })).toBeNull()
    expect(nav()).not.toHaveAttribute('data-island')
  })
})

describe('the navigation island on desktop', () => {
  it('opens a popup on hover, one at a time, and closes them when the mouse leaves the navigation', async () => {
    await renderNavigation()
    fireEvent.mouseEnter(item('Products'))
    expect(section('Products')).toHaveAttribute('aria-expanded', 'true')
    expect(panel('Products')).not.toHaveAttribute('hidden')
    fireEvent.mouseEnter(item('Solutions'))
    expect(section('Solutions')).toHaveAttribute('aria-expanded', 'true')
    expect(section('Products')).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Products')).toHaveAttribute('hidden')
    fireEvent.mouseLeave(nav())
    expect(section('Solutions')).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Solutions')).toHaveAttribute('hidden')
  })

  it('toggles a popup with Enter or Space, keeps it open on a mouse click after the hover, and Escape closes it onto its button', async () => {
    await renderNavigation()
    press(section('Solutions'))
    expect(panel('Solutions')).not.toHaveAttribute('hidden')
    press(section('Solutions'))
    expect(panel('Solutions')).toHaveAttribute('hidden')
    fireEvent.mouseEnter(item('Resources'))
    mouseClick(section('Resources'))
    expect(panel('Resources')).not.toHaveAttribute('hidden')
    // Escape from a link inside the popup.
    const link = within(panel('Resources')).getAllByRole('link')[0] as HTMLElement
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(panel('Resources')).toHaveAttribute('hidden')
    expect(section('Resources')).toHaveFocus()
  })

  it('closes the popup on a click on a link inside it', async () => {
    await renderNavigation()
    fireEvent.mouseEnter(item('Products'))
    mouseClick(within(panel('Products')).getByRole('link', { name: 'Reader' }))
    expect(section('Products')).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Products')).toHaveAttribute('hidden')
  })
})

describe('the navigation island on a phone', () => {
  beforeEach(() => resizeTo(390))

  it('opens and closes the burger menu; the burger is not a closing click, and hover does nothing', async () => {
    await renderNavigation()
    mouseClick(burger())
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
    // The CSS shows the full-height menu, Get in touch and the page's scroll lock on this mark.
    expect(nav()).toHaveAttribute('data-burger-open')
    fireEvent.mouseEnter(item('Products'))
    expect(section('Products')).toHaveAttribute('aria-expanded', 'false')
    mouseClick(burger())
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(nav()).not.toHaveAttribute('data-burger-open')
  })

  it('expands each section under its own title, on its own, without closing the burger', async () => {
    await renderNavigation()
    mouseClick(burger())
    mouseClick(section('Products'))
    mouseClick(section('Resources'))
    expect(section('Products')).toHaveAttribute('aria-expanded', 'true')
    expect(panel('Products')).not.toHaveAttribute('hidden')
    expect(section('Resources')).toHaveAttribute('aria-expanded', 'true')
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
    mouseClick(section('Products'))
    expect(panel('Products')).toHaveAttribute('hidden')
    expect(panel('Resources')).not.toHaveAttribute('hidden')
  })

  it('closes everything on a link click in the menu', async () => {
    await renderNavigation()
    mouseClick(burger())
    mouseClick(section('Solutions'))
    mouseClick(within(panel('Solutions')).getByRole('link', { name: 'Lockdown' }))
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(nav()).not.toHaveAttribute('data-burger-open')
    expect(panel('Solutions')).toHaveAttribute('hidden')
  })

  it('closes the burger on Escape, giving the focus back to the burger button', async () => {
    await renderNavigation()
    press(burger())
    const link = within(nav()).getByRole('link', { name: 'Pricing' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(burger()).toHaveFocus()
  })

  it('shows a section by the device of the moment: a popup opened on desktop is no expanded section on a phone', async () => {
    resizeTo(1280)
    await renderNavigation()
    press(section('Products'))
    expect(panel('Products')).not.toHaveAttribute('hidden')
    resizeTo(390)
    expect(section('Products')).toHaveAttribute('aria-expanded', 'false')
    expect(panel('Products')).toHaveAttribute('hidden')
  })

  it('has no menu open on a page shown again from the back-forward cache', async () => {
    await renderNavigation()
    mouseClick(burger())
    expect(burger()).toHaveAttribute('aria-expanded', 'true')
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
  })
})

it('stops when unmounted', async () => {
  const { container, unmount } = render(<MainNavigation pathname="/pricing" cta={CTA} />)
  const root = container.querySelector('[data-island="navigation"]') as HTMLElement
  const { mount } = await import('../../../../../src/components/navigation/navigation.island')
  const stop = mount(root, { navigation: 'main', menu: 'main-nav-menu' })
  stop()
  press(section('Products'))
  expect(section('Products')).toHaveAttribute('aria-expanded', 'false')
  unmount()
})
