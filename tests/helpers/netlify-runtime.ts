/**
 * The Netlify Functions of a `NETLIFY=true` build, run as Netlify's runtime runs them, on
 * 127.0.0.1 (docs/deploy.md, "Checking a deploy build"). gatsby-adapter-netlify 1.x writes
 * Lambda-compatible functions (`.netlify/functions-internal/<name>/<name>.js`, `exports.handler =
 * async (event, context)`), so each HTTP request becomes the event Netlify builds (`path`,
 * `httpMethod`, `multiValueHeaders`, query parameters, the body, base64 unless it is text) and
 * the handler's `{ statusCode, multiValueHeaders, body, isBase64Encoded }` becomes the answer.
 * The function is found through `public/_redirects`, as on Netlify; Netlify's client-address
 * header `x-nf-client-connection-ip` is set from the socket.
 *
 * As on Netlify:
 * - the body is read whole before the function runs, and one over 6 MB (Netlify's limit of a
 *   function's buffered request) never reaches it;
 * - each function runs in instances of its own (tests/helpers/netlify-instance.ts), one request at
 *   a time each, a new instance for a request that finds none idle; an instance is frozen from the
 *   moment it has answered until its next request, so nothing a function leaves running after its
 *   answer runs meanwhile.
 *
 * A handler is required on its instance's first request, never before: each instance starts cold,
 * and its first answer prints one JSON line, `{ name, loadMs, firstAnswerMs, cpuMs }` (the time to
 * require it, then to answer, and the CPU used for it), for scripts/bench/functions.ts.
 *
 * Usage: tsx tests/helpers/netlify-runtime.ts <port>   (environment: the function environment)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { functionForPath, parseRedirectsFile, readDeployFile, ROOT } from './netlify-output'

/** Netlify's limit of a function's buffered request payload. */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024

interface LambdaEvent {
  rawUrl: string
  rawQuery: string
  path: string
  httpMethod: string
  headers: Record<string, string>
  multiValueHeaders: Record<string, string[]>
  queryStringParameters: Record<string, string>
  multiValueQueryStringParameters: Record<string, string[]>
  body: string | null
  isBase64Encoded: boolean
}

interface LambdaResult {
  statusCode?: number
  headers?: Record<string, string>
  multiValueHeaders?: Record<string, (string | number)[]>
  body?: string
  isBase64Encoded?: boolean
}

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/

const redirects = parseRedirectsFile(readDeployFile('_redirects'))

/** Reads the body, at most `limit` bytes; undefined when it is longer. */
async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function eventOf(req: http.IncomingMessage, body: Buffer): LambdaEvent {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
  const multiValueHeaders: Record<string, string[]> = {}
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] as string).toLowerCase()
    ;(multiValueHeaders[name] ??= []).push(req.rawHeaders[i + 1] as string)
  }
  multiValueHeaders['x-nf-client-connection-ip'] = [req.socket.remoteAddress ?? '']
  const multiValueQuery: Record<string, string[]> = {}
  url.searchParams.forEach((value, key) => (multiValueQuery[key] ??= []).push(value))
  const text = TEXT_TYPES.test(req.headers['content-type'] ?? '')
  return {
    rawUrl: url.toString(),
    rawQuery: url.search.slice(1),
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers: Object.fromEntries(Object.entries(multiValueHeaders).map(([k, v]) => [k, v.join(', ')])),
    multiValueHeaders,
    queryStringParameters: Object.fromEntries(Object.entries(multiValueQuery).map(([k, v]) => [k, v.join(',')])),
    multiValueQueryStringParameters: multiValueQuery,
    body: body.length === 0 ? null : text ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !text,
  }
}

interface Instance {
  child: ChildProcess
  /** The results the instance writes, in order. */
  results: AsyncIterator<string>
  frozen: boolean
}

/** The idle (frozen) instances of each function. */
const idle = new Map<string, Instance[]>()

function startInstance(name: string): Instance {
  // Node itself with tsx's loader (not tsx's command, which runs Node in a child of its own): the
  // instance's process is the one that stops, and fd 3 is its own.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'netlify-instance.ts'), name], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'pipe', 'ipc'],
  })
  const lines = createInterface({ input: child.stdio[3] as Readable })
  return { child, results: lines[Symbol.asyncIterator](), frozen: false }
}

/** Resolves once process `pid` is stopped (state T in /proc): an instance stops itself just after writing its result. */
async function stopped(pid: number): Promise<void> {
  for (;;) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    if (/^T$/i.test(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '')) return
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}

/** Runs `event` on an idle instance of `name`, thawed for it, or on a new one. */
async function invoke(name: string, event: LambdaEvent): Promise<{ result: LambdaResult; coldStart?: Record<string, unknown> }> {
  const instance = idle.get(name)?.pop() ?? startInstance(name)
  if (instance.frozen) {
    await stopped(instance.child.pid as number)
    instance.child.kill('SIGCONT')
  }
  instance.child.send(event)
  const line = await instance.results.next()
  if (line.done) throw new Error(`the instance of ${name} exited before answering`)
  // It stopped itself after writing: frozen until its next event.
  instance.frozen = true
  const list = idle.get(name) ?? []
  list.push(instance)
  idle.set(name, list)
  return JSON.parse(line.value) as { result: LambdaResult; coldStart?: Record<string, unknown> }
}

const server = http.createServer((req, res) => {
  void (async () => {
    const body = await readBody(req, MAX_PAYLOAD_BYTES)
    if (!body) {
      res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Payload over 6 MB: refused before any function runs')
      return
    }
    const event = eventOf(req, body)
    const name = functionForPath(redirects, event.path)
    if (!name) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`No function for ${event.path} in public/_redirects`)
      return
    }
    const { result, coldStart } = await invoke(name, event)
    const headers: [string, string][] = []
    for (const [key, value] of Object.entries(result.headers ?? {})) headers.push([key, String(value)])
    for (const [key, values] of Object.entries(result.multiValueHeaders ?? {}))
      for (const value of values) headers.push([key, String(value)])
    res.statusCode = result.statusCode ?? 500
    for (const [key, value] of headers) res.appendHeader(key, value)
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined)
    if (coldStart) console.log(JSON.stringify(coldStart))
  })().catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end('The function runtime failed')
  })
})

const port = Number(process.argv[2])
server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ listening: port })))
