import { formsStores, sampleSubmission, storeKinds } from '../../../helpers/forms-stores'

/** The same suite on both backends (docs/forms.md): lmdb, and PostgreSQL in a throw-away cluster. */
const stores = formsStores()
afterAll(() => stores.closeAll())
jest.setTimeout(60_000)

describe.each(storeKinds)('forms store: %s', (kind) => {
  it('stores a submission once per id and gives back the first on a retry', async () => {
    const { store } = await stores.openStore(kind)
    const first = sampleSubmission()
    expect(await store.insert(first)).toEqual({ created: true, submission: first })
    const retry = { ...first, fields: { email: 'other@example.com' }, receivedAt: new Date().toISOString() }
    expect(await store.insert(retry)).toEqual({ created: false, submission: first })
    expect(await store.get(first.id)).toEqual(first)
    expect(await store.get('missing-id')).toBeUndefined()
  })

  it('creates exactly one of many concurrent inserts of the same id', async () => {
    const { store } = await stores.openStore(kind)
    const submission = sampleSubmission()
    const results = await Promise.all(Array.from({ length: 20 }, () => store.insert(submission)))
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect((await store.list()).map((s) => s.id)).toEqual([submission.id])
  })

  it('keeps what it committed when reopened (the tracking fields too)', async () => {
    const { store, reopen } = await stores.openStore(kind)
    const submission = sampleSubmission()
    await store.insert(submission)
    const again = await reopen().get(submission.id)
    expect(again?.tracking).toEqual({
      url: 'https://www.threshold.example/quote',
      title: 'Quote',
      info: 'hutk-1',
      embeddedUserId: 'client-1',
    })
    expect(again).toEqual(submission)
  })

  it("keeps a submission's A/B variations and whether they may be shared", async () => {
    const { store, reopen } = await stores.openStore(kind)
    const submission = sampleSubmission({ variations: { homeHero: 'outcomes', pricingCta: 'demo' }, shareVariations: false })
    await store.insert(submission)
    expect(await reopen().get(submission.id)).toMatchObject({
      variations: { homeHero: 'outcomes', pricingCta: 'demo' },
      shareVariations: false,
    })
    expect((await store.list()).find((s) => s.id === submission.id)?.variations).toEqual({ homeHero: 'outcomes', pricingCta: 'demo' })
  })

  it('lists oldest first, from a date', async () => {
    const { store } = await stores.openStore(kind)
    const a = sampleSubmission({ receivedAt: '2026-01-03T00:00:00.000Z' })
    const b = sampleSubmission({ receivedAt: '2026-01-01T00:00:00.000Z' })
    const c = sampleSubmission({ receivedAt: '2026-01-02T12:00:00.000Z' })
    for (const s of [a, b, c]) await store.insert(s)
    expect((await store.list()).map((s) => s.id)).toEqual([b.id, c.id, a.id])
    expect((await store.list({ since: new Date('2026-01-02T00:00:00Z') })).map((s) => s.id)).toEqual([c.id, a.id])
  })

  it('knows which fields a visitor has answered on a form, spam aside (SPEC 7.8)', async () => {
    const { store } = await stores.openStore(kind)
    await store.insert(sampleSubmission({ hutk: 'visitor-a', fields: { email: 'a@x.co', industry: 'fitness' } }))
    await store.insert(sampleSubmission({ hutk: 'visitor-a', fields: { email: 'a@x.co', sites: '3' } }))
    await store.insert(sampleSubmission({ hutk: 'visitor-a', formId: 'demo', fields: { companySize: '1-49' } }))
    await store.insert(sampleSubmission({ hutk: 'visitor-a', spam: true, fields: { companySize: '1-49' } }))
    await store.insert(sampleSubmission({ hutk: 'visitor-b', fields: { companySize: '1-49' } }))
    expect([...(await store.answeredFields('quote', 'visitor-a'))].sort()).toEqual(['email', 'industry', 'sites'])
    expect(await store.answeredFields('quote', '')).toEqual(new Set())
    expect(await store.answeredFields('quote', 'nobody')).toEqual(new Set())
  })

  it('leases due outbox entries to one worker at a time and records every attempt', async () => {
    const { store } = await stores.openStore(kind)
    const now = new Date('2026-02-01T00:00:00Z')
    const due = sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2026-01-31T00:00:00.000Z' } })
    const later = sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2026-03-01T00:00:00.000Z' } })
    await store.insert(due)
    await store.insert(later)
    await store.insert(sampleSubmission())
    expect((await store.claimDue(now, 60_000, 10)).map((s) => s.id)).toEqual([due.id])
    expect(await store.claimDue(now, 60_000, 10)).toEqual([])

    const attempt = { at: now.toISOString(), outcome: 'retry' as const, status: 503, error: 'HTTP 503', durationMs: 12 }
    await store.recordAttempt(due.id, attempt, { state: 'pending', nextAttemptAt: new Date('2026-02-01T00:00:10Z') })
    expect(await store.claimDue(now, 60_000, 10)).toEqual([])
    const retried = await store.claimDue(new Date('2026-02-01T00:00:11Z'), 60_000, 10)
    expect(retried.map((s) => s.delivery.attempts)).toEqual([[attempt]])

    await store.recordAttempt(due.id, { ...attempt, outcome: 'delivered', status: 200, error: undefined }, { state: 'delivered' })
    const delivered = await store.get(due.id)
    expect(delivered?.delivery.state).toBe('delivered')
    expect(delivered?.delivery.attempts).toHaveLength(2)
    expect(await store.claimDue(new Date('2027-01-01T00:00:00Z'), 60_000, 10)).toEqual([expect.objectContaining({ id: later.id })])
  })

  it('leases one submission alone when asked for it, if it is due and free', async () => {
    const { store } = await stores.openStore(kind)
    const now = new Date('2026-02-01T00:00:00Z')
    const pending = (nextAttemptAt: string) => sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt } })
    const [older, mine, later] = [
      pending('2026-01-30T00:00:00.000Z'),
      pending('2026-01-31T00:00:00.000Z'),
      pending('2026-03-01T00:00:00.000Z'),
    ]
    for (const s of [older, mine, later]) await store.insert(s)
    expect((await store.claimDue(now, 60_000, 1, mine.id)).map((s) => s.id)).toEqual([mine.id])
    expect(await store.claimDue(now, 60_000, 1, mine.id)).toEqual([])
    expect(await store.claimDue(now, 60_000, 1, later.id)).toEqual([])
    expect(await store.claimDue(now, 60_000, 1, 'no-such-id')).toEqual([])
    expect((await store.claimDue(now, 60_000, 10)).map((s) => s.id)).toEqual([older.id])
  })

  it('takes a lease back once it has expired (a worker killed mid-delivery)', async () => {
    const { store } = await stores.openStore(kind)
    const now = new Date('2026-02-01T00:00:00Z')
    const s = sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2026-01-31T00:00:00.000Z' } })
    await store.insert(s)
    expect(await store.claimDue(now, 1_000, 10)).toHaveLength(1)
    expect(await store.claimDue(new Date(now.getTime() + 2_000), 1_000, 10)).toHaveLength(1)
  })

  it('puts dead-lettered submissions back in the outbox and counts everything', async () => {
    const { store } = await stores.openStore(kind)
    const s = sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2026-01-31T00:00:00.000Z' } })
    await store.insert(s)
    await store.insert(sampleSubmission({ spam: true, formId: 'demo' }))
    await store.recordAttempt(
      s.id,
      { at: '2026-02-01T00:00:00.000Z', outcome: 'rejected', status: 400, error: 'HTTP 400', durationMs: 5 },
      { state: 'dead' },
    )
    expect(await store.stats()).toEqual({
      total: 2,
      spam: 1,
      byForm: { quote: 1, demo: 1 },
      byDelivery: { none: 1, pending: 0, delivered: 0, dead: 1 },
    })
    expect(await store.requeueDead(new Date('2026-02-02T00:00:00Z'))).toBe(1)
    expect((await store.claimDue(new Date('2026-02-02T00:00:00Z'), 1_000, 10)).map((x) => x.id)).toEqual([s.id])
    expect((await store.stats()).byDelivery).toEqual({ none: 1, pending: 1, delivered: 0, dead: 0 })
  })
})
