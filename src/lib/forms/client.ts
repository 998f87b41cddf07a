import { site } from '../../config/site-config'
import type { AbTestingApi } from '../ab-testing/ab-testing'
import { readConsent } from '../consent/consent'
import { readCookie } from '../consent/cookies'
import type { FieldErrors } from './index'
import { newSubmissionId, SUBMISSION_ID_FIELD, type TrackingFieldName } from './tracking'
import { activeVariations, encodeVariations } from './variations'

/** SPEC 9.12: the local-storage key of the random client id sent as `_embedded_user_id`. */
export const CLIENT_ID_KEY = 'clientId'
/** The marketing-automation tracking cookie, sent as `_info` and in `X-Custom-Data` (SPEC 3.8, 7.8). */
export const TRACKING_COOKIE = 'hubspotutk'

/** The slice of `Storage` the client id needs; a throwing storage (Safari private mode) is fine. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The client id from local storage, created once (SPEC 3.8). When storage is unavailable the id
 * is still returned, only not kept.
 */
export function clientId(storage: KeyValueStorage | undefined, newId: () => string = newSubmissionId): string {
  try {
    const existing = storage?.getItem(CLIENT_ID_KEY)
    if (existing) return existing
  } catch {
    // Storage refused: fall through to a fresh id.
  }
  const id = newId()
  try {
    storage?.setItem(CLIENT_ID_KEY, id)
  } catch {
    // Not kept; the submission still carries it.
  }
  return id
}

/** The value of the tracking cookie, or '' when the visitor has none (no consent, no script). */
export function trackingCookie(cookieString: string): string {
  return readCookie(cookieString, TRACKING_COOKIE)[0] ?? ''
}

/**
 * The extra fields of every lead-form submission (SPEC 3.8, 4.5 step 1), and the
 * visitor's A/B variations, always, with `_ab_share: 'yes'` only after analytics consent.
 */
export function trackingValues(page: {
  url: string
  title: string
  cookie: string
  storage: KeyValueStorage | undefined
  variations?: Readonly<Record<string, string>>
}): Record<TrackingFieldName, string> {
  return {
    _url: page.url,
    _title: page.title,
    _info: trackingCookie(page.cookie),
    _embedded_user_id: clientId(page.storage),
    _ab: encodeVariations(page.variations ?? {}),
    _ab_share: readConsent(page.cookie, site.doNotTrackCookie) === 'accepted' ? 'yes' : '',
  }
}

/** What the browser reads of the tracking fields, in a browser. */
export function browserTrackingValues(): Record<TrackingFieldName, string> {
  let storage: KeyValueStorage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }
  const variations = activeVariations((window as { thresholdAb?: AbTestingApi }).thresholdAb)
  return trackingValues({ url: window.location.href, title: document.title, cookie: document.cookie, storage, variations })
}

/** The `application/x-www-form-urlencoded` body of a post (SPEC 7.6). Empty values are sent too. */
export function encodeForm(values: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(values)).toString()
}

export type PostResult =
  | { ok: true; status: number }
  /** 422: the server's messages per field, to show beside the client's (SPEC 5.4). */
  | { ok: false; status: 422; errors: FieldErrors }
  /** Any other failure, after the retries: network, 4xx, 5xx. */
  | { ok: false; status: number; errors?: undefined }

export interface PostOptions {
  fetch?: typeof fetch
  /** Attempts for network errors and 5xx/429 answers; the same submission id makes retries safe. */
  attempts?: number
  /** Wait before attempt n (1-based, n ≥ 2), in ms. */
  backoffMs?: (attempt: number) => number
  sleep?: (ms: number) => Promise<void>
}

const RETRIED = (status: number) => status === 0 || status === 429 || status >= 500

/**
 * Posts a submission urlencoded to the form's action URL (SPEC 7.6, 7.7). It adds one
 * `_submission_id` for every attempt, so a retry after a lost answer is stored once
 * (docs/forms.md), and retries network failures and 5xx answers. A 422 returns the field errors.
 */
export async function postForm(action: string, values: Readonly<Record<string, string>>, options: PostOptions = {}): Promise<PostResult> {
  const send = options.fetch ?? fetch
  const attempts = options.attempts ?? 3
  const backoff = options.backoffMs ?? ((n: number) => 400 * 2 ** (n - 2))
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const body = encodeForm({ ...values, [SUBMISSION_ID_FIELD]: values[SUBMISSION_ID_FIELD] ?? newSubmissionId() })
  let status = 0
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(backoff(attempt))
    try {
      const response = await send(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
      })
      status = response.status
      if (response.ok) {
        // The answer is not used (SPEC 7.6), but read: an unread body keeps the request open.
        await response.text().catch(() => '')
        return { ok: true, status }
      }
      if (status === 422) return { ok: false, status: 422, errors: await fieldErrors(response) }
    } catch {
      status = 0
    }
    if (!RETRIED(status)) break
  }
  return { ok: false, status }
}

async function fieldErrors(response: Response): Promise<FieldErrors> {
  try {
    const body: unknown = await response.json()
    const errors = (body as { errors?: unknown } | null)?.errors
    if (!errors || typeof errors !== 'object') return {}
    const out: FieldErrors = {}
    for (const [name, list] of Object.entries(errors)) {
      if (Array.isArray(list)) out[name] = list.filter((m): m is string => typeof m === 'string')
    }
    return out
  } catch {
    return {}
  }
}
