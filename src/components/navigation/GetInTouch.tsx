import React from 'react'
import { site } from '../../config/site-config'
import { SiteLink } from '../links/SiteLink'
import * as styles from './GetInTouch.module.css'

/** The 'Get in touch' block of the open burger menu (SPEC 2.2): the sales e-mail and phone; its CSS shows it there only. */
export function GetInTouch(): React.JSX.Element {
  return (
    <div className={styles.block} data-testid="get-in-touch">
      <p className={styles.title}>Get in touch</p>
      <p>
        <SiteLink href={`mailto:${site.email}`}>{site.email}</SiteLink>
      </p>
      <p>
        <SiteLink href={`tel:${site.phone.e164}`}>{site.phone.display}</SiteLink>
      </p>
    </div>
  )
}
