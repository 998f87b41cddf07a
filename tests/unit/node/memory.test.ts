import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { collectGarbage } from '../../../src/node/memory'

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
