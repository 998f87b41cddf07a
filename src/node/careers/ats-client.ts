import { readFile } from 'node:fs/promises'
import type { ServiceSettings } from '../../config/site-config'

/** The applicant-tracking service could not give its offers; the message says why. */
export class AtsFetchError extends Error {
  constructor(source: string, reason: string) {
    super(`ATS fetch failed (${reason}) from ${source}`)
    this.name = 'AtsFetchError'
  }
}

/** SPEC 7.4: the response is read as `offers[]`; each offer is checked later, one by one. */
function offersOf(body: unknown, source: string): unknown[] {
  const offers = (body as { offers?: unknown } | null)?.offers
  if (!Array.isArray(offers)) throw new AtsFetchError(source, 'no offers array in the response')
  return offers
}

function parse(text: string, source: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new AtsFetchError(source, 'malformed JSON')
  }
}

/** SPEC 7.4: `GET {ATS_URL}/api/offers`, abandoned after `timeoutMs` (AbortController). */
export async function fetchHttpOffers(baseUrl: string, timeoutMs: number): Promise<unknown[]> {
  const url = `${baseUrl}/api/offers`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
    if (response.status !== 200) throw new AtsFetchError(url, `status ${response.status}`)
    return offersOf(parse(await response.text(), url), url)
  } catch (err) {
    if (err instanceof AtsFetchError) throw err
    if (controller.signal.aborted) throw new AtsFetchError(url, `no answer within ${timeoutMs} ms`)
    throw new AtsFetchError(url, (err as Error).message)
  } finally {
    clearTimeout(timer)
  }
}

/** The embedded default: a file in the same response shape. */
export async function readEmbeddedOffers(file: string): Promise<unknown[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new AtsFetchError(file, (err as Error).message)
  }
  return offersOf(parse(text, file), file)
}

export function fetchProviderOffers(ats: ServiceSettings['ats']): Promise<unknown[]> {
  return ats.kind === 'http' ? fetchHttpOffers(ats.url, ats.timeoutMs) : readEmbeddedOffers(ats.offersPath)
}

/** Where the offers come from, for messages and the cache key. */
export function providerSource(ats: ServiceSettings['ats']): string {
  return ats.kind === 'http' ? `${ats.url}/api/offers` : ats.offersPath
}
