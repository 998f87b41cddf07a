import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { openPgStore } from '../../src/node/forms/pg-store'
import type { FormsStore } from '../../src/node/forms/store'
import { type AlgoliaStandIn, startAlgoliaStandIn } from '../helpers/algolia-stand-in'
import { startHubSpotStandIn } from '../helpers/hubspot-stand-in'
import { gatsby, gatsbyBuild } from '../helpers/gatsby-build'
import { type ServedSite, serveSite } from '../helpers/gatsby-serve'
import { type LocalServer, startLocalServer } from '../helpers/local-server'
import { startNetlifyFunctions } from '../helpers/netlify-functions'
import {
  FUNCTIONS_INTERNAL,
  functionCode,
  functionForPath,
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  readDeployFile,
  ROOT,
} from '../helpers/netlify-output'
import { type Postgres, startPostgres } from '../helpers/postgres'
import { docs } from '../helpers/site-dataset'
import { SPEC_ROUTES } from '../helpers/spec-routes'

/**
 * The deploy build (docs/deploy.md, "Checking a deploy build"): `NETLIFY=true`, offline, every
 * setting given a sentinel value; then its output as Netlify would serve it, compared with
 * `npm run serve` of the same build, and its functions run as Netlify's runtime runs them
 * (tests/helpers/netlify-runtime.ts) on a throw-away PostgreSQL.
 */
const PORT = Number(process.env.DEPLOY_TEST_PORT ?? 9180)

/** Settings only the build or the functions may know: none may reach the browser. */
const SECRETS = {
  CMS_WEBHOOK_SECRET: 'sentinel-cms-webhook-secret-5e1f',
  DATABASE_URL: 'postgres://sentinel-user:sentinel-db-password-5e1f@sentinel-db.invalid:5432/leads',
  GITHUB_TOKEN: 'sentinel-github-token-5e1f',
  BUILD_HOOK_URL: 'https://api.netlify.invalid/build_hooks/sentinel-build-hook-5e1f',
  ALGOLIA_ADMIN_KEY: 'sentinel-algolia-admin-key-5e1f',
  SANITY_TOKEN: 'sentinel-sanity-token-5e1f',
  HUBSPOT_FORM_GUID_QUOTE: '5e1f0000-5e1f-4e1f-8e1f-5e1f5e1f5e1f',
}
/** Settings the browser uses by design (docs/configuration.md, "Settings the browser sees"). */
const PUBLIC_SETTINGS = {
  ALGOLIA_APP_ID: 'SENTINELAPP5E1F',
  ALGOLIA_SEARCH_KEY: 'sentinel-algolia-search-key-5e1f',
  HUBSPOT_PORTAL_ID: '51515151',
  GEOLOCATION_KEY: 'sentinel-geolocation-key-5e1f',
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** The files a function's code is made of: `.netlify/functions-internal/<name>/` and the compiled entry and bundle it loads. */
function functionFiles(): string[] {
  return [...filesUnder(FUNCTIONS_INTERNAL), ...filesUnder(path.join(ROOT, '.cache/functions')).filter((f) => f.endsWith('.js'))]
}

/** The files of `files` that contain `text` (bytes, so binary files are searched too). */
function containing(files: readonly string[], text: string): string[] {
  const needle = Buffer.from(text)
  return files.filter((file) => readFileSync(file).includes(needle)).map((file) => path.relative(ROOT, file))
}

/** The file Netlify serves for a page path: `<path>.html` (the adapter's layout), else `<path>/index.html`. */
function netlifyFile(route: string): string {
  if (route === '/') return path.join(ROOT, 'public/index.html')
  const pretty = path.join(ROOT, 'public', `${route}.html`)
  try {
    if (statSync(pretty).isFile()) return pretty
  } catch {
    // not a pretty URL: a folder's index
  }
  return path.join(ROOT, 'public', route, 'index.html')
}

/** The headers `npm run serve` sends every page (docs/deploy.md, "Security headers"): each must be in _headers too. */
const SERVED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'x-xss-protection',
  'cache-control',
]

let algolia: AlgoliaStandIn
let build: { code: number | null; output: string }
beforeAll(async () => {
  algolia = await startAlgoliaStandIn()
  // From a clean cache: the steps before built with other settings, which Gatsby's caches do not key on.
  await new Promise((resolve) => gatsby(['clean'], {}).on('close', resolve))
  build = await gatsbyBuild({ NETLIFY: 'true', ALGOLIA_HOST: algolia.url, ...SECRETS, ...PUBLIC_SETTINGS })
}, 900_000)
afterAll(() => algolia?.close())

describe('the Netlify deploy build', () => {
  it('builds offline, with the adapter from gatsby-config and no build cache of Netlify’s', () => {
    expect([build.code, build.code === 0 ? '' : build.output.slice(-3000)]).toEqual([0, ''])
    expect(build.output).toContain('Using gatsby-adapter-netlify adapter')
    // The admin key was used: the search records went to the (stand-in) Algolia.
    expect(algolia.calls.some((c) => c.call.includes('/batch'))).toBe(true)
  })

  it('has the forms functions and the CMS webhook in the adapter’s functions folder, each with the file it loads', () => {
    const names = readdirSync(FUNCTIONS_INTERNAL).sort()
    expect(names).toEqual(['cms-webhook-js', 'tenant-forms-smart-fields-form-id-js', 'tenant-forms-submit-form-id-js'])
    for (const name of names) {
      const manifest = JSON.parse(readFileSync(path.join(FUNCTIONS_INTERNAL, name, `${name}.json`), 'utf8')) as {
        config: { includedFiles: string[] }
      }
      // The compiled function Netlify ships (`[`/`]` written as `*`): Gatsby's own bundle, all the function runs.
      const [entry, ...more] = functionCode(name).files
      const included = manifest.config.includedFiles.map((glob) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '.')}$`))
      expect([name, included.some((pattern) => pattern.test(path.relative(ROOT, entry as string))), more]).toEqual([name, true, []])
    }
  })

  it('routes every function path through _redirects, as `npm run serve` routes it', () => {
    const redirects = parseRedirectsFile(readDeployFile('_redirects'))
    expect(functionForPath(redirects, '/api/threshold/forms/submit/quote')).toBe('tenant-forms-submit-form-id-js')
    expect(functionForPath(redirects, '/api/threshold/forms/smart-fields/quote')).toBe('tenant-forms-smart-fields-form-id-js')
    expect(functionForPath(redirects, '/api/cms-webhook')).toBe('cms-webhook-js')
    // The only other redirects are the CMS's, through createRedirect, one line each as `npm run serve`
    // applies them (tests/site/redirects.test.ts); pages are files (below).
    const cms = docs
      .filter((d) => d._type === 'redirect')
      .map((d) => `${String(d.from)} ${String(d.to)} ${d.permanent === false ? 302 : 301}`)
    const others = redirects.filter((r) => !r.to.startsWith('/.netlify/functions/')).map((r) => `${r.from} ${r.to} ${r.status}`)
    expect(others.sort()).toEqual(cms.sort())
    expect(cms.length).toBeGreaterThan(5)
  })

  it('contains no path of the build machine', () => {
    const files = [...filesUnder(path.join(ROOT, 'public')), ...functionFiles()]
    // The adapter's function manifests name the build folder on purpose: Netlify's bundler reads
    // them there, on the build machine, and ships the files they list (relative to it).
    const manifests = filesUnder(FUNCTIONS_INTERNAL).filter((f) => f.endsWith('.json'))
    expect(containing(files, ROOT).filter((f) => !manifests.includes(path.join(ROOT, f)))).toEqual([])
    // Absolute file URLs only: the embedded dataset's image references are `file://./images/…`,
    // relative to the export (Sanity's export format), and the page data carries them as given.
    // (The functions are left out: Gatsby's bundles carry libraries whose comments and patterns
    // mention `file:///`; a build path in them is found by the search for ROOT above.)
    expect(containing(filesUnder(path.join(ROOT, 'public')), 'file:///')).toEqual([])
  })

  it('keeps every secret setting out of public/ and out of every function bundle; the public ones reach the browser', () => {
    const published = filesUnder(path.join(ROOT, 'public'))
    const functions = functionFiles()
    const leaks = Object.entries(SECRETS).flatMap(([name, value]) => [
      ...containing(published, value).map((file) => `${name} in ${file}`),
      ...containing(functions, value).map((file) => `${name} in ${file}`),
    ])
    expect(leaks).toEqual([])
    // The functions read their settings when they run: not even the public ones are in a bundle.
    expect(Object.values(PUBLIC_SETTINGS).flatMap((value) => containing(functions, value))).toEqual([])
    // The search must show that the scan reads the files where a setting would show.
    for (const [name, value] of Object.entries(PUBLIC_SETTINGS))
      expect([name, containing(published, value).length > 0]).toEqual([name, true])
  })
})

describe('the deploy build served by Netlify and by `npm run serve`', () => {
  let site: ServedSite
  beforeAll(async () => {
    site = await serveSite(PORT, {})
  })
  afterAll(() => site?.kill())

  it('has the same security headers and CSP hashes in _headers as `npm run serve` sends, route by route', async () => {
    const rules = parseHeadersFile(readDeployFile('_headers'))
    const differences: string[] = []
    for (const route of [...SPEC_ROUTES, '/404.html']) {
      const served = await fetch(`${site.url}${route}`, { redirect: 'manual' })
      await served.arrayBuffer()
      expect([route, served.status]).toEqual([route, 200])
      const netlify = headersForPath(rules, route)
      for (const name of new Set([...Object.keys(netlify), ...SERVED_HEADERS])) {
        if (served.headers.get(name) !== netlify[name])
          differences.push(`${route} ${name}: served ${served.headers.get(name)}, _headers ${netlify[name]}`)
      }
      expect(netlify['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    }
    expect(differences).toEqual([])
  })

  it('serves every page from the file Netlify serves it from, and an unknown path the 404 page with 404', async () => {
    for (const route of SPEC_ROUTES) {
      const served = await fetch(`${site.url}${route}`)
      expect([route, await served.text()]).toEqual([route, readFileSync(netlifyFile(route), 'utf8')])
    }
    const missing = await fetch(`${site.url}/no-such-page`)
    expect(missing.status).toBe(404)
    // Netlify answers a path with no file with public/404.html and status 404.
    expect(await missing.text()).toBe(readFileSync(path.join(ROOT, 'public/404.html'), 'utf8'))
    const slash = await fetch(`${site.url}/pricing/`, { redirect: 'manual' })
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/pricing'])
  })
})

describe('the deploy build’s functions, as Netlify runs them', () => {
  const SECRET = 'deploy-test-webhook-secret'
  let postgres: Postgres
  let store: FormsStore
  let hook: LocalServer & { bodies: string[] }
  beforeAll(async () => {
    postgres = await startPostgres()
    store = openPgStore(postgres.url)
    const bodies: string[] = []
    const server = await startLocalServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        bodies.push(body)
        res.writeHead(200).end('{}')
      })
    })
    hook = Object.assign(server, { bodies })
  })
  afterAll(async () => {
    await store?.close()
    postgres?.stop()
    await hook?.close()
  })

  const quote = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+441234567890',
      company: 'Analytical Engines',
      country: 'United Kingdom',
      doors: '12',
      _submission_id: `deploy-${Date.now()}`,
      ...overrides,
    })
  const json = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }

  it('stores a quote once in PostgreSQL, answers its repeat the same, and answers an invalid one 422 in the SPEC’s words (SPEC 5.1, 7.7)', async () => {
    const runtime = await startNetlifyFunctions(PORT + 1, { DATABASE_URL: postgres.url })
    try {
      const fields = quote()
      const id = fields.get('_submission_id') as string
      const first = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: fields, headers: json })
      expect([first.status, await first.json()]).toEqual([201, { id, status: 'received' }])
      const again = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: fields, headers: json })
      expect([again.status, await again.json()]).toEqual([201, { id, status: 'received' }])
      expect((await store.list()).filter((s) => s.id === id)).toHaveLength(1)
      expect(await store.get(id)).toMatchObject({ formId: 'quote', ip: '127.0.0.1', fields: { email: 'ada@example.com', doors: '12' } })

      const invalid = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, {
        method: 'POST',
        body: quote({ email: 'not-an-email', phone: '12-34', firstName: '', doors: '1.5' }),
        headers: json,
      })
      expect(invalid.status).toBe(422)
      expect(await invalid.json()).toEqual({
        errors: {
          firstName: ['This field is required'],
          email: ['Please fill in an email'],
          phone: ['Must be a valid phone number'],
          doors: ['Please fill in a full number'],
        },
      })

      const smart = await fetch(`${runtime.url}/api/threshold/forms/smart-fields/quote`, {
        headers: { 'x-custom-data': 'hutk=deploy-visitor' },
      })
      expect(smart.status).toBe(200)
      expect(((await smart.json()) as { name: string }[]).map((f) => f.name)).toEqual(['industry', 'companySize'])
    } finally {
      await runtime.stop()
    }
  })

  it('refuses an unsigned CMS webhook and triggers the build hook on a signed one', async () => {
    const runtime = await startNetlifyFunctions(PORT + 1, {
      CMS_WEBHOOK_SECRET: SECRET,
      BUILD_HOOK_URL: `${hook.url}/build_hooks/deploy-test`,
    })
    try {
      const body = JSON.stringify({ _id: 'blogPost.lockdown-drills', _type: 'blogPost' })
      const unsigned = await fetch(`${runtime.url}/api/cms-webhook`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect([unsigned.status, await unsigned.json()]).toEqual([401, { message: 'Invalid signature' }])
      expect(hook.requests).toHaveLength(0)
      const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
      const signed = await fetch(`${runtime.url}/api/cms-webhook`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
      })
      expect([signed.status, await signed.json()]).toEqual([202, { message: 'Rebuild triggered', documentId: 'blogPost.lockdown-drills' }])
      expect(hook.requests.map((r) => r.pathname)).toEqual(['/build_hooks/deploy-test'])
    } finally {
      await runtime.stop()
    }
  })

  it('forwards a lead to HubSpot before answering: a Netlify Function is frozen once it has answered', async () => {
    const hubspot = await startHubSpotStandIn()
    const runtime = await startNetlifyFunctions(PORT + 1, {
      DATABASE_URL: postgres.url,
      HUBSPOT_PORTAL_ID: '1234',
      HUBSPOT_FORM_GUID_QUOTE: '0b5a3c1e-1111-4222-8333-444455556666',
      HUBSPOT_API_HOST: hubspot.url,
      HUBSPOT_TIMEOUT_MS: '2000',
      HUBSPOT_RETRY_BASE_MS: '200',
    })
    const emails = () => hubspot.delivered().flatMap((s) => s.body.fields.filter((f) => f.name === 'email').map((f) => f.value))
    try {
      const fields = quote({ email: 'frozen@example.com', _submission_id: `frozen-${Date.now()}` })
      const answer = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: fields, headers: json })
      expect(answer.status).toBe(201)
      // The promise (docs/forms.md): the lead has reached HubSpot by the time its visitor is answered.
      expect(emails()).toEqual(['frozen@example.com'])
      expect((await store.get(fields.get('_submission_id') as string))?.delivery.state).toBe('delivered')

      // HubSpot down: the visitor is answered all the same, the lead waits in the outbox, and the
      // next submission, once HubSpot is back, sends it before its own answer.
      hubspot.setMode('down')
      const waiting = quote({ email: 'waiting@example.com', _submission_id: `waiting-${Date.now()}` })
      expect(
        (await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: waiting, headers: json })).status,
      ).toBe(201)
      expect(await store.get(waiting.get('_submission_id') as string)).toMatchObject({ delivery: { state: 'pending' } })
      hubspot.setMode('up')
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const next = quote({ email: 'next@example.com', _submission_id: `next-${Date.now()}` })
      expect((await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: next, headers: json })).status).toBe(
        201,
      )
      expect(emails().sort()).toEqual(['frozen@example.com', 'next@example.com', 'waiting@example.com'])
    } finally {
      await runtime.stop()
      await hubspot.close()
    }
  })

  it('refuses multipart and long bodies, answers a malformed tracking cookie 400, and shows no stack or path', async () => {
    const runtime = await startNetlifyFunctions(PORT + 1, {
      DATABASE_URL: postgres.url,
      CMS_WEBHOOK_SECRET: SECRET,
      BUILD_HOOK_URL: `${hook.url}/build_hooks/deploy-test`,
    })
    const internals = (text: string) => text.includes(ROOT) || / at |node_modules|Error:/.test(text)
    const hookCalls = hook.requests.length
    try {
      for (const route of ['/api/threshold/forms/submit/quote', '/api/cms-webhook']) {
        const multipart = new FormData()
        multipart.append('email', 'a@b.example')
        multipart.append('f', new Blob([new Uint8Array(1024 * 1024)]), 'z.bin')
        const refused = await fetch(`${runtime.url}${route}`, { method: 'POST', body: multipart })
        expect([route, refused.status, internals(await refused.text())]).toEqual([route, 415, false])
      }
      const long = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, {
        method: 'POST',
        body: quote({ message: 'x'.repeat(100 * 1024) }),
        headers: json,
      })
      expect([long.status, await long.json()]).toEqual([413, { error: 'Body over 65536 bytes' }])
      const cookie = await fetch(`${runtime.url}/api/threshold/forms/smart-fields/quote`, { headers: { 'x-custom-data': 'hutk=%' } })
      expect([cookie.status, await cookie.json()]).toEqual([
        400,
        { errors: { 'X-Custom-Data': ['Must be hutk= and the tracking cookie, percent-encoded'] } },
      ])
      const malformed = await fetch(`${runtime.url}/api/%/forms/submit/quote`, { method: 'POST', body: quote(), headers: json })
      expect([malformed.status >= 400, internals(await malformed.text())]).toEqual([true, false])
      expect(hook.requests).toHaveLength(hookCalls)
    } finally {
      await runtime.stop()
    }
  })

  it('refuses a replay of an accepted CMS webhook in every instance: PostgreSQL remembers it', async () => {
    const runtime = await startNetlifyFunctions(PORT + 1, {
      DATABASE_URL: postgres.url,
      CMS_WEBHOOK_SECRET: SECRET,
      BUILD_HOOK_URL: `${hook.url}/build_hooks/deploy-test`,
    })
    try {
      const before = hook.requests.length
      const body = JSON.stringify({ _id: 'blogPost.replayed', _type: 'blogPost' })
      const headers = {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
      }
      // At once: each request gets an instance of its own.
      const answers = await Promise.all([1, 2, 3].map(() => fetch(`${runtime.url}/api/cms-webhook`, { method: 'POST', body, headers })))
      expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409])
      expect(hook.requests.length - before).toBe(1)
    } finally {
      await runtime.stop()
    }
  })

  it('answers 503 without DATABASE_URL instead of writing to a disk that vanishes', async () => {
    const runtime = await startNetlifyFunctions(PORT + 2, {})
    try {
      const submit = await fetch(`${runtime.url}/api/threshold/forms/submit/quote`, { method: 'POST', body: quote(), headers: json })
      expect([submit.status, await submit.json()]).toEqual([
        503,
        { error: 'Form submissions are not being accepted: the forms store is not configured' },
      ])
      expect((await fetch(`${runtime.url}/api/threshold/forms/smart-fields/quote`)).status).toBe(503)
      expect(runtime.output()).toContain('DATABASE_URL is not set: on Netlify the forms store must be PostgreSQL')
    } finally {
      await runtime.stop()
    }
  })
})
