import { readFile } from 'node:fs/promises'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'

export interface LocalServer {
  url: string
  requests: URL[]
  close(): Promise<void>
}

/** A real HTTP server on 127.0.0.1 (a free port) that records request URLs; for service-failure tests. */
export async function startLocalServer(handler: http.RequestListener): Promise<LocalServer> {
  const requests: URL[] = []
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'))
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Serves the files under `root` as they are, by the request's path; 404 for any other. */
export function staticFiles(root: string): http.RequestListener {
  return (req, res) => {
    readFile(path.join(root, new URL(req.url ?? '/', 'http://127.0.0.1').pathname)).then(
      (body) => res.end(body),
      () => {
        res.statusCode = 404
        res.end()
      },
    )
  }
}

/** Answers like Sanity's query endpoint: `{ result }` with status 200. */
export function sanityResult(result: unknown): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ query: '', result, ms: 1 }))
  }
}

/** A port free on 127.0.0.1 right now, for a server the test starts itself (`npm run serve`). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}
