import { gridColumns, tabletGridColumns } from '../../../../src/lib/content/grid-columns'

// Cards and grids: the SPEC is silent on grid columns; no grid shows holes.
describe('collection grids fit their item counts', () => {
  it('puts up to three items on one row', () => {
    expect([0, 1, 2, 3].map(gridColumns)).toEqual([1, 1, 2, 3])
  })
  it('fills every row when a choice of 3, 4 or 2 columns can', () => {
    expect(gridColumns(4)).toBe(4)
    expect(gridColumns(6)).toBe(3)
    expect(gridColumns(8)).toBe(4)
    expect(gridColumns(9)).toBe(3)
    expect(gridColumns(10)).toBe(2)
    expect(gridColumns(12)).toBe(3)
  })
  it('on a tablet, takes two columns for four, where an odd last card spans the row; otherwise the wide columns', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(tabletGridColumns)).toEqual([1, 2, 3, 2, 3, 3, 2, 2, 3, 2, 3])
    for (let n = 1; n <= 40; n += 1) {
      const c = tabletGridColumns(n)
      expect(c).toBeLessThanOrEqual(3)
      // Two columns: an odd last card spans both (collections.module.css); three: the last row at most one short.
      if (c === 3) expect(c - (n % c === 0 ? c : n % c)).toBeLessThanOrEqual(1)
    }
  })
  it('otherwise leaves the fewest empty cells on the last row, never a lone card under a full row of three or four', () => {
    expect(gridColumns(5)).toBe(3)
    expect(gridColumns(7)).toBe(4)
    expect(gridColumns(11)).toBe(3)
    for (let n = 4; n <= 40; n += 1) {
      const c = gridColumns(n)
      const last = n % c === 0 ? c : n % c
      expect(c - last).toBeLessThanOrEqual(1)
    }
  })
})
