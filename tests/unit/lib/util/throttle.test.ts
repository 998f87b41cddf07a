import { throttle } from '../../../../src/lib/util/throttle'

describe('throttle (SPEC 9.7: the scroll-to-top handler is throttled at 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs the first call at once and at most once per window after that', () => {
    const fn = jest.fn()
    const t = throttle(fn, 500)
    t(1)
    expect(fn).toHaveBeenCalledTimes(1)
    t(2)
    t(3)
    jest.advanceTimersByTime(499)
    expect(fn).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    // The latest call of the window runs when it ends, so the final position is never lost.
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith(3)
  })

  it('runs at once again after a quiet window', () => {
    const fn = jest.fn()
    const t = throttle(fn, 500)
    t('a')
    jest.advanceTimersByTime(1000)
    t('b')
    expect(fn.mock.calls).toEqual([['a'], ['b']])
  })

  it('keeps the rate under a steady stream of calls', () => {
    const fn = jest.fn()
    const t = throttle(fn, 500)
    for (let ms = 0; ms < 2000; ms += 10) {
      t(ms)
      jest.advanceTimersByTime(10)
    }
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5)
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(4)
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const t = throttle(fn, 500)
    t(1)
    t(2)
    t.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('with a wait of 0 calls through on every call (SPEC 9.7: the scroll-spy is not throttled)', () => {
    const fn = jest.fn()
    const t = throttle(fn, 0)
    t(1)
    t(2)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })
})
