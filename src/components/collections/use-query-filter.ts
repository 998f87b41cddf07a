import { useCallback, useEffect, useState } from 'react'
import { readFilter, writeFilter } from '../../lib/content/collections'

/**
 * A list filter kept in the query string (SPEC 2.11: /academy/courses?label={label}).
 *
 * The static HTML holds every entry (the value is null, "all", on the server and in the first
 * browser render, so hydration matches). After hydration the filter is read from the URL and
 * applied without a reload; choosing another value replaces the current history entry, so the
 * back button leaves the page instead of stepping through filters, and a back or forward move
 * onto this page reads the URL again.
 */
export function useQueryFilter(param: string, allowed: readonly string[]): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(null)

  useEffect(() => {
    const sync = () => setValue(readFilter(window.location.search, param, allowed))
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [param, allowed])

  const choose = useCallback(
    (next: string | null) => {
      const { pathname, search, hash } = window.location
      window.history.replaceState(window.history.state, '', `${pathname}${writeFilter(search, param, next)}${hash}`)
      setValue(next)
    },
    [param],
  )

  return [value, choose]
}
