import { ALLOWED_COLUMN_COUNTS, checkColumnCount } from '../../../../src/lib/laika/column-count'

describe('column counts (SPEC 9.8)', () => {
  it('allows 1, 2, 3, 4, 6 or 12 on desktop and 1, 2 or 4 on mobile', () => {
    expect(ALLOWED_COLUMN_COUNTS).toEqual({ desktop: [1, 2, 3, 4, 6, 12], mobile: [1, 2, 4] })
    for (const n of [1, 2, 3, 4, 6, 12]) expect(checkColumnCount('desktop', n, false)).toBe(n)
    for (const n of [1, 2, 4]) expect(checkColumnCount('mobile', n, false)).toBe(n)
  })

  it('is a development-time error naming the value', () => {
    expect(() => checkColumnCount('desktop', 5, false)).toThrow('Invalid desktop column count 5: use one of 1, 2, 3, 4, 6, 12')
    expect(() => checkColumnCount('mobile', 3, false)).toThrow('Invalid mobile column count 3: use one of 1, 2, 4')
  })

  it('in production, logs the error and falls back to one column, losing no content', () => {
    const log = jest.fn()
    expect(checkColumnCount('desktop', 7, true, log)).toBe(1)
    expect(log).toHaveBeenCalledWith('Invalid desktop column count 7: use one of 1, 2, 3, 4, 6, 12')
    expect(checkColumnCount('desktop', 6, true, log)).toBe(6)
    expect(log).toHaveBeenCalledTimes(1)
  })
})
