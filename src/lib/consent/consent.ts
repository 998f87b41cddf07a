/**
 * The visitor's cookie choice (SPEC 2.6, 9.11), kept in the `{brand}_do_not_track` cookie.
 *
 * Browsers do not expose a cookie's expiry, yet SPEC 2.6 says that of several such cookies (set on
 * different paths or domains) the one with the latest expiry wins; so the value carries it:
 * `{choice}.{expiry in ms since 1970}`, e.g. `accepted.1767225600000`.
 */

export type ConsentChoice = 'accepted' | 'declined'

/**
 * How long a choice is kept. Six months: long enough not to ask on every visit, short enough that
 * consent stays current (the CNIL's recommendation for consent cookies).
 */
export const CONSENT_DAYS = 180

export function consentCookieValue(choice: ConsentChoice, expiresAt: number): string {
  return `${choice}.${expiresAt}`
}

/**
 * The `document.cookie` assignment that records `choice` for `days` days from `now` (SPEC 9.11),
 * its expiry in the value: that of `cookieAssignment` (src/lib/consent/cookies.ts) for `consentCookieValue`.
 * ES5 without outside references, as readConsent: the head script inlines it, so a choice clicked
 * before the page is hydrated is recorded by this same code (docs/consent.md).
 */
export function consentCookieAssignment(name: string, choice: ConsentChoice, days: number, now: number): string {
  var expiresAt = now + days * 86400000
  return name + '=' + choice + '.' + expiresAt + '; expires=' + new Date(expiresAt).toUTCString() + '; path=/; SameSite=Lax'
}

/**
 * The choice recorded by the do-not-track cookies of `cookieString`, or null when there is none.
 * Of several, the latest expiry wins. A cookie whose value cannot be read still counts as a
 * choice (the banner stays hidden, SPEC 4.2), as a refusal, the only safe reading, and loses to
 * any readable one.
 *
 * Written in ES5 without helpers or outside references on purpose: its source is also inlined in
 * the head script (src/components/consent/head-script.ts), so the banner is hidden and Consent
 * Mode set before the first paint by this same code.
 */
export function readConsent(cookieString: string, name: string): ConsentChoice | null {
  var parts = cookieString.split(';')
  var best: ConsentChoice | null = null
  var bestExpiry = -Infinity
  for (var i = 0; i < parts.length; i++) {
    var part = (parts[i] as string).replace(/^\s+/, '')
    if (part.indexOf(name + '=') !== 0) continue
    var match = /^(accepted|declined)\.(\d+)$/.exec(part.slice(name.length + 1).replace(/\s+$/, ''))
    var choice: ConsentChoice = match ? (match[1] as ConsentChoice) : 'declined'
    var expiry = match ? Number(match[2]) : -Infinity
    if (best === null || expiry > bestExpiry) {
      best = choice
      bestExpiry = expiry
    }
  }
  return best
}

/**
 * Google Consent Mode v2: the four signals, denied until the visitor accepts. The head script sets
 * them as the defaults on every page before anything else can read the dataLayer.
 */
export const CONSENT_MODE_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const

export const CONSENT_MODE_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
} as const
