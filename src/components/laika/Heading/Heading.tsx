import React from 'react'
import type { FontSize } from '../../../styles/tokens/typography'
import { classes } from '../classes'
import * as sizes from '../Text/Text.module.css'
import * as styles from './Heading.module.css'

type Level = 1 | 2 | 3 | 4 | 5 | 6

/** The type-scale step of each level, unless `size` says otherwise. */
const SIZE_OF_LEVEL: Record<Level, FontSize> = { 1: 'Xxxl', 2: 'Xxl', 3: 'Xl', 4: 'Lg', 5: 'Md', 6: 'Md' }

interface HeadingProps extends React.HTMLAttributes<HTMLHeadingElement> {
  level: Level
  size?: FontSize
  /**
   * A heading by ARIA (`<p role="heading" aria-level>`) rather than an `<h1>`–`<h6>`: for the other
   * variations of an A/B-tested page header, hidden but for the one a visitor sees, so the HTML has
   * one `<h1>` (docs/experiments.md).
   */
  ariaOnly?: boolean
  children: React.ReactNode
}

/** A heading whose look (size, Text's type scale) is independent of its place in the outline (level). */
export function Heading({ level, size, ariaOnly = false, className, children, ...rest }: HeadingProps): React.JSX.Element {
  const Tag = ariaOnly ? 'p' : (`h${level}` as const)
  return (
    <Tag
      {...rest}
      {...(ariaOnly ? { role: 'heading', 'aria-level': level } : {})}
      className={classes(styles.heading, sizes[`size${size ?? SIZE_OF_LEVEL[level]}`], className)}
    >
      {children}
    </Tag>
  )
}
