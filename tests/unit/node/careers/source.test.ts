import type { SourceNodesArgs } from 'gatsby'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { careerNodeInputs } from '../../../../src/node/careers/source'
import { startLocalServer, type LocalServer } from '../../../helpers/local-server'

// docs/careers.md, failures at build time: a failing ATS never fails the build; the last good offers are kept.
const EMBEDDED = JSON.parse(readFileSync(path.join(__dirname, '../../../../content/careers/offers.json'), 'utf8')) as {
  offers: Record<string, unknown>[]
}
const valid = EMBEDDED.offers.slice(0, 3) as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]

type Node = { internal: { type: string }; [key: string]: unknown }

/** Gatsby's sourceNodes arguments, recording nodes and warnings; the cache is a Map, like Gatsby's. */
function fakeArgs(store = new Map<string, unknown>()) {
  const nodes: Node[] = []
  const warnings: string[] = []
  const args = {
    cache: { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) },
    createNodeId: (key: string) => `node-${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    reporter: { warn: (message: string) => warnings.push(message), info: () => undefined },
  }
  const offers = () => nodes.filter((n) => n.internal.type === 'JobOffer')
  const source = () => nodes.find((n) => n.internal.type === 'CareersSource')
  /** Sources the nodes of one build into `nodes`. */
  const build = async (ats: Parameters<typeof careerNodeInputs>[1]) => {
    nodes.push(...((await careerNodeInputs(args as unknown as SourceNodesArgs, ats)) as Node[]))
  }
  return { build, store, warnings, offers, source }
}

describe('careerNodeInputs against a real ATS on 127.0.0.1', () => {
  let server: LocalServer | undefined
  let reply: { status: number; body: string } | 'hang'
  beforeEach(async () => {
    server = await startLocalServer((_req, res) => {
      if (reply === 'hang') return
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(reply.body)
    })
  })
  afterEach(async () => {
    await server?.close()
  })
  const ats = () => ({ kind: 'http' as const, url: server?.url as string, timeoutMs: 2000 })

  it('creates one node per offer, with SPEC 3.1 fields, and an ok source', async () => {
    reply = { status: 200, body: JSON.stringify({ offers: valid }) }
    const run = fakeArgs()
    await run.build(ats())
    expect(run.offers().map((n) => n.offerId)).toEqual(valid.map((o) => String(o.id)))
    expect(run.offers()[0]).toMatchObject({
      company: 'Threshold Access, Inc.',
      companyUrl: '',
      path: expect.stringMatching(/^\/careers\/[a-z0-9-]+-2187301$/) as unknown,
    })
    expect(run.source()).toMatchObject({ status: 'ok', provider: 'http', offerCount: 3 })
    expect(run.warnings).toEqual([])
  })

  it('skips an invalid offer among valid ones, with a warning naming it', async () => {
    const broken: Record<string, unknown> = { ...valid[1], department: undefined }
    reply = { status: 200, body: JSON.stringify({ offers: [valid[0], broken, valid[2], 'junk'] }) }
    const run = fakeArgs()
    await run.build(ats())
    expect(run.offers()).toHaveLength(2)
    expect(run.warnings).toEqual([
      `Careers: skipped offer #2 (id ${String(broken.id)} "${String(broken.title)}"): Invalid offer.`,
      'Careers: skipped offer #4 (no id): Invalid offer.',
    ])
  })

  it('skips a second offer with an id already used, since pages are keyed by id', async () => {
    reply = { status: 200, body: JSON.stringify({ offers: [valid[0], { ...valid[1], id: valid[0].id }] }) }
    const run = fakeArgs()
    await run.build(ats())
    expect(run.offers()).toHaveLength(1)
    expect(run.warnings).toEqual([expect.stringContaining('is used by an earlier offer')])
  })

  it('sanitizes provider HTML before it reaches a node', async () => {
    reply = { status: 200, body: JSON.stringify({ offers: [{ ...valid[0], description: '<p>Hi</p><script>x()</script>' }] }) }
    const run = fakeArgs()
    await run.build(ats())
    expect(run.offers()[0]?.description1).toBe('<p>Hi</p>')
  })

  it.each([
    ['a 500', { status: 500, body: '{}' }],
    ['a timeout', 'hang' as const],
    ['malformed JSON', { status: 200, body: '{"offers": [' }],
  ])('keeps the last good offers on %s, and warns', async (_name, failure) => {
    reply = { status: 200, body: JSON.stringify({ offers: valid }) }
    const first = fakeArgs()
    await first.build(ats())

    reply = failure
    const second = fakeArgs(first.store)
    await second.build(ats())
    expect(second.offers()).toHaveLength(3)
    expect(second.source()).toMatchObject({ status: 'stale', offerCount: 3 })
    expect(second.warnings).toEqual([
      expect.stringMatching(/^Careers: ATS fetch failed .*Building with the 3 offers of the last successful fetch\.$/),
    ])
  })

  it('builds the failure state, warning loudly, with nothing cached', async () => {
    reply = { status: 503, body: '' }
    const run = fakeArgs()
    await run.build(ats())
    expect(run.offers()).toEqual([])
    expect(run.source()).toMatchObject({ status: 'failed', provider: 'http', offerCount: 0 })
    expect(run.warnings[0]).toContain('!!! CAREERS: NO JOB OFFERS !!!')
    expect(run.warnings[0]).toContain('ATS fetch failed (status 503)')
  })

  it('does not reuse the offers cached for another provider', async () => {
    const run = fakeArgs(new Map([['careers-offers:http://127.0.0.1:1/api/offers', valid]]))
    reply = { status: 500, body: '' }
    await run.build(ats())
    expect(run.source()).toMatchObject({ status: 'failed' })
  })
})

describe('careerNodeInputs with the default provider', () => {
  it('marks a failing embedded file as a failed default provider, so the listing is hidden (SPEC 8)', async () => {
    const run = fakeArgs()
    await run.build({ kind: 'embedded', offersPath: path.join(__dirname, 'no-such-offers.json') })
    expect(run.source()).toMatchObject({ status: 'failed', provider: 'embedded', offerCount: 0 })
  })

  it('reads every embedded offer as valid', async () => {
    const run = fakeArgs()
    await run.build({ kind: 'embedded', offersPath: path.join(__dirname, '../../../../content/careers/offers.json') })
    expect(run.offers()).toHaveLength(EMBEDDED.offers.length)
    expect(run.warnings).toEqual([])
  })
})
