import React from 'react'
import { SiteLink } from '../../links/SiteLink'
import * as styles from './NavCard.module.css'

interface NavCardProps {
  href: string
  newTab?: boolean
  eyebrow?: string
  title: string
  footer: string
}

/**
 * A card in a navigation popup (SPEC 3.6): eyebrow, title and footer, the whole card one link.
 * Its image (310×257, SPEC 9.9) joins once the site has an image pipeline for CMS images: until
 * then no image is shown rather than a broken one.
 */
export function NavCard({ href, newTab, eyebrow, title, footer }: NavCardProps): React.JSX.Element {
  return (
    <SiteLink href={href} newTab={newTab} className={styles.card}>
      {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
      <span className={styles.title}>{title}</span>
      <span className={styles.footer}>
        {footer} <span aria-hidden="true">→</span>
      </span>
    </SiteLink>
  )
}
