import { collectGarbage } from '../../../../src/node/search/pagefind'

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
