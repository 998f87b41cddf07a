import { act, fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { buildValues } from '../../../../src/config/public-settings'
import { ConsentProvider } from '../../../../src/components/consent/ConsentProvider'
import { CookieBanner } from '../../../../src/components/consent/CookieBanner'
import { CookieSettingsLink } from '../../../../src/components/consent/CookieSettingsLink'

// SPEC 2.6: both styles with their exact texts and buttons; the consent handler (SPEC 2.6, 8, 9.11).
const banner = buildValues.settings.cookieBanner

function renderBanner(): void {
  render(
    <ConsentProvider>
      <CookieBanner />
      <footer>
        <CookieSettingsLink />
      </footer>
    </ConsentProvider>,
  )
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

describe('CookieBanner', () => {
  afterEach(() => {
    Object.assign(banner, { style: 'new', hidden: false })
    clearCookies()
    jest.restoreAllMocks()
  })

  it('new style (the default): title, body, a legal link in a new tab, then Accept all and Decline', () => {
    renderBanner()
    const region = screen.getByRole('region', { name: 'Cookie consent' })
    expect(region).toHaveTextContent('Enable cookies to help us improve your experience.')
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legal/cookies')
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept all', 'Decline', 'Cookie settings'])
  })

  it('old style: the one sentence, Read more in a new tab, then Decline and Accept', () => {
    banner.style = 'old'
    renderBanner()
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent(
      'We use cookies to enhance your experience and for marketing purposes. By clicking “accept”, you agree to this use. Read more',
    )
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/legal/cookies')
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Accept', 'Cookie settings'])
  })

  it('renders nothing when hidden by the setting (deploy previews, test environments)', () => {
    banner.hidden = true
    renderBanner()
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('is not shown when a choice is recorded, and Cookie settings reopens it', () => {
    document.cookie = `threshold_do_not_track=declined.${Date.now() + 1e9}; path=/`
    renderBanner()
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }))
    const region = screen.getByRole('region', { name: 'Cookie consent' })
    expect(region.contains(document.activeElement)).toBe(true)
  })

  it('Accept records the choice with its expiry and closes the banner', () => {
    renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(document.cookie).toMatch(/threshold_do_not_track=accepted\.\d{13}/)
    expect(document.documentElement.getAttribute('data-consent')).toBe('accepted')
  })

  it('Decline clears the other cookies, keeping the consent cookie', () => {
    document.cookie = '__hstc=1; path=/'
    document.cookie = '_ga=2; path=/'
    renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(document.cookie).toMatch(/^threshold_do_not_track=declined\.\d{13}$/)
  })

  it('only logs a failure of the handler, and closes the banner', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('cookies disabled')
    })
    renderBanner()
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    })
    expect(error).toHaveBeenCalledWith('Cookie consent failed:', expect.any(Error))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })
})
