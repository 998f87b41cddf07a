import React from 'react'
import * as styles from './collections.module.css'

interface FilterBarProps {
  /** What the buttons filter by, e.g. 'Filter courses by label'. */
  label: string
  options: readonly { value: string; name: string }[]
  value: string | null
  onChange: (value: string | null) => void
}

/** Toggle buttons for a list filter, with 'All' first; the pressed one is the current filter. */
export function FilterBar({ label, options, value, onChange }: FilterBarProps): React.JSX.Element {
  return (
    <div role="group" aria-label={label} className={styles.filters}>
      <button type="button" aria-pressed={value === null} onClick={() => onChange(null)}>
        All
      </button>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.name}
        </button>
      ))}
    </div>
  )
}
