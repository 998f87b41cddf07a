/**
 * Runs the tasks of one key one after another, tasks of different keys side by side: the forms
 * host answers the concurrent retries of one submission id in turn, so the first stores it and the
 * others find it stored (a retry, not a new post against the visitor's rate limits).
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>()

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve()
    const result = before.then(task, task)
    const tail = result.catch(() => undefined)
    this.tails.set(key, tail)
    try {
      return await result
    } finally {
      // The last task of a key leaves nothing behind.
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }

  /** How many keys have a task running or waiting. */
  get size(): number {
    return this.tails.size
  }
}
