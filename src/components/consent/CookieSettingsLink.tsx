import React from 'react'
import { useConsent } from './ConsentProvider'
import * as styles from './CookieSettingsLink.module.css'

/**
 * 'Cookie settings' in every footer: reopens the banner, so consent can be withdrawn as easily as
 * it was given (GDPR Art. 7(3)). A button, since it acts on the page rather than going anywhere,
 * drawn like the footer's links.
 */
export function CookieSettingsLink(): React.JSX.Element {
  const { reopen } = useConsent()
  return (
    <button type="button" className={styles.link} onClick={reopen}>
      Cookie settings
    </button>
  )
}
