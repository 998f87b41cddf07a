import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { PublishingSettings } from '../../config/site-config'
import { memoryPublishState, type PublishState, signatureKey } from './publish-state'
import { createRebuildTrigger, type RebuildTrigger } from './rebuild'

/** The largest webhook body accepted; Sanity's payloads are far smaller (docs/publishing.md). */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024

/** A signature older than this (or as far in the future) is a replay: 401. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000

export interface WebhookRequest {
  method: string | undefined
  headers: Record<string, string | string[] | undefined>
  /** The raw body: the signature covers the exact bytes, never a re-encoded JSON. */
  body: unknown
}

export interface WebhookAnswer {
  status: number
  headers?: Record<string, string>
  body: { message: string; documentId?: string }
}

export interface WebhookDeps {
  now?: () => number
  /** Where failures (level 'error') and accepted publishes ('info') are logged; console by default. */
  log?: (level: 'info' | 'error', line: string) => void
  /** Replaces the trigger the settings choose (tests). */
  trigger?: RebuildTrigger
  /** The accepted signatures and started rebuilds (publish-state.ts); one of its own by default. */
  state?: PublishState
  /** The shortest a rebuild takes (publish-state.ts, MIN_BUILD_MS). */
  minBuildMs?: number
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string }

/**
 * Checks Sanity's `sanity-webhook-signature` header (`t=<ms>,v1=<HMAC-SHA256, base64url>`) over the
 * raw body with @sanity/webhook, and rejects a timestamp more than five minutes away from `now`, so a
 * captured request cannot be replayed later.
 */
export async function checkSignature(
  rawBody: string,
  header: string | string[] | undefined,
  secret: string,
  now: number,
): Promise<SignatureCheck> {
  if (Array.isArray(header)) return { ok: false, reason: 'more than one signature header' }
  if (!header) return { ok: false, reason: 'no signature header' }
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(header).timestamp
  } catch (err) {
    return { ok: false, reason: (err as Error).message }
  }
  if (!rawBody) return { ok: false, reason: 'empty body' }
  if (!(await isValidSignature(rawBody, header, secret))) return { ok: false, reason: 'signature does not match' }
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return { ok: false, reason: 'signature is older than 5 minutes' }
  return { ok: true }
}

/** The changed document's id: the payload's `_id` (Sanity's default projection), else Sanity's header. */
export function documentIdOf(rawBody: string, headers: WebhookRequest['headers']): string | undefined {
  try {
    const id = (JSON.parse(rawBody) as { _id?: unknown })?._id
    if (typeof id === 'string' && id) return id
  } catch {
    // A projection need not be JSON with an _id; the header below still names the document.
  }
  const header = headers['sanity-document-id']
  return typeof header === 'string' && header ? header : undefined
}

function rawBodyOf(body: unknown): string | undefined {
  if (Buffer.isBuffer(body)) return body.toString('utf8')
  if (typeof body === 'string') return body
  return undefined
}

/**
 * `/api/cms-webhook` (docs/publishing.md): 405 for anything but POST, 503 when the secret or
 * the rebuild is not configured, 413 over 1 MB, 401 for a missing, bad or stale signature, 409 for
 * a signed request already accepted (a replay), 502 when the rebuild service fails (so the CMS
 * retries), else 202: the rebuild triggered, or already queued with this publish in it.
 */
export async function handleCmsWebhook(
  request: WebhookRequest,
  settings: PublishingSettings,
  deps: WebhookDeps = {},
): Promise<WebhookAnswer> {
  const log = deps.log ?? ((level: 'info' | 'error', line: string) => (level === 'error' ? console.error(line) : console.log(line)))
  const now = deps.now ?? Date.now
  if (request.method !== 'POST') {
    return { status: 405, headers: { allow: 'POST' }, body: { message: 'Only POST is allowed' } }
  }
  if (!settings.webhookSecret || !settings.rebuild) {
    const missing = !settings.webhookSecret ? 'CMS_WEBHOOK_SECRET' : 'BUILD_HOOK_URL or GITHUB_REPOSITORY with GITHUB_TOKEN'
    log('error', `CMS webhook: not configured (${missing} unset)`)
    return { status: 503, body: { message: 'The CMS webhook is not configured' } }
  }
  const length = Number(request.headers['content-length'])
  const raw = rawBodyOf(request.body)
  if (
    (Number.isFinite(length) && length > MAX_WEBHOOK_BODY_BYTES) ||
    (raw !== undefined && Buffer.byteLength(raw) > MAX_WEBHOOK_BODY_BYTES)
  ) {
    return { status: 413, body: { message: 'The body is larger than 1 MB' } }
  }
  const check = await checkSignature(raw ?? '', request.headers[SIGNATURE_HEADER_NAME], settings.webhookSecret, now())
  if (!check.ok) {
    log('error', `CMS webhook: rejected, ${check.reason}`)
    return { status: 401, body: { message: 'Invalid signature' } }
  }
  const documentId = documentIdOf(raw as string, request.headers)
  const state = deps.state ?? memoryPublishState()
  // checkSignature has read the header: one string, with its timestamp.
  const header = request.headers[SIGNATURE_HEADER_NAME] as string
  const signature = signatureKey(header)
  const expiresAt = decodeSignatureHeader(header).timestamp + MAX_SIGNATURE_AGE_MS
  if (!(await state.accept(signature, expiresAt, now()))) {
    log('error', `CMS webhook: rejected, a replay of an accepted request for document ${documentId ?? '(unknown)'}`)
    return { status: 409, body: { message: 'This request was accepted already', documentId } }
  }
  const plan = await state.plan(now(), deps.minBuildMs)
  if (!plan.start) {
    log('info', `CMS webhook: document ${documentId ?? '(unknown)'} is in the rebuild already queued`)
    return { status: 202, body: { message: 'Rebuild already queued', documentId } }
  }
  const trigger = deps.trigger ?? createRebuildTrigger(settings.rebuild)
  try {
    await trigger.trigger(documentId)
  } catch (err) {
    // Neither the publish nor its rebuild happened: the CMS's retry must be accepted and start one.
    await plan.undo()
    await state.forget(signature)
    log('error', `CMS webhook: rebuild failed for document ${documentId ?? '(unknown)'}: ${trigger.target}: ${(err as Error).message}`)
    return { status: 502, body: { message: 'The rebuild could not be started', documentId } }
  }
  log('info', `CMS webhook: rebuild triggered for document ${documentId ?? '(unknown)'} via ${trigger.target}`)
  return { status: 202, body: { message: 'Rebuild triggered', documentId } }
}
