import React from 'react'
import { gridColumns, tabletGridColumns } from '../../lib/content/grid-columns'
import * as styles from './collections.module.css'

interface EntryListProps<T> {
  entries: readonly T[]
  renderEntry: (entry: T) => React.ReactNode
  /** docs/collections.md (empty is a state): what to say when there is nothing to list; never an empty grid. */
  empty: React.ReactNode
  label?: string
  /** The value a list filter matches an entry by (FilterBar.tsx), on its item. */
  filterValue?: (entry: T) => string
}

/** A grid of entry cards, its columns (tablet and wide) chosen from their count so it shows no holes; or the empty state when there are none. */
export function EntryList<T extends { id: string }>({
  entries,
  renderEntry,
  empty,
  label,
  filterValue,
}: EntryListProps<T>): React.JSX.Element {
  if (entries.length === 0) return <>{empty}</>
  return (
    <ul
      className={styles.list}
      aria-label={label}
      data-columns={gridColumns(entries.length)}
      data-tablet-columns={tabletGridColumns(entries.length)}
    >
      {entries.map((entry) => (
        <li key={entry.id} data-filter-value={filterValue?.(entry)}>
          {renderEntry(entry)}
        </li>
      ))}
    </ul>
  )
}
