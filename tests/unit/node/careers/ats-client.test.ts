import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AtsFetchError, fetchHttpOffers, readEmbeddedOffers } from '../../../../src/node/careers/ats-client'
import { startLocalServer, type LocalServer } from '../../../helpers/local-server'

// SPEC 7.4 against a real HTTP server on 127.0.0.1.
function answer(status: number, body: string): Parameters<typeof startLocalServer>[0] {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(body)
  }
}

describe('fetchHttpOffers (GET {ATS_URL}/api/offers)', () => {
  let server: LocalServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('reads offers[] from a 200 answer of /api/offers', async () => {
    server = await startLocalServer(answer(200, JSON.stringify({ offers: [{ id: 1 }, { id: 2 }] })))
    await expect(fetchHttpOffers(server.url, 2000)).resolves.toEqual([{ id: 1 }, { id: 2 }])
    expect(server.requests.map((u) => u.pathname)).toEqual(['/api/offers'])
  })

  it('fails with the status on a 500', async () => {
    server = await startLocalServer(answer(500, '{"error":"internal"}'))
    await expect(fetchHttpOffers(server.url, 2000)).rejects.toThrow(new AtsFetchError(`${server.url}/api/offers`, 'status 500'))
  })

  it('gives up after the timeout', async () => {
    server = await startLocalServer(() => {
      // Never answers.
    })
    const started = Date.now()
    await expect(fetchHttpOffers(server.url, 300)).rejects.toThrow('ATS fetch failed (no answer within 300 ms)')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('fails on malformed JSON', async () => {
    server = await startLocalServer(answer(200, '{"offers": [ {"id": 1}, '))
    await expect(fetchHttpOffers(server.url, 2000)).rejects.toThrow('ATS fetch failed (malformed JSON)')
  })

  it('fails when the answer has no offers array', async () => {
    server = await startLocalServer(answer(200, '{"jobs": []}'))
    await expect(fetchHttpOffers(server.url, 2000)).rejects.toThrow('ATS fetch failed (no offers array in the response)')
  })

  it('fails when nothing listens', async () => {
    server = await startLocalServer(answer(200, '{}'))
    const url = server.url
    await server.close()
    server = undefined
    await expect(fetchHttpOffers(url, 2000)).rejects.toThrow(AtsFetchError)
  })
})

describe('readEmbeddedOffers (the default provider)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'offers-'))

  it('reads the embedded offers file, in the same response shape', async () => {
    const offers = await readEmbeddedOffers(path.join(__dirname, '../../../../content/careers/offers.json'))
    expect(offers.length).toBeGreaterThanOrEqual(12)
    const departments = new Set(offers.map((o) => (o as { department: string }).department))
    expect(departments.size).toBeGreaterThanOrEqual(4)
    expect(offers.some((o) => (o as { remote: boolean }).remote)).toBe(true)
  })

  it('fails on a malformed or missing file', async () => {
    const bad = path.join(dir, 'bad.json')
    writeFileSync(bad, 'not json')
    await expect(readEmbeddedOffers(bad)).rejects.toThrow(`ATS fetch failed (malformed JSON) from ${bad}`)
    await expect(readEmbeddedOffers(path.join(dir, 'missing.json'))).rejects.toThrow(AtsFetchError)
  })
})
