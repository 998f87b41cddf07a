import React from 'react'
import { resolveSurfaceTheme, type SurfaceTheme } from '../../../lib/laika/laika-theme'
import { classes } from '../classes'
import * as styles from './Theme.module.css'

interface ThemeProps extends React.HTMLAttributes<HTMLDivElement> {
  theme: SurfaceTheme
  children: React.ReactNode
}

/**
 * A surface in the pro or anti theme: the theme's colour tokens apply to everything inside
 * (themes nest). An invalid theme is logged and pro is used (SPEC 5.8).
 */
export function Theme({ theme, className, children, ...rest }: ThemeProps): React.JSX.Element {
  return (
    <div {...rest} data-laika-theme={resolveSurfaceTheme(theme)} className={classes(styles.surface, className)}>
      {children}
    </div>
  )
}
