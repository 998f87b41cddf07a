import React, { useState } from 'react'
import { classes } from '../laika/classes'
import * as styles from './AnnouncementBanner.module.css'

interface BannerProps {
  /** SPEC 2.4: static (in the page flow) or floating (fixed at the top). */
  position?: 'static' | 'floating'
  /** SPEC 4.2: only a banner marked closable gets a close button; it starts open either way. */
  closable?: boolean
  label: string
  children: React.ReactNode
}

/** A banner across the top of the page (SPEC 2.4, 4.2). */
export function AnnouncementBanner({ position = 'static', closable = false, label, children }: BannerProps): React.JSX.Element | null {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <aside className={classes(styles.banner, position === 'floating' && styles.floating)} aria-label={label}>
      <div className={styles.content}>{children}</div>
      {closable ? (
        <button type="button" className={styles.close} aria-label={`Close ${label}`} onClick={() => setOpen(false)}>
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </aside>
  )
}
