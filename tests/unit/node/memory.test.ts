import { execFileSync, fork } from 'node:child_process'
import path from 'node:path'
import { collectGarbage, collectWhenIdle, GATSBY_WORKER_MESSAGE } from '../../../src/node/memory'

// docs/architecture.md, "Build phases at scale": while Pagefind builds its index, the build's
// process holds no garbage of the pages it sent (V8 would not collect it in a process that waits).
describe('collectGarbage', () => {
  // Jest runs without --expose-gc (and once this has run, later contexts of the process have `gc`).
  it('frees what nothing refers to any more', () => {
    let garbage: { n: number; text: string }[] | null = Array.from({ length: 1_000_000 }, (_, n) => ({ n, text: `page ${n}` }))
    expect(garbage).toHaveLength(1_000_000)
    garbage = null
    const before = process.memoryUsage().heapUsed
    collectGarbage()
    const freed = before - process.memoryUsage().heapUsed
    // A million small objects and their strings: some 50 MB, nearly all of it freed.
    expect(freed).toBeGreaterThan(30 * 1024 * 1024)
  })
})

// The same: the build's processes keep their heap near what is alive in it, not up to four times that.
describe('limitHeapGrowth', () => {
  // A process that allocates as a build does: a live set that grows to about 100 MB, and batches of
  // objects that live long enough to reach the old generation before they are dropped. It prints the
  // largest heap V8 reserved, in MB. Its own process, so the flag is set before anything is allocated.
  const largestHeap = (limited: boolean): number => {
    const memory = path.join(__dirname, '../../../src/node/memory.ts')
    const script = `
      const { limitHeapGrowth } = require(${JSON.stringify(memory)})
      if (${limited}) limitHeapGrowth()
      const live = []
      let largest = 0
      for (let round = 0; round < 60; round++) {
        live.push(Array.from({ length: 20000 }, (_, i) => ({ i, s: 'kept ' + i + ' ' + round })))
        let batch = []
        for (let j = 0; j < 5; j++) batch.push(Array.from({ length: 40000 }, (_, i) => ({ i, s: 'dropped ' + i })))
        batch = null
        largest = Math.max(largest, process.memoryUsage().heapTotal)
      }
      console.log(Math.round(largest / 1048576))`
    return Number(execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { encoding: 'utf8' }).trim())
  }

  it('keeps a heap that grows by allocation well under the size V8 would let it reach', () => {
    const unlimited = largestHeap(false)
    const limited = largestHeap(true)
    // Measured: about 300 MB without, 180 MB with.
    expect(limited).toBeLessThan(unlimited * 0.8)
  }, 30_000)
})

// The same: a query worker that Gatsby keeps, idle, while the image jobs finish does not hold its garbage.
describe('collectWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('collects once no task has come for the time given, and not again before the next task', () => {
    const collect = jest.fn()
    const onTask = collectWhenIdle(2_000, collect)
    onTask()
    jest.advanceTimersByTime(1_500)
    onTask()
    jest.advanceTimersByTime(1_500)
    expect(collect).not.toHaveBeenCalled()
    jest.advanceTimersByTime(500)
    expect(collect).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(60_000)
    expect(collect).toHaveBeenCalledTimes(1)
    onTask()
    jest.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(2)
  })

  it('collects nothing in a process that was given no task', () => {
    const collect = jest.fn()
    collectWhenIdle(2_000, collect)
    jest.advanceTimersByTime(60_000)
    expect(collect).not.toHaveBeenCalled()
  })

  it('keeps no process alive while it waits', () => {
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout')
    collectWhenIdle(2_000, jest.fn())()
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
  })

  // Gatsby's query workers (GATSBY_WORKER_POOL_WORKER) are given their tasks as IPC messages, and the
  // news of their image jobs, done one by one while they idle, as other messages.
  it('is set up by gatsby-node in a query worker, on its tasks only, and not in the main process', () => {
    const gatsbyNode = path.join(__dirname, '../../../src/node/gatsby-node.ts')
    // A collection in the worker after the messages sent (0.3 s apart, then 3 s of quiet), as 0/1.
    const collected = (worker: boolean, messages: unknown[]): string => {
      const script = `${worker ? "process.env.GATSBY_WORKER_POOL_WORKER = 'true'" : 'delete process.env.GATSBY_WORKER_POOL_WORKER'}
        let collections = 0
        const v8 = require('node:v8')
        const setFlags = v8.setFlagsFromString
        v8.setFlagsFromString = (flags) => { if (flags === '--expose-gc') collections += 1; setFlags(flags) }
        require(${JSON.stringify(gatsbyNode)})
        const messages = ${JSON.stringify(messages)}
        messages.forEach((message, i) => setTimeout(() => process.emit('message', message), 300 * i))
        setTimeout(() => console.log(collections), 300 * messages.length + 3000)`
      return execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { encoding: 'utf8' }).trim()
    }
    const task = [GATSBY_WORKER_MESSAGE.EXECUTE, 7, 'runQueries', [{ pageQueryIds: [] }]]
    const jobDone = [4, 8, { type: 'JOB_COMPLETED', payload: { id: 'a' } }]
    expect(collected(true, [task, task])).toBe('1')
    expect(collected(true, [jobDone, jobDone])).toBe('0')
    expect(collected(false, [task, task])).toBe('0')
  }, 60_000)
})

// The same, in a real worker: real timers, and a process of its own.
describe('collectWhenWorkerIdles', () => {
  // gatsby-worker ends a worker by a message, and kills it if it has not exited a second later: a
  // 'message' listener left behind keeps the IPC channel, and so the worker, alive.
  it('lets a forked worker exit by itself once gatsby-worker ends it', async () => {
    const gatsbyNode = path.join(__dirname, '../../../src/node/gatsby-node.ts')
    // gatsby-node as the worker's module, as Gatsby's worker loads it.
    const child = fork(gatsbyNode, [], {
      execArgv: ['--require', 'tsx/cjs'],
      env: { ...process.env, GATSBY_WORKER_POOL_WORKER: 'true' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? String(code))))
    child.send([GATSBY_WORKER_MESSAGE.EXECUTE, 1, 'runQueries', []])
    child.send([GATSBY_WORKER_MESSAGE.END, 2])
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await expect(exited).resolves.toBe('0')
    clearTimeout(kill)
  }, 30_000)
})

// The message types collectWhenWorkerIdles reads are gatsby-worker's.
describe('GATSBY_WORKER_MESSAGE', () => {
  it("are gatsby-worker's own", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- gatsby-worker's constants, outside its typed exports
    const { EXECUTE, END } = require('gatsby-worker/dist/types') as Record<string, number>
    expect(GATSBY_WORKER_MESSAGE).toEqual({ EXECUTE, END })
  })
})
