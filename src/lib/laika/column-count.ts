/** SPEC 9.8: the grid has 12 columns on desktop (lg, md) and 4 on mobile (sm, xsm). */
export type ColumnKind = 'desktop' | 'mobile'

/** SPEC 9.8: a row splits evenly into 1, 2, 3, 4, 6 or 12 columns on desktop; 1, 2 or 4 on mobile. */
export const ALLOWED_COLUMN_COUNTS: Record<ColumnKind, readonly number[]> = {
  desktop: [1, 2, 3, 4, 6, 12],
  mobile: [1, 2, 4],
}

class ColumnCountError extends Error {
  constructor(kind: ColumnKind, count: unknown) {
    super(`Invalid ${kind} column count ${String(count)}: use one of ${ALLOWED_COLUMN_COUNTS[kind].join(', ')}`)
    this.name = 'ColumnCountError'
  }
}

/**
 * The column count to lay out. An invalid count is a development-time error naming the value
 * (thrown, so it is fixed before release); in production it is logged and the row falls back to
 * one column, so no content is lost.
 */
export function checkColumnCount(
  kind: ColumnKind,
  count: number,
  production: boolean,
  log: (message: string) => void = console.error,
): number {
  if (ALLOWED_COLUMN_COUNTS[kind].includes(count)) return count
  const error = new ColumnCountError(kind, count)
  if (!production) throw error
  log(error.message)
  return 1
}
