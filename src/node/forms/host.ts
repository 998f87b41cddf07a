import { createHash, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { readServiceSettings, site, type ServiceSettings } from '../../config/site-config'
import { type FieldErrors, findForm, type FormDefinition, validateSubmission } from '../../lib/forms'
import { INSTANCE_FIELD } from '../../lib/forms/instance'
import { ERROR_REDIRECT_URL, invalidRedirect, postedRedirects } from '../../lib/forms/no-js'
import { CUSTOM_DATA_MESSAGE, hutkFromCustomData, parseSmartFieldsMax, pendingSmartFields } from '../../lib/forms/smart-fields'
import { parseVariations } from '../../lib/forms/variations'
import { HONEYPOT_FIELD, SUBMISSION_ID_FIELD, SUBMISSION_ID_PATTERN } from '../../lib/forms/tracking'
import { BodyError, type BodyKind, bodyKind, type FunctionRequest, readSubmissionBody } from './body'
import { hubspotForwarder, type LeadForwarder } from './hubspot'
import { OneAtATime } from './one-at-a-time'
import { openFormsStore } from './open-store'
import { deliverDue, startOutboxWorker, type OutboxWorker } from './outbox'
import { RateLimiter } from './rate-limit'
import type { FormsStore, Submission } from './store'

/** Everything the forms functions share within one server process. */
export interface FormsHost {
  settings: ServiceSettings
  store: FormsStore
  limiter: RateLimiter
  /** The requests of one submission id, one at a time (answer). */
  submissions: OneAtATime
  forwarder?: LeadForwarder
  /** The background worker of a lasting server; none on Netlify, where nothing runs after the answer (forward). */
  outbox?: OutboxWorker
}

const HOST_KEY = Symbol.for('threshold.formsHost')

/**
 * Whether these functions were built for Netlify (`NETLIFY=true`, docs/deploy.md). A build-time
 * value: Gatsby's function bundler writes `process.env.NETLIFY` into the bundle as it was then.
 */
const BUILT_FOR_NETLIFY = process.env.NETLIFY === 'true'

/**
 * On Netlify, what a submission delivers before its answer besides its own lead: due retries, for
 * at most this long. The function is frozen once it has answered (docs/forms.md, "Forwarding").
 */
const NETLIFY_RETRY_BUDGET_MS = 1_000

/** No store to write to: answered 503 until the function environment is fixed. */
export class StoreNotConfigured extends Error {}

/**
 * The process's forms host, created on first use. It lives on `globalThis`: the two functions
 * are separate bundles and must share one store, one outbox worker and one set of rate-limit
 * counters, and `gatsby develop` re-evaluates a function's bundle on every request (`npm run serve`
 * and Netlify load it once). The settings come from the run-time
 * environment, `globalThis.process.env`: Gatsby's webpack replaces `process.env` in function
 * bundles with the values at build time, and a database URL is no build-time value.
 */
export function formsHost(): FormsHost {
  const holder = globalThis as typeof globalThis & { [HOST_KEY]?: FormsHost }
  const existing = holder[HOST_KEY]
  if (existing) return existing
  const settings = readServiceSettings(globalThis.process.env, globalThis.process.cwd())
  if (BUILT_FOR_NETLIFY && !settings.forms.databaseUrl) {
    // A serverless function keeps no disk: lmdb would write to a folder that vanishes with the
    // instance, losing every submission. Not cached, so setting DATABASE_URL takes effect at once.
    throw new StoreNotConfigured('DATABASE_URL is not set: on Netlify the forms store must be PostgreSQL (docs/deploy.md)')
  }
  const host = createFormsHost(settings)
  holder[HOST_KEY] = host
  return host
}

export function createFormsHost(
  settings: ServiceSettings,
  store: FormsStore = openFormsStore(settings.forms),
  onNetlify: boolean = BUILT_FOR_NETLIFY,
): FormsHost {
  const hubspot = settings.forms.hubspot
  const forwarder = hubspot ? hubspotForwarder(hubspot) : undefined
  return {
    settings,
    store,
    limiter: new RateLimiter(settings.forms.rateLimit.windowSeconds * 1000),
    submissions: new OneAtATime(),
    forwarder,
    outbox: forwarder && hubspot && !onNetlify ? startOutboxWorker(store, forwarder, hubspot) : undefined,
  }
}

/**
 * Forwards a stored lead. A lasting server's worker sends it at once, after the answer. On Netlify
 * nothing runs once a function has answered (it is frozen until its next request, if any), so the
 * lead is sent before the answer, one attempt bounded by HubSpot's time-out, and then due retries
 * for at most NETLIFY_RETRY_BUDGET_MS; a lead whose attempt failed stays in the outbox.
 */
async function forward(host: FormsHost, submission: Submission): Promise<void> {
  if (submission.delivery.state !== 'pending') return
  if (host.outbox) return host.outbox.kick()
  const hubspot = host.settings.forms.hubspot
  if (!host.forwarder || !hubspot) return
  try {
    await deliverDue(host.store, host.forwarder, hubspot, undefined, { only: submission.id })
    await deliverDue(host.store, host.forwarder, hubspot, undefined, { until: Date.now() + NETLIFY_RETRY_BUDGET_MS })
  } catch (failure) {
    // The lead is stored and stays in the outbox: the visitor's answer does not depend on HubSpot.
    console.error(`forms outbox: ${String(failure)}`)
  }
}

/** Route parameters of `/api/{tenant}/forms/{route}/{formId}`. */
export interface FormRoute {
  tenant?: string
  formId?: string
}

/** `invalidRedirect`: where a browser without JavaScript goes back to when the post is invalid. */
type Answer = {
  status: number
  body?: unknown
  headers?: Record<string, string>
  invalidRedirect?: string
  redirects?: { success?: string; error?: string }
}

function send(res: ServerResponse, answer: Answer): void {
  // JSON only, never HTML: nothing a visitor typed can run in a page (docs/forms.md).
  res.statusCode = answer.status
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
  if (answer.body === undefined) {
    res.end()
    return
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(answer.body))
}

const error = (status: number, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { error: message },
  headers,
})

/**
 * CORS for the site's own origin only (`SITE_URL`): the browser forms on the site may read the
 * answers; pages elsewhere may not. Same-origin requests need no CORS at all.
 */
function applyCors(req: FunctionRequest, res: ServerResponse, settings: ServiceSettings, methods: string): boolean {
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  const allowed = origin !== undefined && origin === new URL(settings.siteUrl).origin
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Methods', methods)
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Custom-Data')
    res.setHeader('Access-Control-Max-Age', '600')
  }
  return allowed
}

function findRoute(route: FormRoute): FormDefinition | undefined {
  return route.tenant === site.brand.slug && route.formId ? findForm(route.formId) : undefined
}

/** What gatsby-adapter-netlify's handler adds to a request: the Lambda event it came in (docs/deploy.md). */
type NetlifyRequest = FunctionRequest & { netlifyFunctionParams?: unknown }

/**
 * The client address: the socket's peer, behind a proxy the proxy's (docs/forms.md). A Netlify
 * Function has no socket: the adapter's handler builds the request from Netlify's event, whose
 * `x-nf-client-connection-ip` header is Netlify's record of the visitor's address. Only a request
 * that came through that handler (it alone sets `netlifyFunctionParams`) is taken at its word.
 */
function clientIp(req: NetlifyRequest): string {
  if (req.netlifyFunctionParams !== undefined) {
    const header = req.headers['x-nf-client-connection-ip']
    return (Array.isArray(header) ? header[0] : header) ?? ''
  }
  return req.socket?.remoteAddress ?? ''
}

/** The 503 of a forms host without a store; the reason goes to the function's log. */
function withHost(res: ServerResponse, answer: (host: FormsHost) => Promise<void>): Promise<void> {
  let host: FormsHost
  try {
    host = formsHost()
  } catch (failure) {
    if (!(failure instanceof StoreNotConfigured)) throw failure
    console.error(`forms host: ${failure.message}`)
    send(res, error(503, 'Form submissions are not being accepted: the forms store is not configured'))
    return Promise.resolve()
  }
  return answer(host)
}

/**
 * Whether the answer goes to a browser posting without JavaScript: it asked for HTML and sent a
 * plain form body. Such a browser is sent to the form's thank-you page (303) on success and to
 * `/error` (SPEC 4.5, errorRedirectUrl) on failure instead of receiving JSON.
 */
function wantsRedirect(req: FunctionRequest, kind: BodyKind | undefined): boolean {
  const accept = req.headers.accept ?? ''
  return kind === 'urlencoded' && accept.includes('text/html') && !accept.includes('application/json')
}

function digestOf(form: FormDefinition, values: Record<string, string>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((k) => [k, values[k]])
  return createHash('sha256')
    .update(JSON.stringify([form.id, sorted]))
    .digest('base64url')
}

/** The answer to a stored submission: the same for the first request and every retry. */
function accepted(submission: Submission): Answer {
  return { status: 201, body: { id: submission.id, status: 'received' } }
}

function toSubmission(
  form: FormDefinition,
  host: FormsHost,
  id: string,
  values: Record<string, string>,
  ip: string,
  spam: boolean,
  digest: string,
): Submission {
  const { _url, _title, _info, _embedded_user_id, _ab, _ab_share, [SUBMISSION_ID_FIELD]: _id, ...fields } = values
  const tracking = { url: _url, title: _title, info: _info, embeddedUserId: _embedded_user_id }
  const receivedAt = new Date().toISOString()
  const forwarded = !spam && Boolean(host.forwarder?.forwards(form.id))
  // A honeypot post is kept as a count, without what it sent (docs/security.md).
  return {
    id,
    tenant: site.brand.slug,
    formId: form.id,
    receivedAt,
    fields: spam ? {} : fields,
    tracking: spam ? {} : Object.fromEntries(Object.entries(tracking).filter(([, v]) => v !== undefined)),
    hutk: spam ? '' : (_info ?? ''),
    variations: spam ? {} : parseVariations(_ab),
    shareVariations: !spam && _ab_share === 'yes',
    ip,
    spam,
    digest,
    delivery: forwarded ? { state: 'pending', attempts: [], nextAttemptAt: receivedAt } : { state: 'none', attempts: [] },
  }
}

async function submit(req: FunctionRequest, host: FormsHost, form: FormDefinition): Promise<Answer> {
  const { fields: raw } = await readSubmissionBody(req)
  return { ...(await answer(req, host, form, raw)), redirects: postedRedirects(raw) }
}

/**
 * A honeypot post's strings, bounded: never stored (a bot's body is not kept), only read for its
 * submission id, its e-mail (the rate limit) and the digest that tells its retry from another post.
 */
function spamTrace(raw: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([k, v]) => k !== HONEYPOT_FIELD && typeof v === 'string')
      .slice(0, 100)
      .map(([k, v]) => [k.slice(0, 100), (v as string).slice(0, 2000)]),
  )
}

async function answer(req: FunctionRequest, host: FormsHost, form: FormDefinition, raw: Record<string, unknown>): Promise<Answer> {
  const honeypot = raw[HONEYPOT_FIELD]
  const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null

  let values: Record<string, string>
  if (spam) {
    // A bot is answered as a person would be (invalid fields too), and counted against the same limits.
    values = spamTrace(raw)
  } else {
    const validation = await validateSubmission(form, raw)
    if (!validation.ok) {
      return {
        status: 422,
        body: { errors: validation.errors satisfies FieldErrors },
        // The page: its URL as the browser's form sends it, else the Referer (a post without JavaScript).
        invalidRedirect: invalidRedirect(form, validation.errors, raw._url ?? req.headers.referer, raw[INSTANCE_FIELD]),
      }
    }
    values = validation.values
  }

  const clientId = values[SUBMISSION_ID_FIELD]
  const id = clientId && SUBMISSION_ID_PATTERN.test(clientId) ? clientId : randomUUID()
  const digest = digestOf(form, values)

  // The requests of one id in turn: a retry racing its original finds it stored and is not
  // counted against the visitor's limits a second time.
  return host.submissions.run(id, async () => {
    const earlier = await host.store.get(id)
    if (earlier) return replay(earlier, form, digest)

    const { perIp, perEmail } = host.settings.forms.rateLimit
    const keys = [{ key: `ip:${clientIp(req)}`, limit: perIp }]
    if (values.email) keys.push({ key: `email:${values.email.trim().toLowerCase()}`, limit: perEmail })
    const verdict = host.limiter.take(keys)
    if (!verdict.allowed) {
      return error(429, 'Too many submissions; try again later', { 'Retry-After': String(verdict.retryAfterSeconds) })
    }

    const { created, submission } = await host.store.insert(toSubmission(form, host, id, values, clientIp(req), spam, digest))
    if (!created) {
      // Another instance stored this id meanwhile: a retry, whose hit that instance counted.
      host.limiter.giveBack(keys)
      return replay(submission, form, digest)
    }
    await forward(host, submission)
    return accepted(submission)
  })
}

function replay(earlier: Submission, form: FormDefinition, digest: string): Answer {
  if (earlier.formId === form.id && earlier.digest === digest) return accepted(earlier)
  return { status: 409, body: { errors: { [SUBMISSION_ID_FIELD]: ['Already used by another submission'] } } }
}

/** `POST /api/{tenant}/forms/submit/{formId}` (SPEC 7.6, 7.7). */
export function handleSubmit(req: FunctionRequest, res: ServerResponse, route: FormRoute): Promise<void> {
  return withHost(res, (host) => submitWith(host, req, res, route))
}

async function submitWith(host: FormsHost, req: FunctionRequest, res: ServerResponse, route: FormRoute): Promise<void> {
  const corsAllowed = applyCors(req, res, host.settings, 'POST, OPTIONS')
  const form = findRoute(route)
  if (req.method === 'OPTIONS') return send(res, corsPreflight(corsAllowed, form))
  if (req.method !== 'POST') return send(res, error(405, 'Method not allowed', { Allow: 'POST, OPTIONS' }))
  if (!form) return send(res, error(404, 'Unknown form'))
  let answer: Answer
  try {
    answer = await submit(req, host, form)
  } catch (failure) {
    if (!(failure instanceof BodyError)) throw failure
    answer = error(failure.status, failure.message)
  }
  if (wantsRedirect(req, bodyKind(req.headers['content-type'])) && answer.status !== 429) {
    // An invalid post goes back to its form (docs/forms.md, "In the page"); other failures to /error.
    const placed = answer.redirects ?? {}
    const location =
      answer.status < 300 ? (placed.success ?? form.thankYouPath) : (answer.invalidRedirect ?? placed.error ?? ERROR_REDIRECT_URL)
    return send(res, { status: 303, headers: { Location: location } })
  }
  send(res, answer)
}

function corsPreflight(allowed: boolean, form: FormDefinition | undefined): Answer {
  if (!form) return error(404, 'Unknown form')
  return allowed ? { status: 204 } : error(403, 'Origin not allowed')
}

/** `GET /api/{tenant}/forms/smart-fields/{formId}` (SPEC 5.3, 7.8). */
export function handleSmartFields(req: FunctionRequest, res: ServerResponse, route: FormRoute): Promise<void> {
  return withHost(res, (host) => smartFieldsWith(host, req, res, route))
}

async function smartFieldsWith(host: FormsHost, req: FunctionRequest, res: ServerResponse, route: FormRoute): Promise<void> {
  const corsAllowed = applyCors(req, res, host.settings, 'GET, OPTIONS')
  const form = findRoute(route)
  if (req.method === 'OPTIONS') return send(res, corsPreflight(corsAllowed, form))
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, error(405, 'Method not allowed', { Allow: 'GET, HEAD, OPTIONS' }))
  }
  if (!form) return send(res, error(404, 'Unknown form'))
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams
  const max = parseSmartFieldsMax(query.get('max') ?? undefined)
  if (max === null) return send(res, { status: 400, body: { errors: { max: ['Must be a whole number from 0 to 20'] } } })
  const rawHeader = req.headers['x-custom-data']
  const hutk = hutkFromCustomData(Array.isArray(rawHeader) ? rawHeader[0] : rawHeader)
  if (hutk === null) return send(res, { status: 400, body: { errors: { 'X-Custom-Data': [CUSTOM_DATA_MESSAGE] } } })
  const answered = await host.store.answeredFields(form.id, hutk)
  res.setHeader('Vary', 'Origin, X-Custom-Data')
  send(res, { status: 200, body: pendingSmartFields(form.smartFields, answered, max) })
}
