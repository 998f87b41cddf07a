import { createCmsClient } from '../../../../src/node/cms/client'
import { CmsFetchError } from '../../../../src/node/cms/errors'
import { createSanityTransport } from '../../../../src/node/cms/sanity-transport'
import { sanityResult, startLocalServer, type LocalServer } from '../../../helpers/local-server'

// SPEC 7.1: GET with `query` and one `$name` parameter per variable, JSON-encoded; the `result`
// field is read; any status but 200 fails with 'Sanity fetch failed'. Against a real local server.
// SPEC 8: the message is the catalogue's exactly; the status is a property of the error.
let server: LocalServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

function transportFor(url: string, timeoutMs = 5000) {
  return createSanityTransport(
    {
      projectId: 'test',
      dataset: 'production',
      apiVersion: '2024-09-09',
      apiHost: url,
      timeoutMs,
    },
    { maxRetries: 0 },
  )
}

describe('Sanity HTTP transport', () => {
  it('sends the query and JSON-encoded $-parameters, and returns the result field', async () => {
    server = await startLocalServer(sanityResult([{ _id: 'post.1' }]))
    const result = await transportFor(server.url).fetch('*[slug.current == $slug && n == $n && _id in $ids]', {
      slug: 'a "quoted" slug',
      n: 3,
      ids: ['x', 'y'],
    })
    expect(result).toEqual([{ _id: 'post.1' }])
    const url = server.requests[0] as URL
    expect(url.pathname).toBe('/v2024-09-09/data/query/production')
    expect(url.searchParams.get('query')).toBe('*[slug.current == $slug && n == $n && _id in $ids]')
    expect(url.searchParams.get('$slug')).toBe('"a \\"quoted\\" slug"')
    expect(url.searchParams.get('$n')).toBe('3')
    expect(url.searchParams.get('$ids')).toBe('["x","y"]')
    expect(url.searchParams.get('perspective')).toBe('published')
  })

  it('fails with "Sanity fetch failed" and the status on a 500', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'boom' }))
    })
    const failure = await transportFor(server.url)
      .fetch('*', {})
      .catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(CmsFetchError)
    expect(failure).toMatchObject({ message: 'Sanity fetch failed', status: 500, detail: 'status 500' })
  })

  it.each([201, 204, 206, 301, 304])('fails with "Sanity fetch failed" on a %i too: only 200 succeeds (SPEC 7.1)', async (status) => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json', location: '/elsewhere' })
      res.end(status === 204 || status === 304 ? undefined : JSON.stringify({ query: '', result: [{ _id: 'post.1' }], ms: 1 }))
    })
    await expect(transportFor(server.url).fetch('*', {})).rejects.toMatchObject({ message: 'Sanity fetch failed', status })
  })

  it('tries a 500 again, and takes the 200 that follows', async () => {
    let calls = 0
    server = await startLocalServer((req, res) => {
      calls += 1
      if (calls === 1) {
        res.writeHead(500)
        res.end()
        return
      }
      sanityResult([{ _id: 'post.1' }])(req, res)
    })
    const transport = createSanityTransport(
      { projectId: 'test', dataset: 'production', apiVersion: '2024-09-09', apiHost: server.url },
      { maxRetries: 1 },
    )
    await expect(transport.fetch('*', {})).resolves.toEqual([{ _id: 'post.1' }])
    expect(calls).toBe(2)
  })

  it('sends a query too long for a URL as a POST with its parameters', async () => {
    const bodies: string[] = []
    server = await startLocalServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        bodies.push(`${req.method ?? ''} ${body}`)
        sanityResult([])(req, res)
      })
    })
    const ids = Array.from({ length: 800 }, (_, i) => `document.number-${i}`)
    await expect(transportFor(server.url).fetch('*[_id in $unresolved]', { unresolved: ids })).resolves.toEqual([])
    expect(bodies[0]?.startsWith('POST ')).toBe(true)
    expect(JSON.parse(bodies[0]?.slice('POST '.length) ?? '{}')).toEqual({ query: '*[_id in $unresolved]', params: { unresolved: ids } })
  })

  it('fails with "Sanity fetch failed" on any other non-200 status', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'forbidden' }))
    })
    await expect(transportFor(server.url).fetch('*', {})).rejects.toMatchObject({ message: 'Sanity fetch failed', status: 403 })
  })

  it('fails with "Sanity fetch failed" when the service does not answer in time', async () => {
    server = await startLocalServer(() => {
      // Never answers.
    })
    await expect(transportFor(server.url, 300).fetch('*', {})).rejects.toMatchObject({
      message: 'Sanity fetch failed',
      detail: 'no answer within 300 ms',
    })
  })

  it('resolves references through the API with *[_id in $unresolved]', async () => {
    server = await startLocalServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const result =
        url.searchParams.get('query') === '*[_id in $unresolved]'
          ? [{ _id: 'author.1', _type: 'author', name: 'Ann' }]
          : [{ _id: 'post.1', author: { _type: 'reference', _ref: 'author.1' } }]
      sanityResult(result)(req, res)
    })
    const client = createCmsClient(transportFor(server.url))
    await expect(client.query('*[_type == "blogPost"]')).resolves.toEqual([
      { _id: 'post.1', author: { _id: 'author.1', _type: 'author', name: 'Ann' } },
    ])
    expect(server.requests[1]?.searchParams.get('$unresolved')).toBe('["author.1"]')
  })
})
