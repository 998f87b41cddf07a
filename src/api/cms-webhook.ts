import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { readServiceSettings, type ServiceSettings } from '../config/site-config'
import { handleCmsWebhook, MAX_WEBHOOK_BODY_BYTES } from '../node/publishing/webhook'

/**
 * The signature covers the exact bytes Sanity sent, so every body stays raw (a Buffer), never
 * parsed JSON; a body over 1 MB is refused with 413 before it is read further.
 *
 * Exported by destructuring on purpose: Gatsby's query extractor scans every file in src/ and takes
 * a plain `export const config` for a page's render-mode config, which makes `gatsby build` bundle
 * rendering engines the static site does not use (and whose validation rejects sharp's binary).
 * The function runtime reads `module.config` either way.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: '*/*', limit: MAX_WEBHOOK_BODY_BYTES } },
}
export const { config } = { config: functionConfig }

/** Signed Sanity webhook → rebuild (docs/publishing.md). The rules are in src/node/publishing. */
export default async function cmsWebhook(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // Gatsby's function bundler replaces `process.env.X` with its value at BUILD time; the secret and
  // the hook are read when the function runs instead, so they never sit in the bundle.
  let settings: ServiceSettings
  try {
    settings = readServiceSettings(globalThis.process.env, process.cwd())
  } catch (err) {
    // A bad setting is the site's fault, not the CMS's: 503, so Sanity retries once it is fixed.
    console.error(`CMS webhook: ${(err as Error).message}`)
    res.status(503).json({ message: 'The CMS webhook is not configured' })
    return
  }
  const answer = await handleCmsWebhook({ method: req.method, headers: req.headers, body: req.body }, settings.publishing)
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
  res.status(answer.status).json(answer.body)
}
