import { encodeSignatureHeader } from '@sanity/webhook'
import { serveSite, type ServedSite } from '../helpers/gatsby-serve'
import { freePort, startLocalServer, type LocalServer } from '../helpers/local-server'

// docs/publishing.md: /api/cms-webhook answered by the RUNNING function (`npm run serve` over the
// built site, real HTTP), with local stand-ins of a build hook and of GitHub's API. Each rebuild
// path needs its own settings, so the file starts its own server per path (not the site tests' shared one).
const SECRET = 'e2e-webhook-secret'
const BODY = JSON.stringify({ _id: 'blogPost.lockdown-drills', _type: 'blogPost', heading: 'Ünïcode – “quotes”' })

interface Received {
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A stand-in that records every request and answers with `status.value`. */
async function standIn(): Promise<{ server: LocalServer; received: Received[]; status: { value: number } }> {
  const received: Received[] = []
  const status = { value: 200 }
  const server = await startLocalServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body })
      res.writeHead(status.value).end()
    })
  })
  return { server, received, status }
}

/** `npm run serve`'s server of the built site with the given settings (tests/helpers/gatsby-serve.ts). */
async function serve(env: Record<string, string>): Promise<ServedSite> {
  return serveSite(await freePort(), env)
}

const sign = (body: string, at = Date.now(), secret = SECRET) => encodeSignatureHeader(body, at, secret)

async function post(url: string, body: string, signature?: string): Promise<Response> {
  return fetch(`${url}/api/cms-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'sanity-webhook-signature': signature } : {}) },
    body,
  })
}

/** Waits until the server's output contains `text` (its log is written after the answer). */
async function outputContains(site: ServedSite, text: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!site.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(site.output()).toContain(text)
}

describe('CMS webhook with a build hook', () => {
  let hook: Awaited<ReturnType<typeof standIn>>
  let site: Awaited<ReturnType<typeof serve>>
  // The server loads the built site and its functions first (the config's test timeout: 180 s).
  beforeAll(async () => {
    hook = await standIn()
    site = await serve({ CMS_WEBHOOK_SECRET: SECRET, BUILD_HOOK_URL: `${hook.server.url}/build_hooks/site` })
  })
  afterAll(async () => {
    await site?.kill()
    await hook?.server.close()
  })

  test('a signed publish answers 202 and POSTs the document id to the build hook', async () => {
    const response = await post(site.url, BODY, await sign(BODY))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: 'Rebuild triggered', documentId: 'blogPost.lockdown-drills' })
    expect(hook.received).toHaveLength(1)
    expect(hook.received[0]?.url).toBe('/build_hooks/site')
    expect(JSON.parse(hook.received[0]?.body ?? '')).toEqual({ documentId: 'blogPost.lockdown-drills' })
  })

  test('a missing, bad or foreign signature answers 401 and triggers nothing', async () => {
    hook.received.length = 0
    expect((await post(site.url, BODY)).status).toBe(401)
    expect((await post(site.url, BODY, 't=1700000000000,v1=forged')).status).toBe(401)
    expect((await post(site.url, BODY, await sign(BODY, Date.now(), 'another-secret'))).status).toBe(401)
    // Re-encoded JSON is not the bytes that were signed.
    expect((await post(site.url, JSON.stringify(JSON.parse(BODY), null, 2), await sign(BODY))).status).toBe(401)
    expect(hook.received).toEqual([])
  })

  test('a signature older than 5 minutes (a replay) answers 401', async () => {
    hook.received.length = 0
    const response = await post(site.url, BODY, await sign(BODY, Date.now() - 5 * 60 * 1000 - 5_000))
    expect(response.status).toBe(401)
    expect(hook.received).toEqual([])
  })

  test('another method answers 405 with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await fetch(`${site.url}/api/cms-webhook`, { method })
      expect({ method, status: response.status, allow: response.headers.get('allow') }).toEqual({ method, status: 405, allow: 'POST' })
    }
  })

  test('a body over 1 MB answers 413', async () => {
    const big = JSON.stringify({ _id: 'x', pad: 'x'.repeat(1024 * 1024) })
    const response = await post(site.url, big, await sign(big))
    expect(response.status).toBe(413)
  })

  test('a failing build hook answers 502 and the log names the document', async () => {
    hook.status.value = 500
    const response = await post(site.url, BODY, await sign(BODY))
    hook.status.value = 200
    expect(response.status).toBe(502)
    await outputContains(site, 'CMS webhook: rebuild failed for document blogPost.lockdown-drills')
  })

  test('a replay of a request it accepted answers 409 and triggers nothing', async () => {
    const body = JSON.stringify({ _id: 'blogPost.replayed', _type: 'blogPost' })
    const signature = await sign(body)
    expect((await post(site.url, body, signature)).status).toBe(202)
    const calls = hook.received.length
    for (let i = 0; i < 3; i++) {
      const replay = await post(site.url, body, signature)
      expect([replay.status, await replay.json()]).toEqual([
        409,
        { message: 'This request was accepted already', documentId: 'blogPost.replayed' },
      ])
    }
    expect(hook.received).toHaveLength(calls)
  })
})

describe('CMS webhook under a burst of publishes', () => {
  let hook: Awaited<ReturnType<typeof standIn>>
  let site: Awaited<ReturnType<typeof serve>>
  beforeAll(async () => {
    hook = await standIn()
    site = await serve({ CMS_WEBHOOK_SECRET: SECRET, BUILD_HOOK_URL: `${hook.server.url}/build_hooks/site` })
  })
  afterAll(async () => {
    await site?.kill()
    await hook?.server.close()
  })

  test('200 signed publishes start one rebuild in flight and one queued, and every publish is answered 202', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 200; i += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, j) => {
          const body = JSON.stringify({ _id: `blogPost.burst-${i + j}`, _type: 'blogPost' })
          return (await post(site.url, body, await sign(body))).status
        }),
      )
      statuses.push(...answers)
    }
    expect(statuses).toEqual(Array(200).fill(202))
    expect(hook.received).toHaveLength(2)
  })
})

describe('CMS webhook with GitHub repository_dispatch', () => {
  let github: Awaited<ReturnType<typeof standIn>>
  let site: Awaited<ReturnType<typeof serve>>
  // The server loads the built site and its functions first (the config's test timeout: 180 s).
  beforeAll(async () => {
    github = await standIn()
    github.status.value = 204
    site = await serve({
      CMS_WEBHOOK_SECRET: SECRET,
      GITHUB_REPOSITORY: 'acme/site',
      GITHUB_TOKEN: 'gh-test-token',
      GITHUB_API_URL: github.server.url,
    })
  })
  afterAll(async () => {
    await site?.kill()
    await github?.server.close()
  })

  test('a signed publish answers 202 and dispatches cms-publish with the token', async () => {
    const response = await post(site.url, BODY, await sign(BODY))
    expect(response.status).toBe(202)
    const [dispatch] = github.received
    expect(dispatch?.url).toBe('/repos/acme/site/dispatches')
    expect(dispatch?.headers.authorization).toBe('Bearer gh-test-token')
    expect(JSON.parse(dispatch?.body ?? '')).toEqual({
      event_type: 'cms-publish',
      client_payload: { documentId: 'blogPost.lockdown-drills' },
    })
  })

  test('GitHub failing answers 502', async () => {
    github.status.value = 503
    const response = await post(site.url, BODY, await sign(BODY))
    expect(response.status).toBe(502)
    await outputContains(site, 'CMS webhook: rebuild failed for document blogPost.lockdown-drills')
  })
})
