import { createCmsClient, type CmsTransport, type QueryParams } from '../../../../src/node/cms/client'
import { CmsFetchError } from '../../../../src/node/cms/errors'
import { site } from '../../../../src/config/site-config'

/** A transport that counts calls and answers from a function. */
function countingTransport(answer: (query: string, params: QueryParams) => unknown) {
  const calls: { query: string; params: QueryParams }[] = []
  const transport: CmsTransport = {
    async fetch<T>(query: string, params: QueryParams) {
      calls.push({ query, params })
      return answer(query, params) as T
    },
  }
  return { transport, calls }
}

describe('CmsClient (SPEC 7.1)', () => {
  it('caches results by query plus parameters', async () => {
    const { transport, calls } = countingTransport((_q, p) => ({ echo: p }))
    const client = createCmsClient(transport)
    await client.query('*[_type == $t]', { t: 'a', n: 1 })
    await client.query('*[_type == $t]', { n: 1, t: 'a' })
    expect(calls).toHaveLength(1)
    await client.query('*[_type == $t]', { t: 'b', n: 1 })
    await client.query('*[_type != $t]', { t: 'a', n: 1 })
    expect(calls).toHaveLength(3)
  })

  it('keeps 100 entries and drops the least recently used first', async () => {
    const { transport, calls } = countingTransport(() => [])
    const client = createCmsClient(transport)
    for (let i = 0; i < 100; i++) await client.query('*[n == $n]', { n: i })
    await client.query('*[n == $n]', { n: 0 }) // a hit: 0 becomes the most recent
    await client.query('*[n == $n]', { n: 100 }) // evicts 1, the least recently used
    expect(calls).toHaveLength(101)
    await client.query('*[n == $n]', { n: 0 })
    expect(calls).toHaveLength(101)
    await client.query('*[n == $n]', { n: 1 })
    expect(calls).toHaveLength(102)
  })

  it('sends a question asked twice at once only once', async () => {
    const { transport, calls } = countingTransport(() => [])
    const client = createCmsClient(transport)
    await Promise.all([client.query('*'), client.query('*')])
    expect(calls).toHaveLength(1)
  })

  it('does not cache a failure', async () => {
    let fail = true
    const { transport, calls } = countingTransport(() => {
      if (fail) throw new CmsFetchError('status 500', 500)
      return ['ok']
    })
    const client = createCmsClient(transport)
    await expect(client.query('*')).rejects.toMatchObject({ message: 'Sanity fetch failed', status: 500 })
    fail = false
    await expect(client.query('*')).resolves.toEqual(['ok'])
    expect(calls).toHaveLength(2)
  })

  it('resolves references with *[_id in $unresolved]', async () => {
    const { transport, calls } = countingTransport((query, params) =>
      query === '*[_id in $unresolved]'
        ? (params.unresolved as string[]).map((id) => ({ _id: id, _type: 'author', name: `Name of ${id}` }))
        : [{ _id: 'p', _type: 'blogPost', author: { _type: 'reference', _ref: 'author.1' } }],
    )
    const result = await createCmsClient(transport).query<{ author: { name: string } }[]>('*[_type == "blogPost"]')
    expect(result[0]?.author.name).toBe('Name of author.1')
    expect(calls[1]).toEqual({ query: '*[_id in $unresolved]', params: { unresolved: ['author.1'] } })
  })

  it("resolves up to 100 rounds of references by default, the site configuration's value (SPEC 7.2, 9.2)", async () => {
    expect(site.cms.maxReferenceRounds).toBe(100)
    // A chain: the query's result refers to doc.1, doc.1 to doc.2, … Each round resolves one link.
    const chain = (length: number) =>
      countingTransport((query, params) => {
        if (query !== '*[_id in $unresolved]') return { next: { _type: 'reference', _ref: 'doc.1' } }
        return (params.unresolved as string[]).map((id) => {
          const n = Number(id.slice('doc.'.length))
          return n < length ? { _id: id, _type: 'x', next: { _type: 'reference', _ref: `doc.${n + 1}` } } : { _id: id, _type: 'x' }
        })
      })

    // 100 links: the default client resolves them all in 100 rounds.
    const fits = chain(site.cms.maxReferenceRounds)
    await expect(createCmsClient(fits.transport).query('*')).resolves.toBeDefined()
    expect(fits.calls).toHaveLength(1 + site.cms.maxReferenceRounds)

    // 101 links: one more round than the default allows.
    const tooDeep = chain(site.cms.maxReferenceRounds + 1)
    await expect(createCmsClient(tooDeep.transport).query('*')).rejects.toThrow(/^Reference nesting is too deep/)
    expect(tooDeep.calls).toHaveLength(1 + site.cms.maxReferenceRounds)
  })
})
