import type { IncomingMessage } from 'node:http'

/** The largest request body the forms host reads (docs/forms.md). */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyKind = 'urlencoded' | 'json'

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const type = mediaType(contentType)
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'application/json') return 'json'
  return undefined
}

/** Reads at most `limit` bytes; a longer body is a 413 and the rest is discarded unread. */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) {
      req.resume()
      throw new BodyError(413, `Body over ${limit} bytes`)
    }
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** A request as Gatsby hands it over. */
export type FunctionRequest = IncomingMessage & { body?: unknown }

/**
 * The submitted fields, from an urlencoded (SPEC 7.6) or JSON body. Any other type is a 415, a
 * multipart body among them (the forms upload nothing), a body over `limit` a 413, malformed JSON
 * a 400. Gatsby's own body parsers are turned off for the forms functions (their `config`), so the
 * body is read here, at most `limit` bytes of it; the one parser Gatsby always runs, multer, only
 * reads multipart bodies, which `npm run serve` refuses before it runs (docs/security.md).
 */
export async function readSubmissionBody(
  req: FunctionRequest,
  limit: number = MAX_BODY_BYTES,
): Promise<{ kind: BodyKind; fields: Record<string, unknown> }> {
  const kind = bodyKind(req.headers['content-type'])
  if (!kind) throw new BodyError(415, 'Send application/x-www-form-urlencoded or application/json')
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    if (!req.readableEnded) req.resume()
    throw new BodyError(413, `Body over ${limit} bytes`)
  }
  const raw = await readRawBody(req, limit)
  if (kind === 'urlencoded') return { kind, fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw.toString('utf8'))
  } catch {
    throw new BodyError(400, 'Malformed JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BodyError(400, 'Send a JSON object of fields')
  }
  return { kind, fields: parsed as Record<string, unknown> }
}
