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
 * The heading of a section, with the home page's size and spacing: every section type
 * and every page's section-level h2 (collection pages, related reading) use this one, not a copy.
 */
export function SectionHeading({
  id,
  className,
  children,
}: {
  id?: string
  className?: string
  children: React.ReactNode
}): React.JSX.Element {
  return (
    <Heading level={2} size="Xl" id={id} className={classes(styles.heading, className)}>
      {children}
    </Heading>
  )
}

/**
 * The frame every section shares, on landing pages and the other page types: vertical rhythm and an optional h2 (the page's
 * heading is its only h1). The id ties the section's landmark to its heading for screen readers.
 */
export function Section({ heading, className, children }: SectionProps): React.JSX.Element {
  const id = React.useId()
  return (
    <section className={classes(styles.section, className)} aria-labelledby={heading ? id : undefined}>
      {heading ? <SectionHeading id={id}>{heading}</SectionHeading> : null}
      {children}
    </section>
  )
}
