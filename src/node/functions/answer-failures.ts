import type { ServerResponse } from 'node:http'

/** A response as Gatsby's hosts hand it over: Node's, or the one gatsby-adapter-netlify's handler builds. */
type FunctionResponse = Pick<ServerResponse, 'setHeader' | 'end'> & {
  statusCode: number
  headersSent?: boolean
  writableEnded?: boolean
}

/**
 * A Gatsby Function that always answers. Gatsby's wrapper calls a function without awaiting it, so
 * a failure it throws would be an unhandled rejection (the server process, or the Netlify invocation,
 * dies with it, the visitor waits for nothing) and a host's own error page could show the stack and
 * the server's paths. Here the failure goes to the function's log and the visitor gets a 500 with
 * `body` and nothing of the failure (docs/security.md).
 */
export function answeringFailures<Req, Res extends FunctionResponse>(
  name: string,
  handler: (req: Req, res: Res) => Promise<void>,
  body: Record<string, string>,
): (req: Req, res: Res) => Promise<void> {
  return (req, res) =>
    handler(req, res).catch((failure: unknown) => {
      console.error(`${name}: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`)
      if (res.headersSent || res.writableEnded) return
      res.statusCode = 500
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(JSON.stringify(body))
    })
}
