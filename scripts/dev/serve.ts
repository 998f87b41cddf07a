/**
 * `npm run serve`: the built site in public/ and its Gatsby Functions, with the headers the build
 * declared (docs/deploy.md, "Serving the build locally"). It serves what Gatsby hands every
 * adapter after a build (.cache/served-routes.json, src/node/security/served-routes.ts):
 *
 * - each file of public/ at its route, with the headers Gatsby computed for it (its defaults, the
 *   caching of content-hashed files, gatsby-config's `headers` with the build's inline-script
 *   hashes), compressed; the trailing-slash policy 'never' (`/pricing/` answers 301 to `/pricing`);
 *   an unknown path answers public/404.html with status 404;
 * - each redirect the build made (the CMS's redirects, through Gatsby's `createRedirect`), as
 *   Netlify applies its `_redirects`: only where no file answers, with or without a trailing slash,
 *   placeholders filled in and the query string passed on;
 * - each Gatsby Function at its route, run from Gatsby's own compiled entry, loaded once, as an
 *   adapter's host runs it; before a function sees a request, the rules of docs/security.md:
 *   a multipart body is refused (415) and a body declared over the route's limit (413) before any
 *   byte of it is read, a malformed path is a 400, and no failure answers with a stack or a path.
 *
 * Usage: tsx scripts/dev/serve.ts [--host 127.0.0.1] [--port 9000]  (PORT also sets the port)
 */
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { MAX_BODY_BYTES, mediaType } from '../../src/node/forms/body'
import { MAX_WEBHOOK_BODY_BYTES } from '../../src/node/publishing/webhook'
import { readServedRoutes, type ServedRoutes } from '../../src/node/security/served-routes'
import { matchRedirect } from '../../src/lib/navigation/redirects'

const ROOT = path.resolve(__dirname, '../..')

/** A Gatsby Function's compiled entry, as Gatsby's adapters call it. */
interface CompiledFunction {
  default: (req: IncomingMessage, res: ServerResponse) => unknown
}

/** The largest body each function route reads (docs/security.md); any other function route gets the forms' limit. */
const BODY_LIMITS: Record<string, number> = { '/api/cms-webhook': MAX_WEBHOOK_BODY_BYTES }

/** The answer's shape per function route: the webhook answers `{ message }`, the forms host `{ error }`. */
const MESSAGE_KEY: Record<string, string> = { '/api/cms-webhook': 'message' }

function option(name: string): string | undefined {
  // The last one wins, so `npm run serve -- --port 9100` overrides the script's default.
  const args = process.argv.slice(2)
  const at = args.lastIndexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}

/** The path of a request, decoded; undefined when its percent-escapes are malformed. */
function decodedPath(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split('?')[0] ?? '/'
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * What the server answers before a function may read a byte of the body: a status and a message,
 * or undefined to let the function run. Called again on `Expect: 100-continue`, so a client that
 * waits for it never sends a refused body at all.
 */
function refusal(req: IncomingMessage, route: string): { status: number; message: string } | undefined {
  if (mediaType(req.headers['content-type']).startsWith('multipart/')) {
    return { status: 415, message: 'Multipart bodies are not accepted: send application/x-www-form-urlencoded or application/json' }
  }
  const limit = BODY_LIMITS[route] ?? MAX_BODY_BYTES
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return { status: 413, message: `Body over ${limit} bytes` }
  return undefined
}

/**
 * A JSON answer. To a refused request it goes before its body is read; what the client still sends
 * is then dropped as it arrives, never kept (Node's own handling of an unread body): closing the
 * connection instead would reset it while the client is sending, and the client would lose the
 * answer.
 */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(JSON.stringify(body))
}

/**
 * Whether `pathname` is on a function's route, in the syntax of Gatsby's routes manifest (its
 * adapter types): static segments, `:param` segments, a trailing `*` for the rest.
 */
export function onRoute(route: string, pathname: string): boolean {
  const want = route.replace(/\/+$/, '').split('/')
  const got = pathname.replace(/\/+$/, '').split('/')
  if (want.at(-1) === '*') return got.length >= want.length - 1 && want.slice(0, -1).every((w, i) => segmentMatches(w, got[i]))
  return want.length === got.length && want.every((w, i) => segmentMatches(w, got[i]))
}

function segmentMatches(want: string, got: string | undefined): boolean {
  return got !== undefined && (want.startsWith(':') ? got !== '' : want === got)
}

/**
 * Where a redirect of the build sends a request (its path decoded, its raw URL for the query), and
 * with which status; undefined when none applies. A rule that ignores case also matches the path in
 * lower case, as Gatsby's `ignoreCase` (its default) asks.
 */
export function redirectFor(
  redirects: ServedRoutes['redirects'],
  pathname: string,
  url: string,
): { status: number; location: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const found =
    matchRedirect(redirects, path) ??
    matchRedirect(
      redirects.filter((r) => r.ignoreCase),
      path.toLowerCase(),
    )
  if (!found) return undefined
  const query = url.includes('?') && !found.location.includes('?') ? url.slice(url.indexOf('?')) : ''
  return { status: found.redirect.status, location: found.location + query }
}

interface LoadedFunction {
  route: string
  run: CompiledFunction['default']
}

function loadFunctions(served: ServedRoutes): LoadedFunction[] {
  const load = createRequire(path.join(ROOT, 'package.json'))
  return served.functions.map(({ path: route, entry }) => ({
    route,
    run: (load(path.join(ROOT, entry)) as CompiledFunction).default,
  }))
}

export interface Site {
  app: express.Express
  /** The answer to a request for a function that must not reach it (see `refusal`), else undefined. */
  refused(req: IncomingMessage): { status: number; body: unknown } | undefined
}

export function createSite(): Site {
  const served = readServedRoutes(ROOT)
  const functions = loadFunctions(served)
  const functionFor = (pathname: string) => functions.find((fn) => onRoute(fn.route, pathname))
  const answer = (route: string, message: string) => ({ [MESSAGE_KEY[route] ?? 'error']: message })
  const refused: Site['refused'] = (req) => {
    const pathname = decodedPath(req.url)
    if (pathname === undefined) return { status: 400, body: { error: 'Malformed path' } }
    const fn = functionFor(pathname)
    const refusedBody = fn && refusal(req, fn.route)
    return fn && refusedBody ? { status: refusedBody.status, body: answer(fn.route, refusedBody.message) } : undefined
  }
  const headersOf = (route: string) => served.headerSets[served.files[route]?.headers ?? -1] ?? []

  /** The file a route is served from: a NETLIFY=true build moves each page to `<path>.html`, as Netlify serves it. */
  const fileOf = (route: string): string | undefined => {
    const entry = served.files[route]
    if (!entry) return undefined
    const file = path.join(ROOT, entry.file)
    if (existsSync(file)) return file
    const pretty = file.endsWith('/index.html') ? `${file.slice(0, -'/index.html'.length)}.html` : undefined
    return pretty && existsSync(pretty) ? pretty : undefined
  }

  const app = express()
  app.disable('x-powered-by')

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/')) return next()
    const refusedAnswer = refused(req)
    if (refusedAnswer) return sendJson(res, refusedAnswer.status, refusedAnswer.body)
    const fn = functionFor(decodedPath(req.url) ?? '')
    if (!fn) return next()
    // Gatsby's wrapper does not hand back the function's promise: the functions answer their own
    // failures (src/node/functions/answer-failures.ts); this catches what fails before them.
    try {
      fn.run(req, res)
    } catch (error) {
      console.error(`${fn.route}: ${(error as Error).message}`)
      if (!res.headersSent) sendJson(res, 500, answer(fn.route, 'Internal server error'))
    }
  })
  app.use(compression())

  const send = (res: Response, route: string, file: string, status = 200) => {
    for (const { key, value } of headersOf(route)) res.setHeader(key, value)
    res.status(status).sendFile(file, { dotfiles: 'allow', cacheControl: false, lastModified: true, etag: true })
  }

  app.use((req: Request, res: Response) => {
    const pathname = decodedPath(req.url)
    if (pathname === undefined) return res.status(400).type('text/plain').send('Malformed path')
    const redirect = fileOf(pathname) || fileOf(pathname.replace(/\/+$/, '')) ? undefined : redirectFor(served.redirects, pathname, req.url)
    if (redirect) return res.redirect(redirect.status, redirect.location)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
    }
    // Trailing-slash policy 'never' (gatsby-config): a page's path never ends in '/', except '/'.
    if (pathname.length > 1 && pathname.endsWith('/') && fileOf(pathname.replace(/\/+$/, ''))?.endsWith('.html')) {
      return res.redirect(301, req.path.replace(/\/+$/, '') + req.url.slice(req.path.length))
    }
    const file = fileOf(pathname)
    if (file) return send(res, pathname, file)
    const notFound = req.accepts('html') ? fileOf('/404.html') : undefined
    if (notFound) return send(res, '/404.html', notFound, 404)
    return res.status(404).type('text/plain').send('Not found')
  })

  // Whatever fails on the way answers without its stack or the server's paths (the log has them).
  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status !== undefined && error.status >= 400 && error.status < 500 ? error.status : 500
    if (status === 500) console.error(error)
    if (!res.headersSent)
      res
        .status(status)
        .type('text/plain')
        .send(status === 500 ? 'Internal server error' : 'Bad request')
  })
  return { app, refused }
}

/** The site's app (scripts/bench/headers.ts mounts it behind TLS). */
export function createServer(): express.Express {
  return createSite().app
}

if (require.main === module) {
  const host = option('host') ?? '127.0.0.1'
  const port = Number(option('port') ?? process.env.PORT ?? 9000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Invalid port: ${option('port') ?? process.env.PORT}`)
    process.exit(1)
  }
  let site: Site
  try {
    site = createSite()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const server = site.app.listen(port, host, () => console.log(`Serving public/ with its headers on http://${host}:${port}`))
  server.on('error', (error) => {
    console.error(`Could not listen on ${host}:${port}: ${error.message}`)
    process.exit(1)
  })
  // `Expect: 100-continue` (curl sends it before a large body): a refused body is refused before it is sent.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const refusedAnswer = site.refused(req)
    if (refusedAnswer) return sendJson(res, refusedAnswer.status, refusedAnswer.body)
    res.writeContinue()
    server.emit('request', req, res)
  })
}
