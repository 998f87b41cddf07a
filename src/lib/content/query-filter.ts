/**
 * SPEC 2.11: the filter value a query string asks for (`?label=Access%20Control`), or null for
 * "all": when the parameter is absent, empty or not one of `allowed` (an unknown label shows all).
 */
export function readFilter(search: string, param: string, allowed: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(param)
  return value !== null && allowed.includes(value) ? value : null
}

/** The query string with the filter set to `value`, or without it for "all"; other parameters kept. */
export function writeFilter(search: string, param: string, value: string | null): string {
  const params = new URLSearchParams(search)
  if (value === null) params.delete(param)
  else params.set(param, value)
  const query = params.toString()
  return query ? `?${query}` : ''
}
