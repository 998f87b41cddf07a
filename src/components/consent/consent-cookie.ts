import { site } from '../../config/site-config'
import {
  CONSENT_DAYS,
  CONSENT_MODE_DENIED,
  CONSENT_MODE_GRANTED,
  consentCookieAssignment,
  type ConsentChoice,
} from '../../lib/consent/consent'
import { clearCookieAssignments } from '../../lib/consent/cookies'

interface TrackingWindow {
  gtag?: (...args: unknown[]) => void
  /** HubSpot's privacy queue; `revokeCookieConsent` makes its script drop its cookies. */
  _hsp?: unknown[]
}

/**
 * Records the visitor's choice (SPEC 2.6, 9.11), as the head script does for a click that comes
 * before the banner's code: the do-not-track cookie for CONSENT_DAYS with its expiry in the value,
 * the Consent Mode update, and on Decline HubSpot's revoke.
 */
export function recordChoice(choice: ConsentChoice, now = Date.now()): void {
  document.cookie = consentCookieAssignment(site.doNotTrackCookie, choice, CONSENT_DAYS, now)
  const win = window as unknown as TrackingWindow
  win.gtag?.('consent', 'update', choice === 'accepted' ? CONSENT_MODE_GRANTED : CONSENT_MODE_DENIED)
  if (choice === 'declined') {
    win._hsp = win._hsp ?? []
    win._hsp.push(['revokeCookieConsent'])
  }
}

/** SPEC 9.11, on Decline: every cookie but the consent cookie, expired 100 days in the past. */
export function clearMarketingCookies(now = Date.now()): void {
  for (const assignment of clearCookieAssignments(document.cookie, [site.doNotTrackCookie], window.location.hostname, now)) {
    document.cookie = assignment
  }
}
