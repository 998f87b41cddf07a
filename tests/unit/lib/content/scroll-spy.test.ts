import { activeSection, SCROLL_SPY, throttle } from '../../../../src/lib/content/scroll-spy'

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

describe('throttle', () => {
  afterEach(() => jest.useRealTimers())

  it('with 0 ms calls through on every event', () => {
    const fn = jest.fn()
    const t = throttle(fn, 0)
    t(1)
    t(2)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })

  it('with a wait runs the first call at once and the last of a burst after the wait', () => {
    jest.useFakeTimers()
    const fn = jest.fn()
    const t = throttle(fn, 100)
    t(1)
    t(2)
    t(3)
    expect(fn.mock.calls).toEqual([[1]])
    jest.advanceTimersByTime(100)
    expect(fn.mock.calls).toEqual([[1], [3]])
  })
})
