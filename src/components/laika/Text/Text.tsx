import React from 'react'
import type { FontSize } from '../../../styles/tokens/typography'
import { classes } from '../classes'
import * as styles from './Text.module.css'

interface TextProps extends React.HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div'
  size?: FontSize
  /** Secondary text, in the theme's muted colour. */
  muted?: boolean
  children: React.ReactNode
}

/** Body text on the type scale. */
export function Text({ as: Tag = 'p', size = 'Md', muted = false, className, children, ...rest }: TextProps): React.JSX.Element {
  return (
    <Tag {...rest} className={classes(styles.text, styles[`size${size}`], muted && styles.muted, className)}>
      {children}
    </Tag>
  )
}
