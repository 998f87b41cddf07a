import { hubspotForwarder } from '../../../../src/node/forms/hubspot'
import { backoffMs, deliverDue } from '../../../../src/node/forms/outbox'
import { formsStores, sampleSubmission, storeKinds } from '../../../helpers/forms-stores'
import { startHubSpotStandIn } from '../../../helpers/hubspot-stand-in'

const stores = formsStores()
afterAll(() => stores.closeAll())
jest.setTimeout(60_000)

describe('backoffMs', () => {
  it('doubles from the base, with jitter in [half, whole), capped at an hour', () => {
    expect(backoffMs(1, 1000, () => 0)).toBe(500)
    expect(backoffMs(1, 1000, () => 0.999999)).toBe(1000)
    expect(backoffMs(4, 1000, () => 0)).toBe(4000)
    expect(backoffMs(40, 1000, () => 1)).toBe(3_600_000)
  })
})

describe.each(storeKinds)('outbox on %s', (kind) => {
  const settings = { timeoutMs: 300, maxAttempts: 3, retryBaseMs: 1 }

  it('retries 5xx, 429 and time-outs, records every attempt, then dead-letters; a 4xx is dead at once', async () => {
    const { store } = await stores.openStore(kind)
    const standIn = await startHubSpotStandIn()
    const forwarder = hubspotForwarder({
      portalId: '1',
      apiHost: standIn.url,
      formGuids: { quote: '0b5a3c1e-1111-4222-8333-444455556666' },
      ...settings,
    })
    const pending = () => ({ state: 'pending' as const, attempts: [], nextAttemptAt: '2020-01-01T00:00:00.000Z' })
    try {
      const s = sampleSubmission({ delivery: pending() })
      await store.insert(s)
      // A clock the test moves: each run makes the one attempt that is due, then the next waits.
      let clock = Date.parse('2026-02-01T00:00:00Z')
      const now = () => new Date(clock)
      for (const mode of ['down', 'throttle', 'hang'] as const) {
        standIn.setMode(mode)
        expect(await deliverDue(store, forwarder, settings, now)).toBe(1)
        expect(await deliverDue(store, forwarder, settings, now)).toBe(0)
        clock += 2_000
      }
      const dead = await store.get(s.id)
      expect(dead?.delivery.state).toBe('dead')
      expect(dead?.delivery.attempts.map((a) => [a.outcome, a.status ?? null])).toEqual([
        ['retry', 503],
        ['retry', 429],
        ['retry', null],
      ])
      expect(dead?.delivery.attempts[2]?.error).toBe('timed out after 300 ms')

      const refused = sampleSubmission({ delivery: pending() })
      await store.insert(refused)
      standIn.setMode('reject')
      await deliverDue(store, forwarder, settings, now)
      expect((await store.get(refused.id))?.delivery).toMatchObject({ state: 'dead', attempts: [{ outcome: 'rejected', status: 400 }] })
    } finally {
      await standIn.close()
    }
  })

  it('delivers each pending submission exactly once when HubSpot answers', async () => {
    const { store } = await stores.openStore(kind)
    const standIn = await startHubSpotStandIn()
    // A generous time-out: on a loaded machine a slow answer must not turn into a retry here.
    const patient = { ...settings, timeoutMs: 10_000 }
    const forwarder = hubspotForwarder({
      portalId: '1',
      apiHost: standIn.url,
      formGuids: { quote: '0b5a3c1e-1111-4222-8333-444455556666' },
      ...patient,
    })
    try {
      const submissions = Array.from({ length: 30 }, () =>
        sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2020-01-01T00:00:00.000Z' } }),
      )
      for (const s of submissions) await store.insert(s)
      // Two workers at once, as the server and `leads retry` may be.
      const [a, b] = await Promise.all([deliverDue(store, forwarder, patient), deliverDue(store, forwarder, patient)])
      expect((a ?? 0) + (b ?? 0)).toBe(30)
      const sent = standIn.delivered().map((d) => d.body.fields.find((f) => f.name === 'email')?.value)
      expect(new Set(sent).size).toBe(30)
      expect(sent).toHaveLength(30)
      expect((await store.stats()).byDelivery.delivered).toBe(30)
      expect(await deliverDue(store, forwarder, patient)).toBe(0)
    } finally {
      await standIn.close()
    }
  })
})
