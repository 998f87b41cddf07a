import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { readServiceSettings, type ServiceSettings } from '../config/site-config'
import { rawBodyParsing } from '../node/forms/body-parsing'
import { BodyError, mediaType, readRawBody } from '../node/forms/body'
import { answeringFailures } from '../node/functions/answer-failures'
import { publishState } from '../node/publishing/publish-state'
import { handleCmsWebhook, MAX_WEBHOOK_BODY_BYTES } from '../node/publishing/webhook'

/**
 * The signature covers the exact bytes Sanity sent, so the function reads the raw body itself
 * (Gatsby's body parsers off), never parsed JSON; a body over 1 MB is refused with 413 unread.
 * Why it is exported by destructuring: body-parsing.ts.
 */
export const { config } = { config: rawBodyParsing }

/** The raw body of a POST; a host that has read it already (`gatsby develop`'s parsers) leaves it in `req.body`. */
async function rawBody(req: GatsbyFunctionRequest): Promise<Buffer | undefined> {
  if (req.method !== 'POST') return undefined
  if (req.readableEnded) return Buffer.isBuffer(req.body) ? req.body : undefined
  return readRawBody(req, MAX_WEBHOOK_BODY_BYTES)
}

/** Signed Sanity webhook → rebuild (docs/publishing.md). The rules are in src/node/publishing. */
async function cmsWebhook(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // The secret and the hook are read when the function runs, from the function environment, so
  // they never sit in the bundle (docs/deploy.md, "Secrets").
  let settings: ServiceSettings
  try {
    settings = readServiceSettings(globalThis.process.env, process.cwd())
  } catch (err) {
    // A bad setting is the site's fault, not the CMS's: 503, so Sanity retries once it is fixed.
    console.error(`CMS webhook: ${(err as Error).message}`)
    res.status(503).json({ message: 'The CMS webhook is not configured' })
    return
  }
  if (mediaType(req.headers['content-type']).startsWith('multipart/')) {
    // Sanity sends JSON; a multipart body is refused by its type (docs/security.md).
    res.status(415).json({ message: 'Multipart bodies are not accepted' })
    return
  }
  let body: Buffer | undefined
  try {
    body = await rawBody(req)
  } catch (err) {
    if (!(err instanceof BodyError)) throw err
    // A chunked body with no length, over the limit: handleCmsWebhook's answer to a declared one.
    res.status(413).json({ message: 'The body is larger than 1 MB' })
    return
  }
  const answer = await handleCmsWebhook({ method: req.method, headers: req.headers, body }, settings.publishing, {
    state: publishState(settings.forms.databaseUrl),
  })
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
  res.status(answer.status).json(answer.body)
}

export default answeringFailures('CMS webhook', cmsWebhook, { message: 'Internal server error' })
