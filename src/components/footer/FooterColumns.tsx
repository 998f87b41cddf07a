import React from 'react'
import { SiteLink } from '../links/SiteLink'
import type { FooterColumn, SocialLink } from '../../content-model/types'
import * as styles from './Footer.module.css'

/** Footer link columns, each a heading and its links (SPEC 2.5); shared by both footers. */
export function FooterColumns({ columns }: { columns: readonly FooterColumn[] }): React.JSX.Element {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <div key={column.title}>
          <h2 className={styles.columnTitle}>{column.title}</h2>
          <ul className={styles.links}>
            {column.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} newTab={link.newTab}>
                  {link.title}
                </SiteLink>
                {link.subtitle ? <span className={styles.subtitle}>{link.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** Links to social profiles, always in a new tab (SPEC 2.18). */
export function SocialLinks({ profiles }: { profiles: readonly SocialLink[] }): React.JSX.Element {
  return (
    <ul className={styles.social} aria-label="Social networks">
      {profiles.map((profile) => (
        <li key={profile.url}>
          <SiteLink href={profile.url}>{profile.name}</SiteLink>
        </li>
      ))}
    </ul>
  )
}
