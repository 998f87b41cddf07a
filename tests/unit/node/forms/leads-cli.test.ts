import { readServiceSettings } from '../../../../src/config/site-config'
import { parseLeadsArgs, runLeads, USAGE } from '../../../../src/node/forms/leads-cli'
import { formsStores, sampleSubmission, storeKinds } from '../../../helpers/forms-stores'
import { startHubSpotStandIn } from '../../../helpers/hubspot-stand-in'

const stores = formsStores()
afterAll(() => stores.closeAll())
// The first PostgreSQL test starts a throw-away cluster.
jest.setTimeout(60_000)

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err }
}

const settings = readServiceSettings({}, '/repo')

describe('npm run leads', () => {
  it.each([
    [[]],
    [['nope']],
    [['export', '--format', 'xml']],
    [['export', '--since']],
    [['list', '--since', 'yesterday']],
    [['stats', '--format', 'csv']],
    [['stats', '--by-variation', 'a', 'b']],
    [['stats', '--by-variation', 'bad name']],
    [['retry', 'now']],
  ])('prints the usage line and exits 2 on bad arguments: %j', async (args) => {
    const { io, err } = capture()
    expect(await runLeads(args, settings, io)).toBe(2)
    expect(err).toEqual([USAGE])
  })

  it('reads dates and formats', () => {
    expect(parseLeadsArgs(['export', '--format', 'ndjson', '--since', '2026-01-02'])).toEqual({
      name: 'export',
      format: 'ndjson',
      since: new Date('2026-01-02T00:00:00Z'),
    })
    expect(parseLeadsArgs(['list', '--since', '2026-01-02T10:00:00Z'])).toEqual({ name: 'list', since: new Date('2026-01-02T10:00:00Z') })
    expect(parseLeadsArgs(['export'])).toEqual({ name: 'export', format: 'csv', since: undefined })
  })

  it('lists, exports CSV and NDJSON from a date, and counts', async () => {
    const { store } = await stores.openStore('lmdb')
    const old = sampleSubmission({ receivedAt: '2025-12-31T23:00:00.000Z' })
    const recent = sampleSubmission({
      receivedAt: '2026-01-05T00:00:00.000Z',
      fields: { email: 'b@x.co', message: 'Hello, "doors"\nthanks' },
    })
    const spam = sampleSubmission({ receivedAt: '2026-01-06T00:00:00.000Z', spam: true, formId: 'demo', fields: { email: '=cmd()' } })
    for (const s of [old, recent, spam]) await store.insert(s)

    const list = capture()
    expect(await runLeads(['list', '--since', '2026-01-01'], settings, list.io, store)).toBe(0)
    expect(list.out).toEqual([
      `2026-01-05T00:00:00.000Z\t${recent.id}\tquote\tb@x.co\tnone`,
      `2026-01-06T00:00:00.000Z\t${spam.id}\tdemo\t=cmd()\tspam`,
    ])

    const csv = capture()
    await runLeads(['export', '--since', '2026-01-01'], settings, csv.io, store)
    expect(csv.out[0]).toBe(
      'id,receivedAt,tenant,formId,spam,delivery,attempts,lastError,ip,_url,_title,_info,_embeddedUserId,email,message',
    )
    expect(csv.out.slice(1).join('\n')).toContain('"Hello, ""doors""\nthanks"')
    expect(csv.out[2]).toContain(",'=cmd(),")

    const ndjson = capture()
    await runLeads(['export', '--format', 'ndjson'], settings, ndjson.io, store)
    expect(ndjson.out.map((l) => (JSON.parse(l) as { id: string }).id)).toEqual([old.id, recent.id, spam.id])

    const stats = capture()
    await runLeads(['stats'], settings, stats.io, store)
    expect(stats.out).toEqual([
      'store: lmdb',
      'submissions: 3 (spam 1)',
      '  demo: 1',
      '  quote: 2',
      'outbox: none 3, pending 0, delivered 0, dead 0',
    ])
  })

  it('shows stored text on the terminal and in CSV and NDJSON without a control character acting (docs/security.md)', async () => {
    const { store } = await stores.openStore('lmdb')
    const hostile = sampleSubmission({
      receivedAt: '2026-01-07T00:00:00.000Z',
      fields: { email: 'a@b.co\u001b[2J\u001b]0;owned\u0007\nforged\tline', message: ' =HYPERLINK("x")\u009b31m' },
      variations: { 'camp\u001b[1m': 'v\r\n1' },
    })
    await store.insert(hostile)

    const list = capture()
    await runLeads(['list'], settings, list.io, store)
    expect(list.out).toEqual([`2026-01-07T00:00:00.000Z\t${hostile.id}\tquote\ta@b.co\\x1b[2J\\x1b]0;owned\\x07\\nforged\\tline\tnone`])

    const byVariation = capture()
    await runLeads(['stats', '--by-variation'], settings, byVariation.io, store)
    expect(byVariation.out.slice(1)).toEqual(['camp\\x1b[1m\tv\\r\\n1\t(all)\t1\t100.0%', 'camp\\x1b[1m\tv\\r\\n1\tquote\t1\t100.0%'])

    const csv = capture()
    await runLeads(['export'], settings, csv.io, store)
    const row = csv.out.slice(1).join('\n')
    expect(row).toContain(`"a@b.co\\x1b[2J\\x1b]0;owned\\x07\nforged\tline"`)
    expect(row).toContain(`"' =HYPERLINK(""x"")\\x9b31m"`)
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(row).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/)

    const ndjson = capture()
    await runLeads(['export', '--format', 'ndjson'], settings, ndjson.io, store)
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(ndjson.out[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
    expect((JSON.parse(ndjson.out[0] as string) as { fields: unknown }).fields).toEqual(hostile.fields)
  })

  // Conversions per A/B variation, on both stores.
  it.each(storeKinds)('stats --by-variation counts submissions per campaign, variation and form, with their share (%s)', async (kind) => {
    const { store } = await stores.openStore(kind)
    const v = (homeHero: string, formId = 'quote') => sampleSubmission({ formId, variations: { homeHero, pricingCta: 'demo' } })
    for (const s of [
      v('control'),
      v('control'),
      v('outcomes'),
      v('outcomes', 'newsletter'),
      sampleSubmission(),
      { ...v('outcomes'), spam: true },
    ])
      await store.insert(s)
    const one = capture()
    expect(await runLeads(['stats', '--by-variation', 'homeHero'], settings, one.io, store)).toBe(0)
    expect(one.out).toEqual([
      'campaign\tvariation\tform\tsubmissions\tshare',
      'homeHero\tcontrol\t(all)\t2\t50.0%',
      'homeHero\tcontrol\tquote\t2\t66.7%',
      'homeHero\toutcomes\t(all)\t2\t50.0%',
      'homeHero\toutcomes\tnewsletter\t1\t100.0%',
      'homeHero\toutcomes\tquote\t1\t33.3%',
    ])
    const all = capture()
    await runLeads(['stats', '--by-variation'], settings, all.io, store)
    expect(all.out).toContain('pricingCta\tdemo\t(all)\t4\t100.0%')
    const none = capture()
    await runLeads(['stats', '--by-variation', 'gone'], settings, none.io, store)
    expect(none.err).toEqual(['no submissions with the campaign gone'])
  })

  it('retry sends dead-lettered submissions again and reports the outbox', async () => {
    const { store } = await stores.openStore('lmdb')
    const standIn = await startHubSpotStandIn()
    try {
      const withHubSpot = readServiceSettings(
        { HUBSPOT_PORTAL_ID: '42', HUBSPOT_FORM_GUID_QUOTE: '0b5a3c1e-1111-4222-8333-444455556666', HUBSPOT_API_HOST: standIn.url },
        '/repo',
      )
      const dead = sampleSubmission({ delivery: { state: 'pending', attempts: [], nextAttemptAt: '2026-01-01T00:00:00.000Z' } })
      await store.insert(dead)
      await store.recordAttempt(
        dead.id,
        { at: '2026-01-01T00:00:00.000Z', outcome: 'retry', status: 503, error: 'HTTP 503', durationMs: 3 },
        { state: 'dead' },
      )
      const retry = capture()
      expect(await runLeads(['retry'], withHubSpot, retry.io, store)).toBe(0)
      expect(retry.out).toEqual(['requeued 1 dead-lettered; attempted 1; delivered 1, pending 0, dead 0'])
      expect(standIn.delivered()).toHaveLength(1)
      const none = capture()
      expect(await runLeads(['retry'], settings, none.io, store)).toBe(1)
      expect(none.err[0]).toContain('HUBSPOT_PORTAL_ID')
    } finally {
      await standIn.close()
    }
  })
})
