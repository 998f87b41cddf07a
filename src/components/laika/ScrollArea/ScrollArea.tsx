import React from 'react'
import { classes } from '../classes'
import * as styles from './ScrollArea.module.css'

type ScrollAreaProps = {
  className?: string
  children: React.ReactNode
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen, instead of
 * widening the page. It shows that it scrolls: a shade on each side where more content is hidden,
 * gone at that end. It is a named region in the tab order, so a keyboard can reach and scroll it
 * (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function ScrollArea({ label, labelledBy, className, children }: ScrollAreaProps): React.JSX.Element {
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label }
  return (
    <div className={classes(styles.scrollArea, className)} role="region" tabIndex={0} {...name}>
      {children}
    </div>
  )
}
