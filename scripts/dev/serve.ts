/**
 * `npm run serve`: the built site in public/ and its Gatsby Functions, with the headers the build
 * declared (docs/deploy.md, "Serving the build locally"). `gatsby serve` does not apply
 * gatsby-config's `headers`; this server does, and otherwise serves as it does:
 *
 * - Express (Gatsby's own server framework, the one `gatsby serve` runs on) with compression;
 * - the trailing-slash policy 'never': `/pricing/` answers 301 to `/pricing`;
 * - an unknown path answers public/404.html with status 404;
 * - `/api/*` goes to Gatsby's own functions middleware over .cache/functions, as in `gatsby serve`;
 * - every response of a file gets the headers of .cache/security-headers.json (the declaration with
 *   the build's inline-script hashes, src/node/security/served-headers.ts) merged by Gatsby's own
 *   matcher over Gatsby's default headers, as its adapters do: content-hashed bundles immutable,
 *   HTML and page data revalidated.
 *
 * Usage: tsx scripts/dev/serve.ts [--host 127.0.0.1] [--port 9000]  (PORT also sets the port)
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { readServedHeaders } from '../../src/node/security/served-headers'

// Gatsby's internals, the very code its `gatsby serve` and adapters run (plain CommonJS, untyped).
/* eslint-disable @typescript-eslint/no-require-imports */
const { createHeadersMatcher } = require('gatsby/dist/utils/adapter/create-headers') as {
  createHeadersMatcher: (headers: unknown, pathPrefix: string) => (path: string, defaults: Header[]) => Header[]
}
const { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } = require('gatsby/dist/utils/adapter/constants') as Record<
  string,
  Header[]
>
const { functionMiddlewares } = require('gatsby/dist/internal-plugins/functions/middleware') as {
  functionMiddlewares: (config: { getFunctions(): unknown[] }) => express.RequestHandler[]
}
const { match } = require('@gatsbyjs/reach-router') as { match: (pattern: string, uri: string) => unknown }
/* eslint-enable @typescript-eslint/no-require-imports */

interface Header {
  key: string
  value: string
}

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')

function option(name: string): string | undefined {
  // The last one wins, so `npm run serve -- --port 9100` overrides the script's default.
  const args = process.argv.slice(2)
  const at = args.lastIndexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}

/** Webpack's output names carry a 20-hex content hash (`app-f38940a4b102d5e4c9fd.js`, `styles.<hash>.css`). */
const WEBPACK_ASSET = /^[^/]+[-.][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/

/** The defaults Gatsby's adapters give a file of public/ (gatsby/dist/utils/adapter/manager.js). */
function defaultHeaders(file: string): Header[] {
  const relative = path.relative(PUBLIC, file).split(path.sep).join('/')
  if (WEBPACK_ASSET.test(relative) || relative.startsWith('_gatsby/image') || relative.startsWith('_gatsby/file')) {
    return PERMAMENT_CACHING_HEADERS as Header[]
  }
  if (relative.startsWith('static/')) return BASE_HEADERS as Header[]
  if (
    relative.endsWith('.html') ||
    relative.startsWith('page-data/') ||
    relative === 'chunk-map.json' ||
    relative === 'webpack.stats.json'
  ) {
    return MUST_REVALIDATE_HEADERS as Header[]
  }
  return BASE_HEADERS as Header[]
}

/** The file public/ holds for a URL path, and the route path the headers are matched on. */
function fileFor(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const file = path.join(PUBLIC, path.normalize(decoded))
  if (!file.startsWith(PUBLIC)) return undefined
  if (existsSync(file) && statSync(file).isFile()) return file
  const index = path.join(file, 'index.html')
  if (existsSync(index)) return index
  // A NETLIFY=true build: the adapter moves each page to `<path>.html`, as Netlify serves it (docs/deploy.md).
  const pretty = `${file.replace(/\/+$/, '')}.html`
  return file !== PUBLIC && existsSync(pretty) ? pretty : undefined
}

export function createServer(): express.Express {
  const served = readServedHeaders(ROOT)
  const headersFor = createHeadersMatcher(served.headers, '')
  const functionsDir = path.join(ROOT, '.cache/functions')
  const functions: unknown[] = existsSync(path.join(functionsDir, 'manifest.json'))
    ? (JSON.parse(readFileSync(path.join(functionsDir, 'manifest.json'), 'utf8')) as unknown[])
    : []
  const matchPathsFile = path.join(ROOT, '.cache/match-paths.json')
  const matchPaths: { path: string; matchPath: string }[] = existsSync(matchPathsFile)
    ? (JSON.parse(readFileSync(matchPathsFile, 'utf8')) as { path: string; matchPath: string }[])
    : []

  const app = express()
  app.disable('x-powered-by')
  // Gatsby's functions run as in `gatsby serve` (their own responses, their own CORS headers).
  app.use('/api/*', ...functionMiddlewares({ getFunctions: () => functions }))
  app.use(compression())

  const send = (res: Response, file: string, status = 200) => {
    for (const { key, value } of headersFor(routePath(file), defaultHeaders(file))) res.setHeader(key, value)
    res.status(status).sendFile(file, { dotfiles: 'allow', cacheControl: false, lastModified: true, etag: true })
  }

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const query = req.url.slice(req.path.length)
    // Trailing-slash policy 'never' (gatsby-config): a page's path never ends in '/', except '/'.
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const withoutSlash = req.path.replace(/\/+$/, '')
      if (fileFor(withoutSlash)?.endsWith('.html')) return res.redirect(301, (withoutSlash || '/') + query)
    }
    const file = fileFor(req.path)
    if (file) return send(res, file)
    if (req.accepts('html')) {
      const client = matchPaths.find((m) => match(m.matchPath, req.path) !== null)
      const page = client ? fileFor(client.path) : undefined
      if (page) return send(res, page)
      return send(res, path.join(PUBLIC, '404.html'), 404)
    }
    return res.status(404).type('text/plain').send('Not found')
  })
  return app
}

/** `/pricing/index.html` → `/pricing`, as the adapter names the route the headers are matched on. */
function routePath(file: string): string {
  const relative = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`
  if (relative === '/index.html') return '/'
  return relative.endsWith('/index.html') ? relative.slice(0, -'/index.html'.length) : relative
}

if (require.main === module) {
  const host = option('host') ?? '127.0.0.1'
  const port = Number(option('port') ?? process.env.PORT ?? 9000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Invalid port: ${option('port') ?? process.env.PORT}`)
    process.exit(1)
  }
  try {
    createServer()
      .listen(port, host, () => console.log(`Serving public/ with its headers on http://${host}:${port}`))
      .on('error', (error) => {
        console.error(`Could not listen on ${host}:${port}: ${error.message}`)
        process.exit(1)
      })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
