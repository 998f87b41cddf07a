import React from 'react'
import type { CardImage } from '../../../lib/navigation/menu-groups'
import { SiteLink } from '../../links/SiteLink'
import { classes } from '../../laika/classes'
import { ContentImage } from '../../media/ContentImage'
import * as styles from './NavCard.module.css'

interface NavCardProps {
  href: string
  newTab?: boolean
  eyebrow?: string
  title: string
  footer: string
  image?: CardImage
  /** Image beside the text, not above it: for a column that holds more than one card. */
  compact?: boolean
}

/**
 * A card in a navigation popup (SPEC 3.6): its 310×257 image (SPEC 9.9; none rather than a broken
 * one when the card has no file), eyebrow, title and footer, the whole card one link.
 */
export function NavCard({ href, newTab, eyebrow, title, footer, image, compact = false }: NavCardProps): React.JSX.Element {
  return (
    <SiteLink href={href} newTab={newTab} className={classes(styles.card, compact && styles.compact)}>
      <ContentImage image={image?.gatsbyImageData} alt={image?.alt ?? ''} className={styles.image} />
      {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
      <span className={styles.title}>{title}</span>
      <span className={styles.footer}>
        {footer} <span aria-hidden="true">→</span>
      </span>
    </SiteLink>
  )
}
