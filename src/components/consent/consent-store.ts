import type { ConsentChoice } from '../../lib/consent/consent'

export type { ConsentChoice }

/**
 * The page's record of the choice: `<html data-consent="accepted|declined">`, set by the head script
 * (head-script.ts) from the cookie before the first paint, and by the banner's island after. The
 * banner's stylesheet hides it by this attribute.
 */
export const CONSENT_ATTRIBUTE = 'data-consent'

/** On `<html>` while 'Cookie settings' has reopened the banner: it shows over a recorded choice. */
export const CONSENT_REOPENED_ATTRIBUTE = 'data-consent-reopened'

/**
 * The visitor's consent choice in the browser (SPEC 2.6; docs/consent.md, "The consent store"): one
 * module, so one state per page, which every island that depends on the choice imports. It holds
 * no cookie code: it is in the chunk of each of them.
 *
 * The choice is `<html data-consent>`: the head script sets it from the cookie before the first
 * paint, and from a banner click that comes before the banner's code; the banner's island sets it
 * after. The store watches the attribute, so whoever set it, the subscribers hear of it, and a
 * banner reopened from 'Cookie settings' closes and gives the focus back.
 */

type Listener = (choice: ConsentChoice | null) => void

const listeners = new Set<Listener>()
let watching = false
/** The choice the subscribers were last told of. */
let known: ConsentChoice | null = null
/** Where the focus was when the banner was reopened: it goes back there after the choice. */
let opener: HTMLElement | null = null

function read(): ConsentChoice | null {
  const value = document.documentElement.getAttribute(CONSENT_ATTRIBUTE)
  return value === 'accepted' || value === 'declined' ? value : null
}

/** After every write of the attribute, even of the same choice (a reopened banner answered alike). */
function settle(): void {
  const root = document.documentElement
  const choice = read()
  if (choice && root.hasAttribute(CONSENT_REOPENED_ATTRIBUTE)) {
    root.removeAttribute(CONSENT_REOPENED_ATTRIBUTE)
    opener?.focus()
    opener = null
  }
  if (choice === known) return
  known = choice
  listeners.forEach((listener) => listener(choice))
}

function watch(): void {
  if (watching) return
  watching = true
  known = read()
  new MutationObserver(settle).observe(document.documentElement, { attributes: true, attributeFilter: [CONSENT_ATTRIBUTE] })
}

/** The visitor's choice: 'accepted', 'declined', or null before one. */
export function consentChoice(): ConsentChoice | null {
  watch()
  return read()
}

/** Calls `listener` with the new choice whenever it changes; returns the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  watch()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Runs `then` once the visitor has accepted cookies: at once if they have, else when they do (on
 * this page). Returns a function that cancels the wait.
 */
export function whenAccepted(then: () => void): () => void {
  if (consentChoice() === 'accepted') {
    then()
    return () => undefined
  }
  const stop = subscribeConsent((choice) => {
    if (choice !== 'accepted') return
    stop()
    then()
  })
  return stop
}

/** The cookie banner's element (CookieBanner.tsx). */
export const COOKIE_BANNER_SELECTOR = '[data-cookie-banner]'

/**
 * Shows the banner again, so consent is withdrawn as easily as it was given (GDPR Art. 7(3)), and
 * moves the focus into it: it sits first in the page, far from the footer's 'Cookie settings'.
 * After the next choice the focus goes back where it was.
 */
export function reopenConsent(): void {
  watch()
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  document.documentElement.setAttribute(CONSENT_REOPENED_ATTRIBUTE, '')
  document.querySelector<HTMLElement>(`${COOKIE_BANNER_SELECTOR} > [tabindex="-1"]`)?.focus()
}
