import { LruCache } from '../../../../src/lib/util/lru-cache'

// SPEC 7.1, 9.2: query results cached in an LRU cache of 100 entries, least recently used out first.
/** A cache of `capacity` entries, filled in the order given. */
function cacheWith(capacity: number, entries: Record<string, number>): LruCache<string, number> {
  const cache = new LruCache<string, number>(capacity)
  for (const [key, value] of Object.entries(entries)) cache.set(key, value)
  return cache
}

describe('LruCache', () => {
  it('evicts the least recently used entry when full', () => {
    const cache = cacheWith(3, { a: 1, b: 2, c: 3 })
    cache.set('d', 4)
    expect(cache.has('a')).toBe(false)
    expect(cache.keys()).toEqual(['b', 'c', 'd'])
  })

  it('counts a read as a use, so a read entry outlives older unread ones', () => {
    const cache = cacheWith(3, { a: 1, b: 2, c: 3 })
    expect(cache.get('a')).toBe(1)
    cache.set('d', 4)
    expect(cache.keys()).toEqual(['c', 'a', 'd'])
    expect(cache.get('b')).toBeUndefined()
  })

  it('counts overwriting a key as a use and does not grow', () => {
    const cache = cacheWith(2, { a: 1, b: 2 })
    cache.set('a', 10)
    cache.set('c', 3)
    expect(cache.keys()).toEqual(['a', 'c'])
    expect(cache.get('a')).toBe(10)
    expect(cache.size).toBe(2)
  })

  it('holds exactly 100 entries at the specified size', () => {
    const cache = new LruCache<number, number>(100)
    for (let i = 0; i < 150; i++) cache.set(i, i)
    expect(cache.size).toBe(100)
    expect(cache.keys()[0]).toBe(50)
  })

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => new LruCache(0)).toThrow(RangeError)
  })
})
