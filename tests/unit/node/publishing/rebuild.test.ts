import { createRebuildTrigger, DISPATCH_EVENT_TYPE, RebuildError } from '../../../../src/node/publishing/rebuild'
import { startLocalServer, type LocalServer } from '../../../helpers/local-server'

interface Received {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A stand-in of a build hook / GitHub's API on 127.0.0.1 that records what it received. */
async function standIn(status: number): Promise<{ server: LocalServer; received: Received[] }> {
  const received: Received[] = []
  const server = await startLocalServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body })
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(status >= 300 ? '{"message":"boom"}' : '')
    })
  })
  return { server, received }
}

describe('rebuild triggers (docs/publishing.md)', () => {
  let stand: Awaited<ReturnType<typeof standIn>> | undefined
  afterEach(async () => stand?.server.close())

  it('POSTs the document id to the build hook', async () => {
    stand = await standIn(200)
    await createRebuildTrigger({ kind: 'build-hook', url: `${stand.server.url}/build_hooks/abc` }).trigger('blogPost.a')
    expect(stand.received).toHaveLength(1)
    expect(stand.received[0]).toMatchObject({ method: 'POST', url: '/build_hooks/abc' })
    expect(JSON.parse(stand.received[0]!.body)).toEqual({ documentId: 'blogPost.a' })
  })

  it("sends GitHub's repository_dispatch with the token", async () => {
    stand = await standIn(204)
    await createRebuildTrigger({ kind: 'github', repository: 'acme/site', token: 'tok', apiUrl: stand.server.url }).trigger('blogPost.a')
    const [req] = stand.received
    expect(req).toMatchObject({ method: 'POST', url: '/repos/acme/site/dispatches' })
    expect(req!.headers.authorization).toBe('Bearer tok')
    expect(JSON.parse(req!.body)).toEqual({ event_type: DISPATCH_EVENT_TYPE, client_payload: { documentId: 'blogPost.a' } })
  })

  it('throws a RebuildError naming the status when the service fails', async () => {
    stand = await standIn(500)
    const trigger = createRebuildTrigger({ kind: 'github', repository: 'acme/site', token: 'tok', apiUrl: stand.server.url })
    await expect(trigger.trigger('x')).rejects.toThrow(new RebuildError('status 500: {"message":"boom"}'))
    expect(trigger.target).not.toContain('tok')
  })

  it('throws a RebuildError when nothing answers', async () => {
    stand = await standIn(200)
    const url = stand.server.url
    await stand.server.close()
    stand = undefined
    await expect(createRebuildTrigger({ kind: 'build-hook', url }).trigger('x')).rejects.toThrow(/^no answer/)
  })
})
