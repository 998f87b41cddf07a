import { clearMarketingCookies, recordChoice } from './consent-cookie'
import { CONSENT_ATTRIBUTE, consentChoice, subscribeConsent, type ConsentChoice } from './consent-store'

/** Where the banner's height is kept for the stylesheet (CookieBanner.module.css). */
const HEIGHT_PROPERTY = '--cookie-banner-height'

/** SPEC 8: a failure of the consent handler is only logged. */
function logged(step: () => void): void {
  try {
    step()
  } catch (err) {
    console.error('Cookie consent failed:', err)
  }
}

/** Accept or Decline (SPEC 2.6, 9.11): recorded, and the banner closes (its stylesheet follows `<html data-consent>`) even when recording fails. */
function choose(choice: ConsentChoice): void {
  logged(() => recordChoice(choice))
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, choice)
}

/** SPEC 9.11: Decline clears the marketing cookies. */
function clearIfDeclined(choice: ConsentChoice | null): void {
  if (choice === 'declined') logged(() => clearMarketingCookies())
}

/**
 * The cookie banner's island (SPEC 2.6, docs/consent.md), loaded when the banner shows: Accept and
 * Decline record the choice; a Decline, made here or by the head script before this code ran,
 * clears the marketing cookies. While the banner shows, the page keeps its height free at the
 * bottom (WCAG 2.4.11: what the keyboard focuses must not end up under it): the stylesheet's scroll
 * padding reads the height from `<html>`'s style, measured when the observer reports it, after a
 * frame's layout, so nothing here lays the page out.
 */
export function mount(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null
    const choice = target?.closest('[data-consent-choice]')?.getAttribute('data-consent-choice')
    if (choice === 'accepted' || choice === 'declined') choose(choice)
  }
  root.addEventListener('click', onClick)
  clearIfDeclined(consentChoice())
  const unsubscribe = subscribeConsent(clearIfDeclined)
  const style = document.documentElement.style
  // Hidden, the banner measures 0: its space is given back.
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          const height = root.offsetHeight
          if (height > 0) style.setProperty(HEIGHT_PROPERTY, `${height}px`)
          else style.removeProperty(HEIGHT_PROPERTY)
        })
  observer?.observe(root)
  return () => {
    root.removeEventListener('click', onClick)
    unsubscribe()
    observer?.disconnect()
    style.removeProperty(HEIGHT_PROPERTY)
  }
}
