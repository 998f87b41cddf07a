import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { readServiceSettings } from '../../src/config/site-config'
import { runLeads } from '../../src/node/forms/leads-cli'
import { openLmdbStore } from '../../src/node/forms/lmdb-store'
import { openPgStore } from '../../src/node/forms/pg-store'
import type { FormsStore } from '../../src/node/forms/store'
import { type ServedSite, serveSite } from '../helpers/gatsby-serve'
import { startHubSpotStandIn } from '../helpers/hubspot-stand-in'
import { type Postgres, startPostgres } from '../helpers/postgres'

/**
 * The forms host as a browser or a bot meets it: HTTP requests to the Gatsby Functions under
 * `npm run serve` (docs/forms.md), every answer, on lmdb and on PostgreSQL.
 */
const PORT = Number(process.env.FORMS_TEST_PORT ?? 9190)
const ROOT = path.resolve(__dirname, '../..')
const SITE_ORIGIN = 'https://www.threshold.example'
const GUID = '0b5a3c1e-1111-4222-8333-444455556666'
const SUBMIT = '/api/threshold/forms/submit'

let postgres: Postgres | undefined
afterAll(() => postgres?.stop())

let counter = 0
function lead(overrides: Record<string, string> = {}): Record<string, string> {
  counter++
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${counter}-${Date.now()}@example.com`,
    phone: '+441234567890',
    company: 'Analytical Engines',
    country: 'United Kingdom',
    doors: '12',
    _url: 'https://www.threshold.example/quote',
    _title: 'Get a quote',
    _info: `hutk-${counter}`,
    _embedded_user_id: 'client-42',
    _submission_id: `sub-${process.pid}-${counter}-${Date.now()}`,
    ...overrides,
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const urlencoded = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }

async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Sends the headers of a POST declaring `length` bytes and the first 64 KB of its body, then waits
 * for the answer: a server that answers before reading the body answers now; one that reads it
 * first never does (status 0 after 5 s). Resolves with the status and the bytes sent.
 */
function partialUpload(url: string, route: string, contentType: string, length: number): Promise<{ status: number; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, 0x61)
    const req = http.request(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(length) },
    })
    const timer = setTimeout(() => {
      req.destroy()
      resolve({ status: 0, bytesSent: piece.length })
    }, 5_000)
    req.on('response', (res) => {
      clearTimeout(timer)
      res.resume()
      resolve({ status: res.statusCode ?? 0, bytesSent: piece.length })
      req.destroy()
    })
    req.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    req.write(piece)
  })
}

describe.each(['lmdb', 'postgres'] as const)('forms host over HTTP, %s store', (kind) => {
  let site: ServedSite
  let store: FormsStore
  let env: Record<string, string>
  let dataDir: string
  // Started in beforeAll, not when the block is defined: a run filtered to the other store
  // (`jest -t lmdb`) skips this block's hooks, and a stand-in nobody closes keeps jest alive.
  let standIn: ReturnType<typeof startHubSpotStandIn>

  beforeAll(async () => {
    standIn = startHubSpotStandIn()
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-http-'))
    const hubspot = await standIn
    env = {
      SITE_URL: SITE_ORIGIN,
      FORMS_DATA_DIR: dataDir,
      HUBSPOT_PORTAL_ID: '1234',
      HUBSPOT_FORM_GUID_QUOTE: GUID,
      HUBSPOT_API_HOST: hubspot.url,
      HUBSPOT_RETRY_BASE_MS: '200',
      HUBSPOT_TIMEOUT_MS: '3000',
      HUBSPOT_MAX_ATTEMPTS: '100',
      FORMS_RATE_LIMIT_PER_EMAIL: '3',
      FORMS_RATE_LIMIT_PER_IP: '1000',
    }
    if (kind === 'postgres') {
      postgres ??= await startPostgres()
      env.DATABASE_URL = postgres.url
      store = openPgStore(postgres.url)
    } else {
      store = openLmdbStore(dataDir)
    }
    site = await serveSite(PORT, env)
  })

  afterAll(async () => {
    await site?.kill()
    await store?.close()
    await (await standIn)?.close()
    if (kind === 'postgres')
      await (async () => {
        const { Client } = await import('pg')
        const client = new Client({ connectionString: postgres?.url })
        await client.connect()
        await client.query('DROP TABLE form_submissions')
        await client.end()
      })()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const post = (path: string, body: BodyInit, headers: Record<string, string> = urlencoded) =>
    fetch(`${site.url}${path}`, { method: 'POST', body, headers, redirect: 'manual' })

  it('accepts an urlencoded post (SPEC 7.6), stores it with its tracking fields before answering', async () => {
    const fields = lead({ industry: 'fitness' })
    const response = await post(`${SUBMIT}/quote`, form(fields))
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ id: fields._submission_id, status: 'received' })
    const stored = await store.get(fields._submission_id as string)
    expect(stored).toMatchObject({
      formId: 'quote',
      tenant: 'threshold',
      spam: false,
      fields: { email: fields.email, firstName: 'Ada', doors: '12', industry: 'fitness' },
      tracking: { url: fields._url, title: 'Get a quote', info: fields._info, embeddedUserId: 'client-42' },
      hutk: fields._info,
    })
  })

  it('accepts JSON', async () => {
    const json = lead()
    const b = await post(`${SUBMIT}/quote`, JSON.stringify({ ...json, doors: 12 }), { 'content-type': 'application/json' })
    expect(b.status).toBe(201)
    expect((await store.get(json._submission_id as string))?.fields.doors).toBe('12')
  })

  it('stores a retry once and answers it the same; another submission under a used id is a 409', async () => {
    const fields = lead()
    const first = await post(`${SUBMIT}/quote`, form(fields))
    const retries = await Promise.all([1, 2, 3].map(() => post(`${SUBMIT}/quote`, form(fields))))
    const bodies = await Promise.all([first, ...retries].map(async (r) => [r.status, (await r.json()) as unknown]))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect((await store.list()).filter((s) => s.id === fields._submission_id)).toHaveLength(1)
    const other = await post(`${SUBMIT}/quote`, form({ ...fields, company: 'Someone else' }))
    expect(other.status).toBe(409)
  })

  it('answers 415 to any other content type, multipart among them', async () => {
    expect((await post(`${SUBMIT}/quote`, 'email=a@b.co', { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(`${SUBMIT}/quote`, '<a/>', { 'content-type': 'application/xml' })).status).toBe(415)
    const multipart = new FormData()
    for (const [k, v] of Object.entries(lead())) multipart.append(k, v)
    const refused = await fetch(`${site.url}${SUBMIT}/quote`, { method: 'POST', body: multipart })
    expect(refused.status).toBe(415)
    expect(await refused.json()).toEqual({
      error: 'Multipart bodies are not accepted: send application/x-www-form-urlencoded or application/json',
    })
  })

  it('refuses a large multipart upload by its type, on every function route, before reading its body (docs/security.md)', async () => {
    for (const route of [`${SUBMIT}/quote`, '/api/cms-webhook']) {
      const answer = await partialUpload(site.url, route, 'multipart/form-data; boundary=x', 300_000_000)
      expect([route, answer.status, answer.bytesSent]).toEqual([route, 415, 64 * 1024])
    }
  })

  it('answers 413 to a body over 64 KB, by its length before reading it, or by what it read without one', async () => {
    const big = form(lead({ message: 'x'.repeat(70 * 1024) }))
    const a = await post(`${SUBMIT}/quote`, big)
    expect(a.status).toBe(413)
    expect(await a.json()).toEqual({ error: 'Body over 65536 bytes' })
    const declared = await partialUpload(site.url, `${SUBMIT}/quote`, 'application/x-www-form-urlencoded', 300_000_000)
    expect([declared.status, declared.bytesSent]).toEqual([413, 64 * 1024])
    const chunked = await fetch(`${site.url}${SUBMIT}/quote`, {
      method: 'POST',
      headers: urlencoded,
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('answers a malformed path or tracking cookie with 400 and nothing of the server (no stack, no path)', async () => {
    for (const response of [
      await post('/api/%/forms/submit/quote', form(lead())),
      await fetch(`${site.url}/api/threshold/forms/smart-fields/quote`, { headers: { 'x-custom-data': 'hutk=%' } }),
      await fetch(`${site.url}/api/threshold/forms/smart-fields/quote`, { headers: { 'x-custom-data': 'hutk=a%00b' } }),
    ]) {
      const text = await response.text()
      expect([response.status, text.includes(ROOT) || / at |node_modules|Error:/.test(text)]).toEqual([400, false])
    }
    const cookie = await fetch(`${site.url}/api/threshold/forms/smart-fields/quote`, { headers: { 'x-custom-data': 'hutk=%' } })
    expect(await cookie.json()).toEqual({ errors: { 'X-Custom-Data': ['Must be hutk= and the tracking cookie, percent-encoded'] } })
  })

  it('refuses text it cannot store, the same on both stores: 422 naming the field; stores what it accepts', async () => {
    for (const [field, value, problem] of [
      ['firstName', 'A\u0000da', 'the control character U+0000'],
      ['company', 'Engines \ud800', 'an unpaired surrogate'],
      ['lastName', 'Love\u001b[2Jlace', 'the control character U+001B'],
    ] as const) {
      const response = await post(`${SUBMIT}/quote`, JSON.stringify(lead({ [field]: value })), { 'content-type': 'application/json' })
      const label = { firstName: 'First name', company: 'Company', lastName: 'Last name' }[field]
      expect([response.status, await response.json()]).toEqual([
        422,
        { errors: { [field]: [`${label} contains ${problem}, which cannot be stored`] } },
      ])
    }
    const accepted = lead({ firstName: 'Zoë 李 🙂', message: 'two\nlines' })
    const response = await post(`${SUBMIT}/quote`, JSON.stringify(accepted), { 'content-type': 'application/json' })
    expect(response.status).toBe(201)
    expect((await store.get(accepted._submission_id as string))?.fields).toMatchObject({ firstName: 'Zoë 李 🙂' })
  })

  it('reads a number field as digits only: 0x10 is not 16', async () => {
    const response = await post(`${SUBMIT}/quote`, form(lead({ doors: '0x10' })))
    expect([response.status, await response.json()]).toEqual([422, { errors: { doors: ['Please fill in a full number'] } }])
  })

  it('answers 404 to an unknown form id or tenant', async () => {
    expect((await post(`${SUBMIT}/nope`, form(lead()))).status).toBe(404)
    expect((await post('/api/acme/forms/submit/quote', form(lead()))).status).toBe(404)
    expect((await fetch(`${site.url}/api/acme/forms/smart-fields/quote`)).status).toBe(404)
  })

  it("answers 422 with every invalid field's messages in the SPEC's words (SPEC 5.1)", async () => {
    const response = await post(`${SUBMIT}/quote`, form(lead({ email: 'not-an-email', phone: '12-34', firstName: '', doors: '1.5' })))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        firstName: ['This field is required'],
        email: ['Please fill in an email'],
        phone: ['Must be a valid phone number'],
        doors: ['Please fill in a full number'],
      },
    })
    const contact = await post(`${SUBMIT}/contact`, form({ email: 'a@b.co' }))
    expect(await contact.json()).toEqual({ errors: { name: ['Required.'], message: ['Required.'] } })
  })

  it('never echoes input into HTML: a script in a field comes back only as JSON', async () => {
    const response = await post(`${SUBMIT}/quote`, form(lead({ email: '<script>alert(1)</script>' })))
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).not.toContain('<script>')
    const malformed = await post(`${SUBMIT}/quote`, '{"email": <b>', { 'content-type': 'application/json' })
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('answers 405 to a wrong method, naming the allowed ones', async () => {
    const get = await fetch(`${site.url}${SUBMIT}/quote`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    const put = await fetch(`${site.url}${SUBMIT}/quote`, { method: 'PUT', body: 'x', headers: urlencoded })
    expect(put.status).toBe(405)
    const postSmart = await post('/api/threshold/forms/smart-fields/quote', form({}))
    expect(postSmart.status).toBe(405)
  })

  it('answers a filled honeypot with 201, keeps it as spam without its body and never forwards it', async () => {
    const fields = lead({ homepage: 'http://spam.example', message: 'x'.repeat(2000) })
    const response = await post(`${SUBMIT}/quote`, form(fields))
    expect(response.status).toBe(201)
    const stored = await store.get(fields._submission_id as string)
    expect(stored).toMatchObject({ spam: true, delivery: { state: 'none' }, fields: {}, tracking: {}, hutk: '', variations: {} })
    await new Promise((r) => setTimeout(r, 1500))
    const sent = (await standIn).submits.map((s) => s.body.fields.find((f) => f.name === 'email')?.value)
    expect(sent).not.toContain(fields.email)
  })

  it('counts honeypot posts against the same limits as any other post', async () => {
    const email = `bot-${kind}@example.com`
    for (let i = 0; i < 3; i++) {
      const bot = lead({ email, homepage: 'http://spam.example', _submission_id: `bot-${kind}-${i}-${Date.now()}` })
      expect((await post(`${SUBMIT}/quote`, form(bot))).status).toBe(201)
    }
    const refused = await post(`${SUBMIT}/quote`, form(lead({ email, homepage: 'http://spam.example' })))
    expect(refused.status).toBe(429)
    expect((await post(`${SUBMIT}/quote`, form(lead({ email })))).status).toBe(429)
  })

  it("does not count concurrent retries of one submission against the visitor's e-mail limit", async () => {
    const email = `retrying-${kind}@example.com`
    const fields = lead({ email })
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(`${SUBMIT}/quote`, form(fields))))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201))
    expect((await store.list()).filter((s) => s.id === fields._submission_id)).toHaveLength(1)
    // The limit is 3 a window: the lead above used one.
    for (let i = 0; i < 2; i++) expect((await post(`${SUBMIT}/quote`, form(lead({ email })))).status).toBe(201)
    expect((await post(`${SUBMIT}/quote`, form(lead({ email })))).status).toBe(429)
  })

  it('limits new submissions per e-mail address: 429 with Retry-After', async () => {
    const email = `limited-${kind}@example.com`
    for (let i = 0; i < 3; i++)
      expect((await post(`${SUBMIT}/footerNewsletter`, form({ email, _submission_id: `nl-${kind}-${i}-${Date.now()}` }))).status).toBe(201)
    const refused = await post(`${SUBMIT}/footerNewsletter`, form({ email, _submission_id: `nl-${kind}-x-${Date.now()}` }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("allows CORS for the site's own origin only", async () => {
    const own = await post(`${SUBMIT}/quote`, form(lead()), { ...urlencoded, origin: SITE_ORIGIN })
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    const other = await post(`${SUBMIT}/quote`, form(lead()), { ...urlencoded, origin: 'https://evil.example' })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = (origin: string) =>
      fetch(`${site.url}/api/threshold/forms/smart-fields/quote`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-custom-data' },
      })
    const ok = await preflight(SITE_ORIGIN)
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-headers')).toContain('X-Custom-Data')
    expect((await preflight('https://evil.example')).status).toBe(403)
  })

  it("sends a browser without JavaScript to the form's thank-you page, back to the form when invalid, or to /error (SPEC 4.5)", async () => {
    const html = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' }
    const ok = await post(`${SUBMIT}/quote`, form(lead()), html)
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/quote/thank-you')
    // The page it came from (its _url), the first invalid field and its rule; never what was typed.
    const bad = await post(`${SUBMIT}/quote`, form(lead({ email: 'nope<b>' })), html)
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/quote?invalid=email#quote-email-email')
    const { _url: _page, ...withoutPage } = lead({ email: 'nope' })
    const referred = await post(`${SUBMIT}/quote`, form(withoutPage), { ...html, referer: `${site.url}/lp/offer` })
    expect(referred.headers.get('location')).toBe('/lp/offer?invalid=email#quote-email-email')
    const unknownPage = await post(`${SUBMIT}/quote`, form(withoutPage), html)
    expect(unknownPage.headers.get('location')).toBe('/error')
  })

  it("follows a placement's own redirects (SPEC 4.5 steps 3 and 4), only to this site's paths", async () => {
    const html = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' }
    const placed = { _redirect_url: '/demo/thank-you', _error_redirect_url: '/contact-us' }
    const ok = await post(`${SUBMIT}/quote`, form({ ...lead(), ...placed }), html)
    expect(ok.headers.get('location')).toBe('/demo/thank-you')
    const { _url: _page, ...withoutPage } = lead({ email: 'nope' })
    const failed = await post(`${SUBMIT}/quote`, form({ ...withoutPage, ...placed }), html)
    expect(failed.headers.get('location')).toBe('/contact-us')
    const elsewhere = await post(`${SUBMIT}/quote`, form({ ...lead(), _redirect_url: 'https://evil.example/' }), html)
    expect(elsewhere.headers.get('location')).toBe('/quote/thank-you')
    const protocolRelative = await post(`${SUBMIT}/quote`, form({ ...lead(), _redirect_url: '//evil.example/x' }), html)
    expect(protocolRelative.headers.get('location')).toBe('/quote/thank-you')
  })

  it("returns the form's smart fields this visitor has not answered, first max (SPEC 5.3, 7.8)", async () => {
    const hutk = `visitor-${kind}-${Date.now()}`
    const smart = (headers: Record<string, string> = {}, query = '') =>
      fetch(`${site.url}/api/threshold/forms/smart-fields/quote${query}`, { headers })
    const fresh = await smart({ 'x-custom-data': `hutk=${hutk}` })
    expect(fresh.status).toBe(200)
    const fields = (await fresh.json()) as Array<Record<string, unknown>>
    expect(fields.map((f) => f.name)).toEqual(['industry', 'companySize'])
    expect(Object.keys(fields[0] ?? {}).sort()).toEqual(['fieldType', 'label', 'name', 'options', 'placeholder', 'required'])
    expect(fields[0]).toMatchObject({ fieldType: 'select', label: 'Industry', placeholder: 'Select...', required: true })

    expect((await post(`${SUBMIT}/quote`, form(lead({ _info: hutk, industry: 'finance' })))).status).toBe(201)
    const after = (await (await smart({ 'x-custom-data': `hutk=${hutk}` })).json()) as Array<{ name: string }>
    expect(after.map((f) => f.name)).toEqual(['companySize', 'currentSystem'])
    const one = (await (await smart({ 'x-custom-data': `hutk=${hutk}` }, '?max=1')).json()) as Array<{ name: string }>
    expect(one.map((f) => f.name)).toEqual(['companySize'])
    expect((await smart({}, '?max=lots')).status).toBe(400)
    expect(await (await fetch(`${site.url}/api/threshold/forms/smart-fields/footerNewsletter`)).json()).toEqual([])
  })

  // A lead after ?ab-homeHero=outcomes is stored with that variation, whatever the consent,
  // counted by `leads stats --by-variation`, and forwarded to HubSpot only with analytics consent.
  it("stores the visitor's A/B variations with the lead, counts them per variation, and forwards them only with consent", async () => {
    const hubspot = await standIn
    const delivered = (email: string) =>
      hubspot.delivered().filter((s) => s.body.fields.some((f) => f.name === 'email' && f.value === email))
    const refused = lead({ _ab: 'homeHero:outcomes,pricingCta:demo', _ab_share: '' })
    const consented = lead({ _ab: 'homeHero:outcomes', _ab_share: 'yes' })
    for (const fields of [refused, consented]) expect((await post(`${SUBMIT}/quote`, form(fields))).status).toBe(201)
    expect(await store.get(refused._submission_id as string)).toMatchObject({
      variations: { homeHero: 'outcomes', pricingCta: 'demo' },
      shareVariations: false,
    })
    expect(await store.get(consented._submission_id as string)).toMatchObject({
      variations: { homeHero: 'outcomes' },
      shareVariations: true,
    })

    const out: string[] = []
    await runLeads(
      ['stats', '--by-variation', 'homeHero'],
      readServiceSettings({}, '/repo'),
      { out: (l) => out.push(l), err: () => undefined },
      store,
    )
    expect(out).toContainEqual(expect.stringMatching(/^homeHero\toutcomes\tquote\t2\t/))

    await waitFor(
      () => delivered(refused.email as string).length === 1 && delivered(consented.email as string).length === 1,
      'both deliveries',
    )
    const names = (email: string) => delivered(email)[0]?.body.fields.map((f) => f.name) ?? []
    expect(names(refused.email as string)).not.toContain('ab_variations')
    expect(JSON.stringify(delivered(refused.email as string))).not.toMatch(/outcomes|homeHero/)
    expect(delivered(consented.email as string)[0]?.body.fields).toContainEqual({
      objectTypeId: '0-1',
      name: 'ab_variations',
      value: 'homeHero:outcomes',
    })
  })

  it('forwards to HubSpot through the outbox; a kill -9 before forwarding loses nothing and HubSpot gets it once', async () => {
    const hubspot = await standIn
    const delivered = (email: string) =>
      hubspot.delivered().filter((s) => s.body.fields.some((f) => f.name === 'email' && f.value === email))

    const live = lead()
    expect((await post(`${SUBMIT}/quote`, form(live))).status).toBe(201)
    await waitFor(() => delivered(live.email as string).length === 1, 'the delivery to HubSpot')
    expect(delivered(live.email as string)[0]?.body.fields).toContainEqual({ objectTypeId: '0-1', name: 'number_of_doors', value: '12' })
    expect(delivered(live.email as string)[0]?.path).toBe(`/submissions/v3/integration/submit/1234/${GUID}`)

    hubspot.setMode('down')
    const fields = lead()
    expect((await post(`${SUBMIT}/quote`, form(fields))).status).toBe(201)
    await waitFor(async () => ((await store.get(fields._submission_id as string))?.delivery.attempts.length ?? 0) >= 1, 'a failed attempt')
    await site.kill()

    hubspot.setMode('up')
    site = await serveSite(PORT, { ...env, FORMS_RATE_LIMIT_PER_IP: '2' })
    // The outbox resumes with the first request the restarted server gets.
    expect((await fetch(`${site.url}/api/threshold/forms/smart-fields/quote`)).status).toBe(200)
    await waitFor(
      async () => (await store.get(fields._submission_id as string))?.delivery.state === 'delivered',
      'the delivery after the restart',
    )
    await new Promise((r) => setTimeout(r, 1500))
    expect(delivered(fields.email as string)).toHaveLength(1)
    const stored = await store.get(fields._submission_id as string)
    expect(stored?.delivery.attempts.at(-1)).toMatchObject({ outcome: 'delivered', status: 200 })
    expect(stored?.delivery.attempts.slice(0, -1).every((a) => a.outcome === 'retry' && a.status === 503)).toBe(true)
  })

  it('limits new submissions per IP address: 429 with Retry-After', async () => {
    // The server restarted above allows 2 per IP.
    expect((await post(`${SUBMIT}/quote`, form(lead()))).status).toBe(201)
    expect((await post(`${SUBMIT}/quote`, form(lead()))).status).toBe(201)
    const refused = await post(`${SUBMIT}/quote`, form(lead()))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
