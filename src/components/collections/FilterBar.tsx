import React from 'react'
import { useIsland } from '../../islands/page-islands'
import { gridColumns, tabletGridColumns } from '../../lib/content/grid-columns'
import { EmptyState } from './EmptyState'
import { EntryList } from './EntryList'
import * as styles from './collections.module.css'

interface FilterOption {
  value: string
  name: string
}

/** What a list shows under one filter value ('' for all): its count line, its empty state, its grid's columns. */
export interface FilterView {
  count?: string
  empty: string
  columns: number
  tabletColumns: number
}

/** The filter island's props (filter.island.ts): the query parameter, and the view of each value, made by the build. */
export interface FilterProps {
  param: string
  views: Record<string, FilterView>
}

interface FilteredEntryListProps<T> {
  /** What the buttons filter by, e.g. 'Filter courses by label'. */
  label: string
  /** The query-string parameter that keeps the filter (SPEC 2.11: ?label=). */
  param: string
  options: readonly FilterOption[]
  entries: readonly T[]
  /** The value an entry is filtered by. */
  valueOf: (entry: T) => string
  listLabel: string
  renderEntry: (entry: T) => React.ReactNode
  /** The empty state's text under a value (null: all). */
  empty: (value: string | null) => string
  /** The count line above the list, when it has one, for `shown` entries under a value. */
  count?: (shown: number, value: string | null) => string
}

/**
 * A list of entry cards with a filter kept in the query string (SPEC 2.11: /academy/courses?label=).
 * The static HTML holds every entry, unfiltered (crawlers and visitors without scripts see them
 * all). Its island (filter.island.ts) applies the filter the URL asks for and the one the visitor
 * picks, without a reload; the texts and columns of each value are the build's.
 */
export function FilteredEntryList<T extends { id: string }>(props: FilteredEntryListProps<T>): React.JSX.Element {
  const { label, param, options, entries, valueOf, listLabel, renderEntry, empty, count } = props
  const view = (value: string | null): FilterView => {
    const shown = value === null ? entries.length : entries.filter((entry) => valueOf(entry) === value).length
    return {
      ...(count ? { count: count(shown, value) } : {}),
      empty: empty(value),
      columns: gridColumns(shown),
      tabletColumns: tabletGridColumns(shown),
    }
  }
  const views: Record<string, FilterView> = { '': view(null) }
  for (const option of options) views[option.value] = view(option.value)
  const island = useIsland('filter', { props: { param, views } satisfies FilterProps })
  return (
    <div {...island}>
      <FilterBar label={label} options={options} />
      {views['']?.count !== undefined ? (
        <p className={styles.meta} aria-live="polite" data-filter-count="">
          {views['']?.count}
        </p>
      ) : null}
      <EntryList label={listLabel} entries={entries} renderEntry={renderEntry} filterValue={valueOf} empty={null} />
      <EmptyState hidden={entries.length > 0}>{views['']?.empty}</EmptyState>
    </div>
  )
}

/** Toggle buttons for a list filter, with 'All' first; the pressed one is the current filter (all, in the HTML). */
function FilterBar({ label, options }: { label: string; options: readonly FilterOption[] }): React.JSX.Element {
  return (
    <div role="group" aria-label={label} className={styles.filters}>
      <button type="button" aria-pressed="true" data-filter-value="">
        All
      </button>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed="false" data-filter-value={option.value}>
          {option.name}
        </button>
      ))}
    </div>
  )
}
