import React from 'react'
import { useIsland } from '../../islands/page-islands'
import { classes } from '../laika/classes'
import * as styles from './TableOfContents.module.css'

interface TocItem {
  blockStyle: string
  blockText: string
  anchor: string
}

/**
 * SPEC 2.10: links to the body's h1–h3 headings. The section in view is highlighted
 * (`aria-current="location"`) by its island (toc.island.ts), while the page scrolls.
 */
export function TableOfContents({ entries, className }: { entries: readonly TocItem[]; className?: string }): React.JSX.Element | null {
  const island = useIsland('toc')
  if (entries.length === 0) return null
  return (
    <nav className={classes(styles.toc, className)} aria-label="Table of contents" {...island}>
      <p className={styles.title}>On this page</p>
      <ol>
        {entries.map((entry) => (
          <li key={entry.anchor} className={entry.blockStyle === 'h3' ? styles.h3 : undefined}>
            <a href={`#${entry.anchor}`} className={styles.link}>
              {entry.blockText}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
