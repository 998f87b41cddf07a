import vm from 'node:vm'
import { consentHeadScript } from '../../../src/components/consent/head-script'
import { CONSENT_DAYS, consentCookieValue, readConsent } from '../../../src/lib/consent'

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
  function run(cookie: string): { dataLayer: unknown[][]; consent: string | null } {
    const attributes = new Map<string, string>()
    const context = {
      window: {} as { dataLayer?: unknown[] },
      document: { cookie, documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
    }
    vm.runInNewContext(consentHeadScript(), context)
    const dataLayer = (context.window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
    return { dataLayer, consent: attributes.get('data-consent') ?? null }
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

  it('is the same string every time (it is hashed for the Content-Security-Policy)', () => {
    expect(consentHeadScript()).toBe(consentHeadScript())
  })
})
