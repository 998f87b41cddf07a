/**
 * SPEC 8's messages are exact: an error of the catalogue carries what it is about (a status, a bad
 * id) in a `detail` property, not in its message. A log line shows both.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const detail = (err as { detail?: unknown }).detail
  return typeof detail === 'string' && detail !== '' ? `${err.message} (${detail})` : err.message
}
