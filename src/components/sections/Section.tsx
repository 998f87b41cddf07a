import React from 'react'
import { Heading } from '../laika/Heading'
import { classes } from '../laika/classes'
import * as styles from './Section.module.css'

interface SectionProps {
  heading?: string
  className?: string
  children: React.ReactNode
}

/**
 * The frame every landing-page section shares: vertical rhythm and an optional h2 (the page's
 * heading is its only h1). The id ties the section's landmark to its heading for screen readers.
 */
export function Section({ heading, className, children }: SectionProps): React.JSX.Element {
  const id = React.useId()
  return (
    <section className={classes(styles.section, className)} aria-labelledby={heading ? id : undefined}>
      {heading ? (
        <Heading level={2} size="Xl" id={id} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </section>
  )
}
