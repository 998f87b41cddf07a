import { site } from '../../config/site-config'
import {
  CONSENT_DAYS,
  CONSENT_MODE_DENIED,
  CONSENT_MODE_GRANTED,
  consentCookieAssignment,
  readConsent,
  type ConsentChoice,
} from '../../lib/consent/consent'
import { clearCookieAssignments } from '../../lib/consent/cookies'

interface TrackingWindow {
  gtag?: (...args: unknown[]) => void
  /** HubSpot's privacy queue; `revokeCookieConsent` makes its script drop its cookies. */
  _hsp?: unknown[]
}

/** The recorded choice, or null when the visitor has not chosen (SPEC 2.6). */
export function currentChoice(): ConsentChoice | null {
  return readConsent(document.cookie, site.doNotTrackCookie)
}

/**
 * Records the visitor's choice (SPEC 2.6, 9.11): the do-not-track cookie for CONSENT_DAYS with its
 * expiry in the value, the Consent Mode update, and on Decline the marketing cookies cleared by
 * expiring them 100 days in the past, all but the consent cookie itself.
 */
export function recordChoice(choice: ConsentChoice, now = Date.now()): void {
  document.cookie = consentCookieAssignment(site.doNotTrackCookie, choice, CONSENT_DAYS, now)
  document.documentElement.setAttribute('data-consent', choice)
  const win = window as unknown as TrackingWindow
  win.gtag?.('consent', 'update', choice === 'accepted' ? CONSENT_MODE_GRANTED : CONSENT_MODE_DENIED)
  if (choice === 'declined') {
    win._hsp = win._hsp ?? []
    win._hsp.push(['revokeCookieConsent'])
    for (const assignment of clearCookieAssignments(document.cookie, [site.doNotTrackCookie], window.location.hostname, now)) {
      document.cookie = assignment
    }
  }
}
