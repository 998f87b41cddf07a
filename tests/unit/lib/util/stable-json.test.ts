import { stableJson } from '../../../../src/lib/util/stable-json'

// SPEC 7.1: the cache key of a query is its text plus its parameters, in any order.
describe('stableJson', () => {
  it('gives the same key whatever the order of parameters', () => {
    expect(stableJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: 3 } })).toBe(stableJson({ a: { c: 3, d: [2, { x: 2, y: 1 }] }, b: 1 }))
  })

  it('tells different values apart', () => {
    expect(stableJson({ a: '1' })).not.toBe(stableJson({ a: 1 }))
    expect(stableJson([1, 2])).not.toBe(stableJson([2, 1]))
  })
})
