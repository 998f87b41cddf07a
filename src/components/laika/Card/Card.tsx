import React from 'react'
import type { SurfaceTheme } from '../../../lib/laika-theme'
import { classes } from '../classes'
import { Theme } from '../Theme'
import * as styles from './Card.module.css'

interface CardProps {
  /** A theme of its own; without it the card follows the surface it sits on. */
  theme?: SurfaceTheme
  className?: string
  children: React.ReactNode
}

/** A raised surface that groups related content. */
export function Card({ theme, className, children }: CardProps): React.JSX.Element {
  const cardClass = classes(styles.card, className)
  return theme ? (
    <Theme theme={theme} className={cardClass}>
      {children}
    </Theme>
  ) : (
    <div className={cardClass}>{children}</div>
  )
}
