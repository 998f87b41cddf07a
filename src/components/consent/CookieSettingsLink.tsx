import React from 'react'
import { useIsland } from '../../islands/page-islands'
import { EARLY_CLICK_ATTRIBUTE } from '../../lib/islands/early-clicks'
import * as styles from './CookieSettingsLink.module.css'

/**
 * 'Cookie settings' in every footer: reopens the banner, so consent can be withdrawn as easily as
 * it was given (GDPR Art. 7(3)). A button, since it acts on the page rather than going anywhere,
 * drawn like the footer's links. Its island (cookie-settings.island.ts) loads when the visitor
 * points at it or focuses it; a click that comes before is kept and replayed (`data-early-click`).
 */
export function CookieSettingsLink(): React.JSX.Element {
  const island = useIsland('cookie-settings', { load: 'interaction' })
  return (
    <button type="button" className={styles.link} {...island} {...{ [EARLY_CLICK_ATTRIBUTE]: 'cookie-settings' }}>
      Cookie settings
    </button>
  )
}
