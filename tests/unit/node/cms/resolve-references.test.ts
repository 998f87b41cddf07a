import { CmsDataError, ReferenceNestingError } from '../../../../src/node/cms/errors'
import { resolveReferences, type CmsDocument } from '../../../../src/node/cms/resolve-references'

// SPEC 7.2: references resolved with *[_id in $unresolved], repeated, at most 100 rounds.
function store(docs: CmsDocument[]) {
  const byId = new Map(docs.map((d) => [d._id, d]))
  const calls: string[][] = []
  const fetchByIds = async (ids: string[]) => {
    calls.push(ids)
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as CmsDocument] : []))
  }
  return { fetchByIds, calls }
}

const ref = (id: string, key?: string) => ({ _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) })

describe('resolveReferences', () => {
  it('returns a result without references untouched and fetches nothing', async () => {
    const { fetchByIds, calls } = store([])
    const result = [{ _id: 'a', _type: 't', title: 'A' }]
    await expect(resolveReferences(result, fetchByIds, 100)).resolves.toEqual(result)
    expect(calls).toEqual([])
  })

  it('puts found documents in place of their references, one fetch per round for all ids', async () => {
    const { fetchByIds, calls } = store([
      { _id: 'author.1', _type: 'author', name: 'Ann' },
      { _id: 'author.2', _type: 'author', name: 'Bo' },
    ])
    const result = await resolveReferences(
      { _id: 'post', _type: 'blogPost', author: ref('author.1'), quotes: [ref('author.2', 'q1'), ref('author.1', 'q2')] },
      fetchByIds,
      100,
    )
    expect(result).toEqual({
      _id: 'post',
      _type: 'blogPost',
      author: { _id: 'author.1', _type: 'author', name: 'Ann' },
      quotes: [
        { _id: 'author.2', _type: 'author', name: 'Bo', _key: 'q1' },
        { _id: 'author.1', _type: 'author', name: 'Ann', _key: 'q2' },
      ],
    })
    expect(calls).toEqual([['author.1', 'author.2']])
  })

  it('repeats until nested references are resolved', async () => {
    const { fetchByIds, calls } = store([
      { _id: 'author.1', _type: 'author', name: 'Ann', company: ref('company.1') },
      { _id: 'company.1', _type: 'company', name: 'Acme', parent: ref('company.0') },
      { _id: 'company.0', _type: 'company', name: 'Acme Holdings' },
    ])
    const result = await resolveReferences({ author: ref('author.1') }, fetchByIds, 100)
    expect(result.author).toMatchObject({ name: 'Ann', company: { name: 'Acme', parent: { name: 'Acme Holdings' } } })
    expect(calls).toEqual([['author.1'], ['company.1'], ['company.0']])
  })

  it('stops a reference cycle with "Reference nesting is too deep" after the maximum rounds', async () => {
    const { fetchByIds, calls } = store([
      { _id: 'a', _type: 'page', next: ref('b') },
      { _id: 'b', _type: 'page', next: ref('a') },
    ])
    const pending = resolveReferences({ start: ref('a') }, fetchByIds, 100)
    await expect(pending).rejects.toThrow(ReferenceNestingError)
    // SPEC 8: the catalogue's message exactly; the ids left over are in `detail`.
    await expect(resolveReferences({ start: ref('a') }, fetchByIds, 100)).rejects.toMatchObject({
      message: 'Reference nesting is too deep',
      detail: expect.stringContaining('after 100 rounds') as unknown,
    })
    expect(calls.length).toBe(200)
  })

  it('allows exactly the maximum number of rounds', async () => {
    const chain: CmsDocument[] = [1, 2, 3].map((i) => ({ _id: `d${i}`, _type: 't', ...(i < 3 ? { next: ref(`d${i + 1}`) } : {}) }))
    await expect(resolveReferences({ start: ref('d1') }, store(chain).fetchByIds, 3)).resolves.toMatchObject({
      start: { next: { next: { _id: 'd3' } } },
    })
    await expect(resolveReferences({ start: ref('d1') }, store(chain).fetchByIds, 2)).rejects.toThrow(ReferenceNestingError)
  })

  it('names the document and field of a reference to a missing document', async () => {
    const { fetchByIds } = store([{ _id: 'author.1', _type: 'author', name: 'Ann', company: ref('company.gone') }])
    const docs = [{ _id: 'post.1', _type: 'blogPost', body: [{ _type: 'authorQuote', author: ref('author.1') }] }]
    const pending = resolveReferences(docs, fetchByIds, 100)
    await expect(pending).rejects.toThrow(CmsDataError)
    await expect(resolveReferences(docs, fetchByIds, 100)).rejects.toThrow(
      'CMS document "author.1", field "company": refers to "company.gone", which does not exist',
    )
    const top = [{ _id: 'post.2', _type: 'blogPost', body: [{ _type: 'authorQuote', author: ref('author.none') }] }]
    await expect(resolveReferences(top, fetchByIds, 100)).rejects.toThrow(
      'CMS document "post.2", field "body[0].author": refers to "author.none"',
    )
  })

  it('given a reporter, reports every reference to a missing document and leaves null in its place', async () => {
    const { fetchByIds } = store([{ _id: 'author.1', _type: 'author', name: 'Ann' }])
    const reported: string[] = []
    const docs = [{ _id: 'post.1', _type: 'blogPost', a: ref('gone.1'), b: ref('author.1'), c: [ref('gone.2')] }]
    await expect(resolveReferences(docs, fetchByIds, 100, (p) => reported.push(p.message))).resolves.toEqual([
      { _id: 'post.1', _type: 'blogPost', a: null, b: { _id: 'author.1', _type: 'author', name: 'Ann' }, c: [null] },
    ])
    expect(reported).toEqual([
      'CMS document "post.1", field "a": refers to "gone.1", which does not exist',
      'CMS document "post.1", field "c[0]": refers to "gone.2", which does not exist',
    ])
  })

  it('leaves the parts without references as they are and reads each round only the documents the last fetched', async () => {
    const company = { _id: 'company.1', _type: 'company', name: 'Acme' }
    const author = { _id: 'author.1', _type: 'author', name: 'Ann', company: ref('company.1') }
    const fetched: string[][] = []
    const fetchByIds = async (ids: string[]) => {
      fetched.push(ids)
      return [author, company].filter((d) => ids.includes(d._id))
    }
    const body = [{ _type: 'block', children: [{ _type: 'span', text: 'No reference here' }] }]
    const quote = { _type: 'authorQuote', author: ref('author.1') }
    const doc = { _id: 'post.1', _type: 'blogPost', body, quotes: [quote, { ...quote, _key: 'q2' }] }
    const result = await resolveReferences(doc, fetchByIds, 100)
    expect(result.body).toBe(body)
    expect(result.quotes[0]?.author).toEqual({ ...author, company })
    // One resolved author for both places that refer to it.
    expect(result.quotes[1]?.author).toBe(result.quotes[0]?.author)
    expect(fetched).toEqual([['author.1'], ['company.1']])
  })
})
