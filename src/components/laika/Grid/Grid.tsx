import React from 'react'
import { checkColumnCount } from '../../../lib/laika/column-count'
import { grid } from '../../../styles/tokens/grid'
import { classes } from '../classes'
import * as styles from './Grid.module.css'

interface GridProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Columns per row on lg and md: 1, 2, 3, 4, 6 or 12 (SPEC 9.8). */
  columns: number
  /** Columns per row on sm and xsm: 1, 2 or 4 (SPEC 9.8). */
  mobileColumns?: number
  children: React.ReactNode
}

type SpanStyle = React.CSSProperties & Record<'--grid-span-desktop' | '--grid-span-mobile', number>

const production = process.env.NODE_ENV === 'production'

/**
 * Lays its Columns out on the 12-column (desktop) or 4-column (mobile) grid: each Column spans
 * the grid's columns divided by the count, which is why only the divisors are allowed.
 */
export function Grid({ columns, mobileColumns = 1, className, style, children, ...rest }: GridProps): React.JSX.Element {
  const desktop = checkColumnCount('desktop', columns, production)
  const mobile = checkColumnCount('mobile', mobileColumns, production)
  const spans: SpanStyle = {
    ...style,
    '--grid-span-desktop': Number(grid.columnsDesktop) / desktop,
    '--grid-span-mobile': Number(grid.columnsMobile) / mobile,
  }
  return (
    <div {...rest} className={classes(styles.grid, className)} style={spans}>
      {children}
    </div>
  )
}

/** One cell of a Grid. */
export function Column({ className, children, ...rest }: React.HTMLAttributes<HTMLDivElement>): React.JSX.Element {
  return (
    <div {...rest} className={classes(styles.column, className)}>
      {children}
    </div>
  )
}
