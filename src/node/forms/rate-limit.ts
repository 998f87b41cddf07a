/**
 * Fixed-window counters per key (an IP address, an e-mail address), in memory. A key may take
 * `limit` hits per window; the next is refused with the seconds until the window ends
 * (`Retry-After`). Counters live in the server process: with several instances each counts its
 * own visitors (docs/forms.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly windowMs: number) {}

  /**
   * Takes one hit from every key if all of them have room, else none; returns the seconds to
   * wait when refused.
   */
  take(
    keys: ReadonlyArray<{ key: string; limit: number }>,
    now: number = Date.now(),
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.windows.size > 10_000) this.prune(now)
    let wait = 0
    for (const { key, limit } of keys) {
      const window = this.windows.get(key)
      if (window && window.resetAt > now && window.count >= limit) wait = Math.max(wait, window.resetAt - now)
    }
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    for (const { key } of keys) {
      const window = this.windows.get(key)
      if (window && window.resetAt > now) window.count++
      else this.windows.set(key, { count: 1, resetAt: now + this.windowMs })
    }
    return { allowed: true }
  }

  /**
   * Gives back the hit `take` took from each key, within its window: the request turned out to
   * be a retry of a submission already stored, which another request of the same id counted.
   */
  giveBack(keys: ReadonlyArray<{ key: string }>, now: number = Date.now()): void {
    for (const { key } of keys) {
      const window = this.windows.get(key)
      if (window && window.resetAt > now && window.count > 0) window.count--
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
