import vm from 'node:vm'
import { consentHeadScript } from '../../../../src/components/consent/head-script'
import { CONSENT_DAYS, consentCookieAssignment, consentCookieValue, readConsent } from '../../../../src/lib/consent/consent'
import { cookieAssignment } from '../../../../src/lib/consent/cookies'

const NAME = 'threshold_do_not_track'

describe('the recorded cookie choice (SPEC 2.6, 9.11)', () => {
  it('is null without a do-not-track cookie: the banner shows', () => {
    expect(readConsent('', NAME)).toBeNull()
    expect(readConsent('hubspotutk=1; threshold_do_not_track_x=accepted.5', NAME)).toBeNull()
  })

  it('carries its expiry in the value, since browsers hide it', () => {
    expect(consentCookieValue('accepted', 1767225600000)).toBe('accepted.1767225600000')
    expect(readConsent(`a=1; ${NAME}=accepted.1767225600000`, NAME)).toBe('accepted')
    expect(readConsent(`${NAME}=declined.1767225600000`, NAME)).toBe('declined')
    expect(CONSENT_DAYS).toBe(180)
  })

  it('is written for CONSENT_DAYS with its expiry in the value, as cookieAssignment would (SPEC 9.11)', () => {
    const now = Date.UTC(2026, 0, 1)
    const expiresAt = now + CONSENT_DAYS * 24 * 60 * 60 * 1000
    expect(consentCookieAssignment(NAME, 'declined', CONSENT_DAYS, now)).toBe(
      cookieAssignment(NAME, consentCookieValue('declined', expiresAt), CONSENT_DAYS, now),
    )
    expect(consentCookieAssignment(NAME, 'accepted', CONSENT_DAYS, now)).toBe(
      `${NAME}=accepted.${expiresAt}; expires=${new Date(expiresAt).toUTCString()}; path=/; SameSite=Lax`,
    )
  })

  it('takes the cookie with the latest expiry when there are several', () => {
    expect(readConsent(`${NAME}=accepted.100; ${NAME}=declined.200`, NAME)).toBe('declined')
    expect(readConsent(`${NAME}=accepted.300; ${NAME}=declined.200`, NAME)).toBe('accepted')
  })

  it('counts an unreadable value as a refusal that any readable cookie beats', () => {
    expect(readConsent(`${NAME}=1`, NAME)).toBe('declined')
    expect(readConsent(`${NAME}=1; ${NAME}=accepted.5`, NAME)).toBe('accepted')
    expect(readConsent(`${NAME}=accepted.5; ${NAME}=yes`, NAME)).toBe('accepted')
  })
})

describe('the consent head script', () => {
  type Click = (event: { target: unknown }) => void
  function start(cookie: string) {
    const attributes = new Map<string, string>()
    const clicks: Click[] = []
    const context = {
      window: {} as { dataLayer?: unknown[]; _hsp?: unknown[] },
      document: {
        cookie,
        documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) },
        addEventListener: (type: string, listener: Click, capture: boolean) => {
          if (type === 'click' && capture) clicks.push(listener)
        },
      },
    }
    vm.runInNewContext(consentHeadScript(), context)
    const state = () => ({
      dataLayer: (context.window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
      consent: attributes.get('data-consent') ?? null,
    })
    /** A click on a banner button, hydrated (it has the hydration mark) or not. */
    const click = (choice: string, hydrated: boolean): void => {
      const button: Record<string, unknown> = {
        getAttribute: (name: string) => (name === 'data-consent-choice' ? choice : null),
        hasAttribute: (name: string) => hydrated && name === 'data-hydrated',
      }
      button['closest'] = (selector: string) => (selector === '[data-consent-choice]' ? button : null)
      for (const listener of clicks) listener({ target: button })
    }
    return { context, state, click }
  }
  function run(cookie: string): { dataLayer: unknown[][]; consent: string | null } {
    return start(cookie).state()
  }
  const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
  const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

  it('creates the dataLayer with Consent Mode v2 defaults of denied, and marks nothing before a choice', () => {
    expect(run('')).toEqual({ dataLayer: [['consent', 'default', denied]], consent: null })
  })

  it('marks the choice on <html> and grants consent at once to a visitor who accepted', () => {
    expect(run(`${NAME}=accepted.9`)).toEqual({
      dataLayer: [
        ['consent', 'default', denied],
        ['consent', 'update', granted],
      ],
      consent: 'accepted',
    })
    expect(run(`${NAME}=declined.9`)).toEqual({ dataLayer: [['consent', 'default', denied]], consent: 'declined' })
  })

  it('records a choice clicked before hydration at once: cookie, Consent Mode, the banner hidden (SPEC 2.6)', () => {
    const accepting = start('')
    accepting.click('accepted', false)
    expect(readConsent(accepting.context.document.cookie, NAME)).toBe('accepted')
    expect(accepting.context.document.cookie).toMatch(/; expires=.*; path=\/; SameSite=Lax$/)
    expect(accepting.state()).toEqual({
      dataLayer: [
        ['consent', 'default', denied],
        ['consent', 'update', granted],
      ],
      consent: 'accepted',
    })
    const declining = start('')
    declining.click('declined', false)
    expect(readConsent(declining.context.document.cookie, NAME)).toBe('declined')
    expect(declining.state().consent).toBe('declined')
    expect(declining.context.window._hsp).toEqual([['revokeCookieConsent']])
  })

  it('leaves a hydrated banner to React, and ignores other clicks', () => {
    const page = start('')
    page.click('accepted', true)
    page.click('maybe', false)
    expect(page.context.document.cookie).toBe('')
    expect(page.state()).toEqual({ dataLayer: [['consent', 'default', denied]], consent: null })
  })

  it('is the same string every time (it is hashed for the Content-Security-Policy)', () => {
    expect(consentHeadScript()).toBe(consentHeadScript())
  })
})
