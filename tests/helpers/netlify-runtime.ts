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
 * A handler is required on its first request, never before: the process starts cold, and prints
 * one JSON line per function on its first answer, `{ name, loadMs, firstAnswerMs, cpuMs }`
 * (the time to require it, then to answer, and the CPU used from the request to the answer),
 * for scripts/bench/functions.ts.
 *
 * Usage: tsx tests/helpers/netlify-runtime.ts <port>   (environment: the function environment)
 */
import http from 'node:http'
import path from 'node:path'
import { FUNCTIONS_INTERNAL, functionForPath, parseRedirectsFile, readDeployFile } from './netlify-output'

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

type Handler = (event: LambdaEvent, context: Record<string, unknown>) => Promise<LambdaResult>

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/

const handlers = new Map<string, Handler>()
const redirects = parseRedirectsFile(readDeployFile('_redirects'))

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
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

const server = http.createServer((req, res) => {
  void (async () => {
    const received = performance.now()
    const receivedCpu = process.cpuUsage()
    const body = await readBody(req)
    const event = eventOf(req, body)
    const name = functionForPath(redirects, event.path)
    if (!name) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`No function for ${event.path} in public/_redirects`)
      return
    }
    let handler = handlers.get(name)
    let loadMs: number | undefined
    if (!handler) {
      const t0 = performance.now()
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's own require: the handler is CommonJS and requires the compiled function beside it
      handler = (require(path.join(FUNCTIONS_INTERNAL, name, `${name}.js`)) as { handler: Handler }).handler
      loadMs = performance.now() - t0
      handlers.set(name, handler)
    }
    const result = await handler(event, { functionName: name, callbackWaitsForEmptyEventLoop: false })
    const headers: [string, string][] = []
    for (const [key, value] of Object.entries(result.headers ?? {})) headers.push([key, String(value)])
    for (const [key, values] of Object.entries(result.multiValueHeaders ?? {}))
      for (const value of values) headers.push([key, String(value)])
    res.statusCode = result.statusCode ?? 500
    for (const [key, value] of headers) res.appendHeader(key, value)
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined)
    if (loadMs !== undefined) {
      const cpu = process.cpuUsage(receivedCpu)
      const firstAnswerMs = performance.now() - received
      console.log(JSON.stringify({ name, loadMs, firstAnswerMs, cpuMs: (cpu.user + cpu.system) / 1000 }))
    }
  })().catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end('The function runtime failed')
  })
})

const port = Number(process.argv[2])
server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ listening: port })))
