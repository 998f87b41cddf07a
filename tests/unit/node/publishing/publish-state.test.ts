import {
  memoryPublishState,
  NO_REBUILD,
  pgPublishState,
  planRebuild,
  type PublishState,
} from '../../../../src/node/publishing/publish-state'
import { type Postgres, startPostgres } from '../../../helpers/postgres'

jest.setTimeout(60_000)
const MIN = 60_000

describe('planRebuild: one rebuild in flight, at most one queued (docs/publishing.md)', () => {
  it('starts one when none is in flight, one queued behind it, then none while the queued one cannot have begun', () => {
    const first = planRebuild(NO_REBUILD, 1_000, MIN)
    expect(first).toEqual({ start: true, next: { busyUntil: 61_000, queuedFrom: 1_000 } })
    const second = planRebuild(first.next, 2_000, MIN)
    expect(second).toEqual({ start: true, next: { busyUntil: 121_000, queuedFrom: 61_000 } })
    expect(planRebuild(second.next, 60_999, MIN)).toEqual({ start: false, next: second.next })
    // The queued one may have begun: a publish now is not in it.
    expect(planRebuild(second.next, 61_000, MIN)).toEqual({ start: true, next: { busyUntil: 181_000, queuedFrom: 121_000 } })
    // Long after, nothing is in flight.
    expect(planRebuild(second.next, 500_000, MIN)).toEqual({ start: true, next: { busyUntil: 560_000, queuedFrom: 500_000 } })
  })

  it('never leaves a publish out when rebuilds take at least minBuildMs', () => {
    // A rebuild reads the CMS when it begins; each begins when the one before it ends.
    let slots = NO_REBUILD
    const begins: number[] = []
    let lastEnd = 0
    for (let t = 0; t < 1_000_000; t += 7_919) {
      const plan = planRebuild(slots, t, MIN)
      slots = plan.next
      if (plan.start) {
        const begin = Math.max(t, lastEnd)
        // Real rebuilds here take one and a half times the minimum.
        lastEnd = begin + MIN * 1.5
        begins.push(begin)
      }
      // Some rebuild started at or after this publish reads it.
      expect(begins.some((b) => b >= t)).toBe(true)
    }
  })
})

let postgres: Postgres | undefined
afterAll(() => postgres?.stop())

describe.each(['memory', 'postgres'] as const)('publish state: %s', (kind) => {
  let state: PublishState
  beforeEach(async () => {
    if (kind === 'memory') state = memoryPublishState()
    else {
      postgres ??= await startPostgres()
      state = pgPublishState(postgres.url)
    }
  })
  afterEach(() => state.close())

  it('accepts a signature once until it expires, and again once forgotten', async () => {
    const key = `sig-${kind}-${Date.now()}`
    expect(await state.accept(key, 10_000, 1_000)).toBe(true)
    expect(await state.accept(key, 10_000, 2_000)).toBe(false)
    await state.forget(key)
    expect(await state.accept(key, 10_000, 3_000)).toBe(true)
    // Past its expiry a signature is stale anyway (the webhook refuses it first); the record goes.
    expect(await state.accept(key, 30_000, 20_000)).toBe(true)
  })

  it('plans rebuilds across calls and takes one back when asked, if nothing changed since', async () => {
    const base = kind === 'postgres' ? Date.now() + 10_000_000 : 1_000
    const first = await state.plan(base, MIN)
    const second = await state.plan(base + 1, MIN)
    const third = await state.plan(base + 2, MIN)
    expect([first.start, second.start, third.start]).toEqual([true, true, false])
    await second.undo()
    expect((await state.plan(base + 3, MIN)).start).toBe(true)
  })
})
