import { BodyError, readSubmissionBody } from '../../../../src/node/forms/body'
import { startLocalServer } from '../../../helpers/local-server'

/** What `readSubmissionBody` makes of a real request, as a server sees it. */
async function parse(body: BodyInit, headers: Record<string, string> = {}, limit?: number): Promise<unknown> {
  let result: unknown
  const server = await startLocalServer((req, res) => {
    readSubmissionBody(req, limit).then(
      (parsed) => {
        result = parsed
        res.end()
      },
      (error: unknown) => {
        result = error instanceof BodyError ? { status: error.status } : String(error)
        res.end()
      },
    )
  })
  try {
    await fetch(server.url, { method: 'POST', body, headers })
    return result
  } finally {
    await server.close()
  }
}

describe('readSubmissionBody', () => {
  it('reads urlencoded (SPEC 7.6) and JSON bodies', async () => {
    expect(await parse('email=a%40b.co&x=1', { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' })).toEqual({
      kind: 'urlencoded',
      fields: { email: 'a@b.co', x: '1' },
    })
    expect(await parse('{"doors":3}', { 'content-type': 'application/json' })).toEqual({ kind: 'json', fields: { doors: 3 } })
  })

  it('refuses other types (415), multipart among them, long bodies (413) and malformed JSON (400)', async () => {
    expect(await parse('email=a', { 'content-type': 'text/plain' })).toEqual({ status: 415 })
    const multipart = new FormData()
    multipart.append('email', 'a@b.co')
    expect(await parse(multipart)).toEqual({ status: 415 })
    expect(await parse('x'.repeat(200), { 'content-type': 'application/x-www-form-urlencoded' }, 100)).toEqual({ status: 413 })
    expect(await parse('[1]', { 'content-type': 'application/json' })).toEqual({ status: 400 })
    expect(await parse('{', { 'content-type': 'application/json' })).toEqual({ status: 400 })
  })
})
