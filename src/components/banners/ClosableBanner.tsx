import React from 'react'
import { useIsland } from '../../islands/page-islands'
import * as styles from './AnnouncementBanner.module.css'

/** A banner with its close button (SPEC 4.2), which its island (banner.island.ts) makes close it. */
export function ClosableBanner({
  className,
  label,
  children,
}: {
  className: string
  label: string
  children: React.ReactNode
}): React.JSX.Element {
  return (
    <aside className={className} aria-label={label} {...useIsland('banner')}>
      {children}
      <button type="button" className={styles.close} aria-label={`Close ${label}`}>
        <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  )
}
