/**
 * A least-recently-used cache (SPEC 7.1, 9.2: CMS query results, 100 entries, least recently used
 * out first). A Map keeps insertion order, so re-inserting on every read keeps the oldest entry first.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`)
    }
  }

  get size(): number {
    return this.entries.size
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** Returns the value and marks the entry as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key)
  }

  /** Keys from least to most recently used. */
  keys(): K[] {
    return [...this.entries.keys()]
  }
}
