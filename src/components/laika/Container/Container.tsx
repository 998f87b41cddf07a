import React from 'react'
import type { ContainerSize } from '../../../styles/tokens/container'
import { classes } from '../classes'
import * as styles from './Container.module.css'

interface ContainerProps extends React.HTMLAttributes<HTMLElement> {
  /** SPEC 9.8: full (1300px), small or tiny. */
  size?: ContainerSize
  as?: 'div' | 'section' | 'header' | 'footer'
  children: React.ReactNode
}

/** Centres content at one of the three container widths (SPEC 9.8). */
export function Container({ size = 'full', as: Tag = 'div', className, children, ...rest }: ContainerProps): React.JSX.Element {
  return (
    <Tag {...rest} className={classes(styles.container, styles[size], className)}>
      {children}
    </Tag>
  )
}
