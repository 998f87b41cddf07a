import React from 'react'
import { site } from '../../config/site-config'
import { isSamePath } from '../../lib/navigation/layout-for'
import { SiteLink } from '../links/SiteLink'
import { SearchButton } from '../search/SearchButton'
import * as styles from './SupplementaryBar.module.css'

/**
 * The supplementary bar above the main navigation (SPEC 2.3): the sales phone, help, the
 * search button (SPEC 2.8) and 'Sign in' to the web app on the home page only.
 */
export function SupplementaryBar({ pathname }: { pathname: string }): React.JSX.Element {
  return (
    <div className={styles.bar}>
      <SiteLink href={`tel:${site.phone.e164}`} className={styles.link}>
        {site.phone.display}
      </SiteLink>
      <SiteLink href="/support-request" className={styles.link} aria-label="Help">
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M7.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4V12" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="10" cy="14.5" r="1" fill="currentColor" />
        </svg>
      </SiteLink>
      <SearchButton className={styles.button} />
      {isSamePath(pathname, '/') ? (
        <SiteLink href={`${site.signInHost}/users/sign_in`} className={styles.link}>
          Sign in
        </SiteLink>
      ) : null}
    </div>
  )
}
