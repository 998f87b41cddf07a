import type { IncomingMessage } from 'node:http'

/** The largest request body the forms host reads (docs/forms.md). */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyKind = 'urlencoded' | 'multipart' | 'json'

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
  if (type === 'multipart/form-data') return 'multipart'
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

/** A request as Gatsby hands it over: multer may already have read a multipart body. */
export type FunctionRequest = IncomingMessage & { body?: unknown }

/**
 * The submitted fields, from an urlencoded (SPEC 7.6), multipart or JSON body. Any other type is
 * a 415, a body over `limit` a 413, malformed JSON a 400. Gatsby's own body parsers are turned
 * off for the forms functions (their `config`), so the limit and the answers are ours; only
 * multipart bodies arrive parsed, by the multer Gatsby always runs, and are then held to the
 * same limit by their length.
 */
export async function readSubmissionBody(
  req: FunctionRequest,
  limit: number = MAX_BODY_BYTES,
): Promise<{ kind: BodyKind; fields: Record<string, unknown> }> {
  const kind = bodyKind(req.headers['content-type'])
  if (!kind) throw new BodyError(415, 'Send application/x-www-form-urlencoded, multipart/form-data or application/json')
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    if (!req.readableEnded) req.resume()
    throw new BodyError(413, `Body over ${limit} bytes`)
  }
  if (kind === 'multipart' && req.readableEnded) {
    const parsed = (req.body ?? {}) as Record<string, unknown>
    if (Buffer.byteLength(JSON.stringify(parsed)) > limit) throw new BodyError(413, `Body over ${limit} bytes`)
    return { kind, fields: { ...parsed } }
  }
  const raw = await readRawBody(req, limit)
  if (kind === 'urlencoded') return { kind, fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) }
  if (kind === 'multipart') {
    let form: FormData
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData()
    } catch {
      throw new BodyError(400, 'Malformed multipart body')
    }
    const fields: Record<string, unknown> = {}
    // Files are not form fields here; they are ignored, never stored.
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value
    })
    return { kind, fields }
  }
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
