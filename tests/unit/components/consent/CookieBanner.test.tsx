import { fireEvent, screen } from '@testing-library/react'
import React from 'react'
import { buildValues } from '../../../../src/config/public-settings'
import { mount as mountBanner } from '../../../../src/components/consent/cookie-banner.island'
import { mount as mountSettings } from '../../../../src/components/consent/cookie-settings.island'
import { CookieBanner } from '../../../../src/components/consent/CookieBanner'
import { CookieSettingsLink } from '../../../../src/components/consent/CookieSettingsLink'
import { islandRoot, serverMarkup } from '../../../helpers/islands'
import { nextTask } from '../../../helpers/next-task'

// SPEC 2.6: both styles with their exact texts and buttons, in the build's HTML; the banner's and
// 'Cookie settings' islands on that HTML: the consent handler (SPEC 2.6, 8, 9.11), reopening.
const settings = buildValues.settings.cookieBanner
const html = document.documentElement

/** The banner and a footer's 'Cookie settings' as the build writes them, each with its island mounted. */
function page(): { unmount: () => void } {
  const container = serverMarkup(
    <>
      <CookieBanner />
      <footer>
        <CookieSettingsLink />
      </footer>
    </>,
  )
  const stops = [mountBanner(islandRoot(container, 'cookie-banner').root), mountSettings(islandRoot(container, 'cookie-settings').root)]
  return { unmount: () => stops.forEach((stop) => stop()) }
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

const region = () => screen.getByRole('region', { name: 'Cookie consent' })

afterEach(async () => {
  Object.assign(settings, { style: 'new', hidden: false })
  jest.restoreAllMocks()
  clearCookies()
  html.removeAttribute('data-consent')
  html.removeAttribute('data-consent-reopened')
  html.removeAttribute('style')
  document.body.innerHTML = ''
  delete (window as { gtag?: unknown }).gtag
  delete (window as { _hsp?: unknown })._hsp
  await nextTask()
})

describe('the cookie banner in the HTML', () => {
  it('new style (the default): title, body, a legal link in a new tab, then Accept all and Decline', () => {
    page()
    expect(region()).toHaveTextContent('Enable cookies to help us improve your experience.')
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legal/cookies')
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept all', 'Decline', 'Cookie settings'])
  })

  it('old style: the one sentence, Read more in a new tab, then Decline and Accept', () => {
    settings.style = 'old'
    page()
    expect(region()).toHaveTextContent(
      'We use cookies to enhance your experience and for marketing purposes. By clicking “accept”, you agree to this use. Read more',
    )
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/legal/cookies')
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Accept', 'Cookie settings'])
  })

  it('is not in the page when hidden by the setting (deploy previews, test environments), nor its island', () => {
    settings.hidden = true
    const container = serverMarkup(<CookieBanner />)
    expect(container.innerHTML).toBe('')
  })

  it("loads its code only when it shows; 'Cookie settings' loads its own when used, keeping an earlier click", () => {
    const container = serverMarkup(
      <>
        <CookieBanner />
        <CookieSettingsLink />
      </>,
    )
    expect(islandRoot(container, 'cookie-banner').root).toHaveAttribute('data-island-load', 'visible')
    const link = islandRoot(container, 'cookie-settings').root
    expect(link).toHaveAttribute('data-island-load', 'interaction')
    expect(link).toHaveAttribute('data-early-click', 'cookie-settings')
  })
})

describe('the banner island: the consent handler', () => {
  it('Accept records the choice with its expiry, grants Consent Mode and closes the banner', () => {
    const gtag = jest.fn()
    ;(window as { gtag?: unknown }).gtag = gtag
    page()
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(document.cookie).toMatch(/threshold_do_not_track=accepted\.\d{13}/)
    expect(gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'granted' }))
    // The stylesheet hides the banner by this mark.
    expect(html).toHaveAttribute('data-consent', 'accepted')
  })

  it('Decline records the refusal, asks HubSpot to drop its cookies and clears the others, keeping the consent cookie', async () => {
    document.cookie = '__hstc=1; path=/'
    document.cookie = '_ga=2; path=/'
    page()
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(html).toHaveAttribute('data-consent', 'declined')
    expect((window as { _hsp?: unknown[] })._hsp).toEqual([['revokeCookieConsent']])
    await nextTask()
    expect(document.cookie).toMatch(/^threshold_do_not_track=declined\.\d{13}$/)
  })

  it('clears the marketing cookies after a Decline the head script recorded before the banner’s code ran', async () => {
    document.cookie = '__hstc=1; path=/'
    document.cookie = `threshold_do_not_track=declined.${Date.now() + 1e9}; path=/`
    html.setAttribute('data-consent', 'declined')
    page()
    expect(document.cookie).toMatch(/^threshold_do_not_track=declined\.\d{13}$/)
  })

  it('only logs a failure of the handler, and closes the banner', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('cookies disabled')
    })
    page()
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await nextTask()
    expect(error).toHaveBeenCalledWith('Cookie consent failed:', expect.any(Error))
    expect(html).toHaveAttribute('data-consent', 'declined')
  })

  it("'Cookie settings' reopens the banner with the focus in it; the next choice closes it and gives the focus back", async () => {
    html.setAttribute('data-consent', 'accepted')
    page()
    const link = screen.getByRole('button', { name: 'Cookie settings' })
    link.focus()
    fireEvent.click(link)
    // The stylesheet shows the banner over a recorded choice by this mark.
    expect(html).toHaveAttribute('data-consent-reopened')
    expect(region().firstElementChild).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await nextTask()
    expect(html).not.toHaveAttribute('data-consent-reopened')
    expect(html).toHaveAttribute('data-consent', 'declined')
    expect(link).toHaveFocus()
  })

  it('keeps the page free under the banner while it shows: its height, measured when the observer reports it', () => {
    let report = (): void => undefined
    const observe = jest.fn()
    ;(window as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        report = callback
      }
      observe = observe
      disconnect = jest.fn()
    }
    try {
      const { unmount } = page()
      expect(observe).toHaveBeenCalledWith(region())
      jest.spyOn(region(), 'offsetHeight', 'get').mockReturnValue(96)
      report()
      expect(html.style.getPropertyValue('--cookie-banner-height')).toBe('96px')
      // Hidden, it measures 0 and gives the space back.
      jest.spyOn(region(), 'offsetHeight', 'get').mockReturnValue(0)
      report()
      expect(html.style.getPropertyValue('--cookie-banner-height')).toBe('')
      unmount()
    } finally {
      delete (window as { ResizeObserver?: unknown }).ResizeObserver
    }
  })
})
