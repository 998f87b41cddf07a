import { encodeSignatureHeader } from '@sanity/webhook'
import type { PublishingSettings } from '../../../../src/config/site-config'
import { memoryPublishState } from '../../../../src/node/publishing/publish-state'
import { RebuildError, type RebuildTrigger } from '../../../../src/node/publishing/rebuild'
import {
  checkSignature,
  documentIdOf,
  handleCmsWebhook,
  MAX_SIGNATURE_AGE_MS,
  MAX_WEBHOOK_BODY_BYTES,
} from '../../../../src/node/publishing/webhook'

const SECRET = 'test-secret'
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)
const SETTINGS: PublishingSettings = {
  previewDrafts: false,
  webhookSecret: SECRET,
  rebuild: { kind: 'build-hook', url: 'http://127.0.0.1:9/hook' },
}
const BODY = JSON.stringify({ _id: 'blogPost.a', _type: 'blogPost', heading: 'Ünïcode' })

function recordingTrigger(fail = false): RebuildTrigger & { calls: (string | undefined)[] } {
  const calls: (string | undefined)[] = []
  return {
    target: 'stand-in',
    calls,
    async trigger(id) {
      calls.push(id)
      if (fail) throw new RebuildError('status 500')
    },
  }
}

async function signed(body: string, at = NOW, secret = SECRET) {
  return { method: 'POST', headers: { 'sanity-webhook-signature': await encodeSignatureHeader(body, at, secret) }, body: Buffer.from(body) }
}

describe('CMS webhook (docs/publishing.md)', () => {
  const logs: string[] = []
  const deps = (trigger: RebuildTrigger) => ({ now: () => NOW, trigger, log: (_: string, line: string) => void logs.push(line) })
  beforeEach(() => (logs.length = 0))

  it('accepts a signed request with 202 and triggers one rebuild for the document', async () => {
    const trigger = recordingTrigger()
    const answer = await handleCmsWebhook(await signed(BODY), SETTINGS, deps(trigger))
    expect(answer).toEqual({ status: 202, body: { message: 'Rebuild triggered', documentId: 'blogPost.a' } })
    expect(trigger.calls).toEqual(['blogPost.a'])
  })

  it('answers 409 to a replay of a request it accepted, and triggers nothing for it', async () => {
    const trigger = recordingTrigger()
    const state = memoryPublishState()
    const request = await signed(BODY)
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await handleCmsWebhook(request, SETTINGS, { ...deps(trigger), state }))
    expect(answers.map((a) => a.status)).toEqual([202, 409, 409])
    expect(answers[1]?.body).toEqual({ message: 'This request was accepted already', documentId: 'blogPost.a' })
    expect(trigger.calls).toEqual(['blogPost.a'])
    // Another publish of the same document is signed anew: not a replay.
    expect((await handleCmsWebhook(await signed(BODY, NOW + 1), SETTINGS, { ...deps(trigger), state })).status).toBe(202)
  })

  it('starts one rebuild in flight and at most one queued for a burst of publishes; a later one starts again', async () => {
    const trigger = recordingTrigger()
    const state = memoryPublishState()
    let now = NOW
    const at = { ...deps(trigger), state, now: () => now, minBuildMs: 60_000 }
    const answers = []
    for (let i = 0; i < 200; i++, now += 60) answers.push(await handleCmsWebhook(await signed(`{"_id":"doc.${i}"}`, now), SETTINGS, at))
    expect(trigger.calls).toEqual(['doc.0', 'doc.1'])
    expect(answers.slice(2).every((a) => a.status === 202 && a.body.message === 'Rebuild already queued')).toBe(true)
    // Once the queued rebuild may have begun, the next publish needs one of its own.
    now = NOW + 60_000
    expect((await handleCmsWebhook(await signed('{"_id":"late"}', now), SETTINGS, at)).body.message).toBe('Rebuild triggered')
    expect(trigger.calls).toEqual(['doc.0', 'doc.1', 'late'])
    // 200 signatures made and checked: seconds on a busy machine.
  }, 60_000)

  it('takes back a rebuild it could not start and accepts the retry of that request', async () => {
    const state = memoryPublishState()
    const request = await signed(BODY)
    expect((await handleCmsWebhook(request, SETTINGS, { ...deps(recordingTrigger(true)), state })).status).toBe(502)
    const trigger = recordingTrigger()
    expect((await handleCmsWebhook(request, SETTINGS, { ...deps(trigger), state })).status).toBe(202)
    expect(trigger.calls).toEqual(['blogPost.a'])
  })

  it('answers 401 without a signature, with a bad one, another secret or a changed body', async () => {
    const trigger = recordingTrigger()
    const answers = [
      await handleCmsWebhook({ method: 'POST', headers: {}, body: Buffer.from(BODY) }, SETTINGS, deps(trigger)),
      await handleCmsWebhook(
        { method: 'POST', headers: { 'sanity-webhook-signature': 'nonsense' }, body: Buffer.from(BODY) },
        SETTINGS,
        deps(trigger),
      ),
      await handleCmsWebhook(await signed(BODY, NOW, 'other'), SETTINGS, deps(trigger)),
      await handleCmsWebhook({ ...(await signed(BODY)), body: Buffer.from(BODY.replace('a', 'b')) }, SETTINGS, deps(trigger)),
    ]
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401])
    expect(trigger.calls).toEqual([])
  })

  it('answers 401 to a signature older than 5 minutes (replay), and to one from the future', async () => {
    const trigger = recordingTrigger()
    expect((await handleCmsWebhook(await signed(BODY, NOW - MAX_SIGNATURE_AGE_MS - 1), SETTINGS, deps(trigger))).status).toBe(401)
    expect((await handleCmsWebhook(await signed(BODY, NOW + MAX_SIGNATURE_AGE_MS + 1), SETTINGS, deps(trigger))).status).toBe(401)
    expect((await handleCmsWebhook(await signed(BODY, NOW - MAX_SIGNATURE_AGE_MS + 1000), SETTINGS, deps(trigger))).status).toBe(202)
    expect(logs).toContain('CMS webhook: rejected, signature is older than 5 minutes')
  })

  it('answers 405 with Allow: POST to other methods', async () => {
    const answer = await handleCmsWebhook({ method: 'GET', headers: {}, body: {} }, SETTINGS, deps(recordingTrigger()))
    expect(answer).toMatchObject({ status: 405, headers: { allow: 'POST' } })
  })

  it('answers 413 to a body over 1 MB, by its length or its size', async () => {
    const big = 'x'.repeat(MAX_WEBHOOK_BODY_BYTES + 1)
    expect((await handleCmsWebhook(await signed(big), SETTINGS, deps(recordingTrigger()))).status).toBe(413)
    const declared = { method: 'POST', headers: { 'content-length': String(MAX_WEBHOOK_BODY_BYTES + 1) }, body: {} }
    expect((await handleCmsWebhook(declared, SETTINGS, deps(recordingTrigger()))).status).toBe(413)
  })

  it('answers 502 and logs the document id when the rebuild fails', async () => {
    const answer = await handleCmsWebhook(await signed(BODY), SETTINGS, deps(recordingTrigger(true)))
    expect(answer.status).toBe(502)
    expect(logs).toEqual(['CMS webhook: rebuild failed for document blogPost.a: stand-in: status 500'])
  })

  it('answers 503 when the secret or the rebuild is not configured', async () => {
    const trigger = recordingTrigger()
    expect((await handleCmsWebhook(await signed(BODY), { ...SETTINGS, webhookSecret: undefined }, deps(trigger))).status).toBe(503)
    expect((await handleCmsWebhook(await signed(BODY), { ...SETTINGS, rebuild: undefined }, deps(trigger))).status).toBe(503)
    expect(trigger.calls).toEqual([])
  })

  it("reads the document id from the payload, else from Sanity's header", () => {
    expect(documentIdOf(BODY, {})).toBe('blogPost.a')
    expect(documentIdOf('{"title":"x"}', { 'sanity-document-id': 'page.b' })).toBe('page.b')
    expect(documentIdOf('not json', {})).toBeUndefined()
  })

  it('checks the signature over the exact bytes', async () => {
    const header = await encodeSignatureHeader(BODY, NOW, SECRET)
    expect(await checkSignature(BODY, header, SECRET, NOW)).toEqual({ ok: true })
    expect(await checkSignature(JSON.stringify(JSON.parse(BODY), null, 1), header, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature does not match',
    })
    expect(await checkSignature(BODY, [header, header], SECRET, NOW)).toMatchObject({ ok: false })
  })
})
