import { OneAtATime } from '../../../../src/node/forms/one-at-a-time'

describe('OneAtATime', () => {
  it('runs the tasks of one key in turn and those of other keys side by side, a failure stopping none', async () => {
    const lock = new OneAtATime()
    const log: string[] = []
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = Promise.allSettled([lock.run('a', task('a1', 30, true)), lock.run('a', task('a2', 1)), lock.run('b', task('b1', 5))])
    expect(lock.size).toBe(2)
    expect((await results).map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a1', 'a2', 'b1'])
    expect(log).toEqual(['a1 start', 'b1 start', 'b1 end', 'a1 end', 'a2 start', 'a2 end'])
    expect(lock.size).toBe(0)
  })
})
