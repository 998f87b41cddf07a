import { clientId, CLIENT_ID_KEY, encodeForm, postForm, trackingValues } from '../../../../src/lib/forms/client'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

const noSleep = { sleep: async () => undefined }

describe('tracking fields (SPEC 3.8, 4.5 step 1)', () => {
  it('creates the client id once and keeps it under clientId (SPEC 9.12)', () => {
    const storage = memoryStorage()
    const first = clientId(storage, () => 'id-one-1234')
    expect(first).toBe('id-one-1234')
    expect(storage.data.get(CLIENT_ID_KEY)).toBe('id-one-1234')
    expect(clientId(storage, () => 'id-two-1234')).toBe('id-one-1234')
  })

  it('still gives an id when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(clientId(broken, () => 'fresh-id-123')).toBe('fresh-id-123')
  })

  it('adds _url, _title, _info from hubspotutk and _embedded_user_id', () => {
    const values = trackingValues({
      url: 'https://example.com/quote',
      title: 'Quote',
      cookie: 'a=1; hubspotutk=abc123; b=2',
      storage: memoryStorage({ clientId: 'stored-id' }),
    })
    expect(values).toEqual({
      _url: 'https://example.com/quote',
      _title: 'Quote',
      _info: 'abc123',
      _embedded_user_id: 'stored-id',
      _ab: '',
      _ab_share: '',
    })
    expect(trackingValues({ url: '', title: '', cookie: '', storage: undefined })._info).toBe('')
  })

  // The visitor's A/B variations go with every submission; `_ab_share` says whether analytics consent was given.
  it('adds the active A/B variations, and _ab_share only after analytics consent', () => {
    const page = { url: '', title: '', storage: undefined, variations: { pricingCta: 'demo', homeHero: 'outcomes' } }
    const refused = trackingValues({ ...page, cookie: 'threshold_do_not_track=declined.4102444800000' })
    expect(refused).toMatchObject({ _ab: 'homeHero:outcomes,pricingCta:demo', _ab_share: '' })
    expect(trackingValues({ ...page, cookie: '' })._ab_share).toBe('')
    expect(trackingValues({ ...page, cookie: 'threshold_do_not_track=accepted.4102444800000' })._ab_share).toBe('yes')
  })
})

describe('postForm (SPEC 7.6)', () => {
  it('posts urlencoded with one submission id across retries of 5xx and network errors', async () => {
    const bodies: string[] = []
    const answers = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.resolve(new Response('{}', { status: 201 })),
    ]
    const fetchStub = jest.fn((_url: string, init: RequestInit) => {
      bodies.push(init.body as string)
      expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded')
      return answers[bodies.length - 1]!()
    })
    const result = await postForm(
      '/api/threshold/forms/submit/quote',
      { email: 'a@b.co', name: 'A B' },
      { fetch: fetchStub as unknown as typeof fetch, ...noSleep },
    )
    expect(result).toEqual({ ok: true, status: 201 })
    expect(bodies).toHaveLength(3)
    expect(new Set(bodies).size).toBe(1)
    const sent = new URLSearchParams(bodies[0])
    expect(sent.get('email')).toBe('a@b.co')
    expect(sent.get('_submission_id')).toMatch(/^[A-Za-z0-9_-]{20}$/)
  })

  it('returns the 422 field errors and does not retry them', async () => {
    const fetchStub = jest.fn(async () => new Response(JSON.stringify({ errors: { email: ['Please fill in an email'] } }), { status: 422 }))
    const result = await postForm('/x', { email: 'nope' }, { fetch: fetchStub as unknown as typeof fetch, ...noSleep })
    expect(result).toEqual({ ok: false, status: 422, errors: { email: ['Please fill in an email'] } })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('gives up after the attempts with the last status, and does not retry a 4xx', async () => {
    const failing = jest.fn(async () => new Response('', { status: 500 }))
    expect(await postForm('/x', {}, { fetch: failing as unknown as typeof fetch, attempts: 2, ...noSleep })).toEqual({
      ok: false,
      status: 500,
    })
    expect(failing).toHaveBeenCalledTimes(2)
    const notFound = jest.fn(async () => new Response('', { status: 404 }))
    expect(await postForm('/x', {}, { fetch: notFound as unknown as typeof fetch, ...noSleep })).toEqual({ ok: false, status: 404 })
    expect(notFound).toHaveBeenCalledTimes(1)
  })

  it('encodes every value, empty ones included', () => {
    expect(encodeForm({ a: 'x y', b: '' })).toBe('a=x+y&b=')
  })
})
