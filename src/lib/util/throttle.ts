/** A throttled function, with `cancel` to drop a pending trailing call (on unmount). */
interface Throttled<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/**
 * Runs `fn` at most once per `waitMs`: the first call at once, then the latest call of each
 * window when the window ends, so the final state (e.g. the last scroll position) is never lost.
 * A wait of 0 runs `fn` on every call (SPEC 9.7's default for the scroll-spy).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  if (waitMs <= 0) return Object.assign((...args: A): void => fn(...args), { cancel: (): void => undefined })
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const endWindow = (): void => {
    if (pending) {
      const args = pending
      pending = undefined
      fn(...args)
      timer = setTimeout(endWindow, waitMs)
    } else {
      timer = undefined
    }
  }
  const throttled = (...args: A): void => {
    if (timer === undefined) {
      fn(...args)
      timer = setTimeout(endWindow, waitMs)
    } else {
      pending = args
    }
  }
  throttled.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
