import React, { useEffect, useState } from 'react'
import { activeSection, SCROLL_SPY, throttle } from '../../lib/content/scroll-spy'
import { classes } from '../laika/classes'
import * as styles from './TableOfContents.module.css'
import { useIsland } from '../hydration/Static'

interface TocItem {
  blockStyle: string
  blockText: string
  anchor: string
}

/** SPEC 2.10, 4.9, 9.7: the anchor of the section in view, updated while the page scrolls. */
function useScrollSpy(anchors: readonly string[], throttleMs: number = SCROLL_SPY.throttleMs): string | undefined {
  const [active, setActive] = useState<string>()
  const key = anchors.join(' ')
  useEffect(() => {
    const ids = key.split(' ')
    const update = () => {
      const tops = ids.flatMap((id) => {
        const el = document.getElementById(id)
        return el ? [{ id, top: el.getBoundingClientRect().top }] : []
      })
      setActive(activeSection(tops, window.innerHeight))
    }
    const onScroll = throttle(update, throttleMs)
    // The first reading waits for the next frame, whose layout it then shares: measured here, in the
    // hydration's effects, it forced a layout of the whole article inside that long task (TBT).
    const first = requestAnimationFrame(update)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(first)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [key, throttleMs])
  return active
}

/** SPEC 2.10: links to the body's h1–h3 headings; the section in view is highlighted. */
export function TableOfContents({ entries, className }: { entries: readonly TocItem[]; className?: string }): React.JSX.Element | null {
  useIsland('TableOfContents')
  const active = useScrollSpy(entries.map((e) => e.anchor))
  if (entries.length === 0) return null
  return (
    <nav className={classes(styles.toc, className)} aria-label="Table of contents">
      <p className={styles.title}>On this page</p>
      <ol>
        {entries.map((entry) => (
          <li key={entry.anchor} className={entry.blockStyle === 'h3' ? styles.h3 : undefined}>
            <a
              href={`#${entry.anchor}`}
              className={classes(styles.link, entry.anchor === active && styles.active)}
              aria-current={entry.anchor === active ? 'location' : undefined}
            >
              {entry.blockText}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
