import React from 'react'
import type { SurfaceTheme } from '../../../lib/laika/laika-theme'
import { classes } from '../classes'
import { Theme } from '../Theme'
import * as styles from './Card.module.css'

interface CardProps {
  /** A theme of its own; without it the card follows the surface it sits on. */
  theme?: SurfaceTheme
  /**
   * The card is a link: its one link (the title's) covers the whole card (its `::after`), so a
   * screen reader hears one link per card, named by the title. The title is in ink, not underlined;
   * the card shows a hover and, on the keyboard, a focus ring around the whole card.
   */
  linked?: boolean
  className?: string
  children: React.ReactNode
}

/** A raised surface that groups related content; with `linked`, the card of a collection page. */
export function Card({ theme, linked = false, className, children }: CardProps): React.JSX.Element {
  const cardClass = classes(styles.card, linked && styles.linked, className)
  return theme ? (
    <Theme theme={theme} className={cardClass}>
      {children}
    </Theme>
  ) : (
    <div className={cardClass}>{children}</div>
  )
}
