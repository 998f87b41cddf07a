import React from 'react'
import { buildValues } from '../../config/public-settings'
import type { ConsentChoice } from '../../lib/consent/consent'
import { useIsland } from '../../islands/page-islands'
import { Button } from '../laika/Button'
import { Theme } from '../laika/Theme'
import { SiteLink } from '../links/SiteLink'
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
 *
 * Its island (cookie-banner.island.ts) loads when the banner shows (`visible`): at once for a
 * visitor who has not chosen, never for one who has, unless 'Cookie settings' reopens it. A click
 * that comes before it is recorded by the head script (head-script.ts).
 */
export function CookieBanner(): React.JSX.Element | null {
  const { style, hidden } = buildValues.settings.cookieBanner
  if (hidden) return null
  return <ShownCookieBanner style={style} />
}

function ShownCookieBanner({ style }: { style: 'old' | 'new' }): React.JSX.Element {
  const island = useIsland('cookie-banner', { load: 'visible' })
  const accepting = <ChoiceButton key="accept" choice="accepted" label={style === 'old' ? 'Accept' : 'Accept all'} />
  const declining = <ChoiceButton key="decline" choice="declined" label="Decline" />
  return (
    <Theme theme="pro" role="region" aria-label="Cookie consent" data-cookie-banner={style} className={styles.banner} {...island}>
      {/* Reopened from a footer, the banner takes the focus here (consent-store.ts). */}
      <div tabIndex={-1} className={styles.inner}>
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
 * is what the banner's island and, before it runs, the head script act on.
 */
function ChoiceButton({ label, choice }: { label: string; choice: ConsentChoice }): React.JSX.Element {
  return (
    <Button rank="alpha" theme="pro" data-consent-choice={choice}>
      {label}
    </Button>
  )
}
