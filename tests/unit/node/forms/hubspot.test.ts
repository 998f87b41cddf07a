import { hubspotForwarder, hubspotPayload } from '../../../../src/node/forms/hubspot'
import { sampleSubmission } from '../../../helpers/forms-stores'
import { startHubSpotStandIn } from '../../../helpers/hubspot-stand-in'

const GUID = '0b5a3c1e-1111-4222-8333-444455556666'

describe('HubSpot Forms API v3 client', () => {
  it('sends contact fields (HubSpot property names) and the tracking context', () => {
    const payload = hubspotPayload(
      sampleSubmission({ fields: { email: 'a@b.co', firstName: 'Ada', doors: '12' }, receivedAt: '2026-01-01T00:00:00.000Z' }),
    )
    expect(payload).toEqual({
      submittedAt: String(Date.parse('2026-01-01T00:00:00.000Z')),
      fields: [
        { objectTypeId: '0-1', name: 'email', value: 'a@b.co' },
        { objectTypeId: '0-1', name: 'firstname', value: 'Ada' },
        { objectTypeId: '0-1', name: 'number_of_doors', value: '12' },
      ],
      context: { hutk: 'hutk-1', pageUri: 'https://www.threshold.example/quote', pageName: 'Quote', ipAddress: '127.0.0.1' },
    })
  })

  // The A/B variations leave the site only with the visitor's analytics consent.
  it('adds the A/B variations as the ab_variations property only when the visitor consented', () => {
    const variations = { homeHero: 'outcomes', pricingCta: 'demo' }
    const consented = hubspotPayload(sampleSubmission({ variations, shareVariations: true })).fields as { name: string; value: string }[]
    expect(consented).toContainEqual({ objectTypeId: '0-1', name: 'ab_variations', value: 'homeHero:outcomes,pricingCta:demo' })
    const refused = hubspotPayload(sampleSubmission({ variations, shareVariations: false }))
    expect(JSON.stringify(refused)).not.toMatch(/ab_variations|outcomes|homeHero/)
  })

  it('posts to /submissions/v3/integration/submit/{portal}/{guid} and reads each kind of answer', async () => {
    const standIn = await startHubSpotStandIn()
    const forwarder = hubspotForwarder({
      portalId: '123',
      apiHost: standIn.url,
      formGuids: { quote: GUID },
      timeoutMs: 300,
      maxAttempts: 3,
      retryBaseMs: 10,
    })
    try {
      expect(forwarder.forwards('quote')).toBe(true)
      expect(forwarder.forwards('demo')).toBe(false)
      const s = sampleSubmission()
      expect(await forwarder.deliver(s)).toEqual({ kind: 'delivered', status: 200 })
      expect(standIn.submits[0]?.path).toBe(`/submissions/v3/integration/submit/123/${GUID}`)
      standIn.setMode('down')
      expect(await forwarder.deliver(s)).toEqual({ kind: 'retry', status: 503, error: 'HTTP 503', retryAfterMs: undefined })
      standIn.setMode('throttle')
      expect(await forwarder.deliver(s)).toEqual({ kind: 'retry', status: 429, error: 'HTTP 429', retryAfterMs: 1000 })
      standIn.setMode('reject')
      expect(await forwarder.deliver(s)).toEqual({ kind: 'rejected', status: 400, error: 'HTTP 400' })
      standIn.setMode('hang')
      expect(await forwarder.deliver(s)).toEqual({ kind: 'retry', error: 'timed out after 300 ms' })
    } finally {
      await standIn.close()
    }
  })
})
