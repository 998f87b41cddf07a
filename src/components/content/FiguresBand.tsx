import React from 'react'
import * as styles from './FiguresBand.module.css'

export interface Figure {
  value: string
  label: string
}

/**
 * A band of figures, each a large value over its label: a case study's results, the
 * facts of /careers. `label` names the list for screen readers.
 */
export function FiguresBand({ figures, label, itemClassName }: { figures: readonly Figure[]; label: string; itemClassName?: string }): React.JSX.Element | null {
  if (figures.length === 0) return null
  return (
    <ul className={styles.band} aria-label={label}>
      {figures.map((f) => (
        <li key={`${f.value} ${f.label}`} className={itemClassName}>
          <strong>{f.value}</strong> {f.label}
        </li>
      ))}
    </ul>
  )
}
