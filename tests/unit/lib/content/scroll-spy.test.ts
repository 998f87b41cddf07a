import { activeSection, SCROLL_SPY } from '../../../../src/lib/content/scroll-spy'

describe('activeSection (SPEC 2.10, 4.9, 9.7)', () => {
  const tops = (...values: number[]) => values.map((top, i) => ({ id: `s${i}`, top }))

  it('uses 20% of the viewport height and no throttle by default', () => {
    expect(SCROLL_SPY).toEqual({ activeRatio: 0.2, throttleMs: 0 })
  })

  it('is the last heading within 20% of the viewport height from the top', () => {
    // Viewport 1000 px: the line is at 200 px.
    expect(activeSection(tops(-400, 150, 600), 1000)).toBe('s1')
    expect(activeSection(tops(-400, 200, 600), 1000)).toBe('s1')
    expect(activeSection(tops(-400, 201, 600), 1000)).toBe('s0')
  })

  it('is nothing before the first heading reaches the line', () => {
    expect(activeSection(tops(300, 900), 1000)).toBeUndefined()
  })

  it('stays on the last section once every heading has scrolled past', () => {
    expect(activeSection(tops(-900, -500, -100), 1000)).toBe('s2')
  })
})
