import React from 'react'
import { classes } from '../laika/classes'
import { ClosableBanner } from './ClosableBanner'
import * as styles from './AnnouncementBanner.module.css'

interface BannerProps {
  /** SPEC 2.4: static (in the page flow) or floating (fixed at the top). */
  position?: 'static' | 'floating'
  /** SPEC 4.2: only a banner marked closable gets a close button; it starts open either way. */
  closable?: boolean
  label: string
  children: React.ReactNode
}

/** A banner across the top of the page (SPEC 2.4, 4.2). Only a closable one has code in the browser (banner.island.ts). */
export function AnnouncementBanner({ position = 'static', closable = false, label, children }: BannerProps): React.JSX.Element {
  const className = classes(styles.banner, position === 'floating' && styles.floating)
  const content = <div className={styles.content}>{children}</div>
  if (closable) {
    return (
      <ClosableBanner className={className} label={label}>
        {content}
      </ClosableBanner>
    )
  }
  return (
    <aside className={className} aria-label={label}>
      {content}
    </aside>
  )
}
