/**
 * SPEC 2.7, 2.2: the page scrollbar is hidden while anything holds a lock (each open popup, the
 * open burger menu), counted per holder, so closing one popup does not unlock the page while
 * another is still open.
 */
interface ScrollLock {
  /** Takes one lock; the returned function releases it (a second call does nothing). */
  acquire(): () => void
  readonly count: number
}

/** `apply(true)` runs when the first lock is taken, `apply(false)` when the last is released. */
export function createScrollLock(apply: (locked: boolean) => void): ScrollLock {
  let count = 0
  return {
    acquire() {
      count += 1
      if (count === 1) apply(true)
      let released = false
      return () => {
        if (released) return
        released = true
        count -= 1
        if (count === 0) apply(false)
      }
    },
    get count() {
      return count
    },
  }
}
