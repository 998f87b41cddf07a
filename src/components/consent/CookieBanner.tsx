import React, { useCallback, useEffect, useRef, useState } from 'react'
import { buildValues } from '../../config/public-settings'
import type { ConsentChoice } from '../../lib/consent/consent'
import { classes } from '../laika/classes'
import { Button } from '../laika/Button'
import { Theme } from '../laika/Theme'
import { SiteLink } from '../links/SiteLink'
import { useConsent } from './ConsentProvider'
import * as styles from './CookieBanner.module.css'

/** SPEC 2.6: where 'Read more' and the legal link go, in a new tab. */
export const COOKIE_POLICY_PATH = '/legal/cookies'

/** SPEC 2.6, the old style's one sentence. */
export const OLD_BANNER_TEXT =
  'We use cookies to enhance your experience and for marketing purposes. By clicking “accept”, you agree to this use.'
/** SPEC 2.6, the new style's title. */
export const NEW_BANNER_TITLE = 'Enable cookies to help us improve your experience.'
/** The new style's body text (SPEC 2.6 names it without wording it). */
export const NEW_BANNER_TEXT =
  'We use cookies to see how our site is used and to measure our marketing. Nothing is tracked unless you accept, and you can change your mind at any time with “Cookie settings” at the bottom of every page.'

/**
 * The cookie banner (SPEC 2.6, 4.2), in the global layout before the page, so it comes first in the
 * keyboard order. It is in the static HTML and fixed over the bottom of the viewport, so it moves
 * nothing (no layout shift); when a choice exists the head script marks `<html data-consent>` and
 * the stylesheet hides it before the first paint. Accept and Decline look alike and take one click
 * each: refusing is as easy as accepting.
 */
export function CookieBanner(): React.JSX.Element | null {
  const { choice, reopened, accept, decline } = useConsent()
  const { style, hidden } = buildValues.settings.cookieBanner
  const inner = useRef<HTMLDivElement | null>(null)
  // Reopened from a footer, the banner takes the focus: it sits first in the page, far behind it.
  useEffect(() => {
    if (reopened) inner.current?.focus()
  }, [reopened])
  const shown = !hidden && !(choice !== undefined && choice !== null && !reopened)
  // WCAG 2.4.11: what the keyboard focuses must not end up under the banner. The page keeps the
  // banner's height free at its bottom when it scrolls a focused element into view (the
  // stylesheet's scroll-padding reads this property; a CSSOM write, which the CSP allows).
  // The banner's element as it is now (hydration may replace the server's), from the inner ref.
  const [banner, setBanner] = useState<HTMLElement | null>(null)
  const innerRef = useCallback((node: HTMLDivElement | null) => {
    inner.current = node
    setBanner(node?.parentElement ?? null)
  }, [])
  useEffect(() => {
    if (!shown || !banner || typeof ResizeObserver === 'undefined') return undefined
    const root = document.documentElement
    // The banner laid out now: hydration can hand this effect a node React is about to drop (0 high).
    // Measured only when the observer reports, after a frame's layout (first when it starts
    // observing): read here, in the hydration's effects, `offsetHeight` laid the whole page out
    // inside that long task (docs/architecture.md, "No layout while hydrating").
    const measure = () => {
      const height = document.querySelector<HTMLElement>('[data-cookie-banner]')?.offsetHeight ?? 0
      if (height > 0) root.style.setProperty('--cookie-banner-height', `${height}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(document.querySelector<HTMLElement>('[data-cookie-banner]') ?? banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--cookie-banner-height')
    }
  }, [shown, banner])
  if (hidden) return null
  // Before the cookie is read (the build, hydration) it renders, and CSS decides; then React does.
  if (choice !== undefined && choice !== null && !reopened) return null
  const accepting = <ChoiceButton key="accept" choice="accepted" label={style === 'old' ? 'Accept' : 'Accept all'} onClick={accept} />
  const declining = <ChoiceButton key="decline" choice="declined" label="Decline" onClick={decline} />
  return (
    <Theme
      theme="pro"
      role="region"
      aria-label="Cookie consent"
      data-cookie-banner={style}
      className={classes(styles.banner, reopened ? styles.reopened : undefined)}
    >
      <div ref={innerRef} tabIndex={-1} className={styles.inner}>
        {style === 'old' ? (
          <p className={styles.text}>
            {OLD_BANNER_TEXT}{' '}
            <SiteLink href={COOKIE_POLICY_PATH} newTab>
              Read more
            </SiteLink>
          </p>
        ) : (
          <div className={styles.text}>
            <p className={styles.title}>{NEW_BANNER_TITLE}</p>
            <p>
              {NEW_BANNER_TEXT}{' '}
              <SiteLink href={COOKIE_POLICY_PATH} newTab>
                Cookie policy
              </SiteLink>
            </p>
          </div>
        )}
        {/* SPEC 2.6: the old style reads 'Decline' then 'Accept', the new one 'Accept all' then 'Decline'. */}
        <div className={styles.buttons}>{style === 'old' ? [declining, accepting] : [accepting, declining]}</div>
      </div>
    </Theme>
  )
}

/**
 * Both choices are the same button, so refusing is as prominent as accepting. `data-consent-choice`
 * lets the head script record a click that comes before hydration (src/components/consent/head-script.ts).
 */
function ChoiceButton({ label, choice, onClick }: { label: string; choice: ConsentChoice; onClick: () => void }): React.JSX.Element {
  return (
    <Button rank="alpha" theme="pro" onClick={onClick} data-consent-choice={choice}>
      {label}
    </Button>
  )
}
