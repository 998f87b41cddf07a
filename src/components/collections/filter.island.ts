import { readFilter, writeFilter } from '../../lib/content/query-filter'
import type { FilterProps } from './FilterBar'

/**
 * A list filter kept in the query string (FilteredEntryList, SPEC 2.11). The value comes from the
 * URL, and is applied without a reload: the pressed button, the entries of that value (in their
 * order; the others leave the list, so its grid's rules see the shown ones alone), the grid's
 * columns, the count line, or the empty state. Choosing another value replaces the current history
 * entry, so the back button leaves the page instead of stepping through filters; a back or forward
 * move onto this page reads the URL again.
 */
export function mount(root: HTMLElement, props: unknown): () => void {
  const { param, views } = props as FilterProps
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-filter-value]'))
  const allowed = buttons.map((button) => button.dataset.filterValue ?? '').filter(Boolean)
  const list = root.querySelector<HTMLElement>('ul')
  const items = list ? Array.from(list.children as HTMLCollectionOf<HTMLElement>) : []
  const count = root.querySelector<HTMLElement>('[data-filter-count]')
  const empty = root.querySelector<HTMLElement>('[role="status"]')

  const apply = (value: string | null): void => {
    const view = views[value ?? '']
    for (const button of buttons) button.setAttribute('aria-pressed', String((button.dataset.filterValue || null) === value))
    const shown = value === null ? items : items.filter((item) => item.dataset.filterValue === value)
    if (list) {
      list.replaceChildren()
      for (const item of shown) list.append(item)
      list.dataset.columns = String(view?.columns)
      list.dataset.tabletColumns = String(view?.tabletColumns)
      // Never an empty grid (docs/collections.md): the empty state takes its place.
      if (shown.length === 0) list.remove()
      else if (!list.isConnected) empty?.before(list)
    }
    if (count && view?.count !== undefined) count.textContent = view.count
    if (empty) {
      empty.textContent = view?.empty ?? ''
      empty.hidden = shown.length > 0
    }
  }
  const sync = (): void => apply(readFilter(window.location.search, param, allowed))
  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-filter-value]') : null
    if (!button) return
    const value = button.dataset.filterValue || null
    const { pathname, search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${writeFilter(search, param, value)}${hash}`)
    apply(value)
  }
  sync()
  root.addEventListener('click', onClick)
  window.addEventListener('popstate', sync)
  return () => {
    root.removeEventListener('click', onClick)
    window.removeEventListener('popstate', sync)
  }
}
