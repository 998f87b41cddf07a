/**
 * JSON with object keys sorted, so that equal values give equal strings whatever the key order.
 * Used for cache keys (SPEC 7.1: cached by query plus parameters).
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
