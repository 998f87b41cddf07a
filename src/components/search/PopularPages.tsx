import React from 'react'
import { POPULAR_PAGES } from '../../lib/content/way-on'
import { Heading } from '../laika/Heading'
import { SiteLink } from '../links/SiteLink'
import * as styles from './PopularPages.module.css'

/**
 * A way on: a few popular pages, each with a line on what it holds, in a navigation
 * landmark named by its heading. On the 404 page and on /search before anything is typed.
 */
export function PopularPages({ id, title }: { id: string; title: string }): React.JSX.Element {
  return (
    <nav aria-labelledby={id}>
      <Heading level={2} size="Lg" id={id} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {POPULAR_PAGES.map((p) => (
          <li key={p.href}>
            <SiteLink href={p.href}>{p.title}</SiteLink>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
