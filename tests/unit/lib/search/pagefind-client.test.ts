import { execFileSync } from 'node:child_process'
import path from 'node:path'
import {
  bestSection,
  createPagefindSearchClient,
  excerptValue,
  highlight,
  pagefindHit,
  type SearchRequest,
  type SearchResult,
} from '../../../../src/lib/search/pagefind-client'
import type { PagefindResultData } from '../../../../src/lib/search/pagefind-excerpt'
import type { PagefindSearcher } from '../../../../src/lib/search/pagefind-reader'
import { nextTask } from '../../../helpers/next-task'

// docs/search.md, "Pagefind": the client answers InstantSearch with Algolia's response shape
// (SPEC 2.8, 7.11: highlighted hits, 5 a page, each page once).
const ROOT = path.join(__dirname, '../../../..')
const TAGS = { pre: '<mark>', post: '</mark>' }

describe('highlight, excerpts and sections', () => {
  it('marks the words that start with a query word, as Pagefind matches prefixes', () => {
    expect(highlight('Access control for doors', ['acc', 'door'], TAGS)).toEqual({
      value: '<mark>Access</mark> control for <mark>doors</mark>',
      matchLevel: 'full',
      matchedWords: ['acc', 'door'],
    })
    expect(highlight('Access control', ['acc', 'badge'], TAGS).matchLevel).toBe('partial')
    expect(highlight('Pricing', ['acc'], TAGS)).toEqual({ value: 'Pricing', matchLevel: 'none', matchedWords: [] })
  })

  it("turns Pagefind's marks into InstantSearch's tags", () => {
    const value = excerptValue('Tie door <mark>access</mark> to the plan', ['access'], {
      pre: '__ais-highlight__',
      post: '__/ais-highlight__',
    })
    expect(value.value).toBe('Tie door __ais-highlight__access__/ais-highlight__ to the plan')
    expect(value.matchLevel).toBe('full')
  })

  const data = (subs: PagefindResultData['sub_results']): PagefindResultData => ({
    raw_url: '/guides/doors',
    url: '/guides/doors',
    excerpt: 'The <mark>doors</mark> page',
    meta: { title: 'All about doors', summary: 'Doors, explained' },
    filters: { type: ['Guide'], publishedOn: ['2025-01-02'], image: ['/img/a.jpg'], image_alt: ['A door'] },
    sub_results: subs,
  })
  const sub = (id: string | null, scores: number[], excerpt = `excerpt of ${id}`): PagefindResultData['sub_results'][number] => ({
    title: id ?? 'All about doors',
    url: id ? `/guides/doors#${id}` : '/guides/doors',
    ...(id ? { anchor: { element: 'h2', id, text: `Heading ${id}`, location: 1 } } : {}),
    weighted_locations: scores.map((balanced_score, location) => ({ weight: 1, balanced_score, location })),
    excerpt,
  })

  it('leads to the section with the most of the query, the earliest on a tie', () => {
    expect(bestSection(data([sub(null, [1]), sub('wiring', [5, 5]), sub('locks', [9])]))?.anchor?.id).toBe('wiring')
    expect(bestSection(data([sub('wiring', [5]), sub('locks', [5])]))?.anchor?.id).toBe('wiring')
    expect(bestSection(data([sub('wiring', [])]))).toBeNull()
  })

  it('makes a hit of the page, its best section and its metadata', () => {
    const hit = pagefindHit(data([sub(null, [1]), sub('wiring', [5], 'Run the <mark>door</mark> cable')]), ['door'], TAGS)
    expect(hit).toMatchObject({
      objectID: '/guides/doors#wiring',
      pageId: '/guides/doors',
      href: '/guides/doors#wiring',
      section: 'Heading wiring',
      type: 'Guide',
      title: 'All about doors',
      publishedOn: '2025-01-02',
      image: { src: '/img/a.jpg', alt: 'A door' },
    })
    expect(hit._highlightResult.title.value).toBe('All about <mark>doors</mark>')
    expect(hit._snippetResult.text.value).toBe('Run the <mark>door</mark> cable')
    // A match in the title only: the page itself, with the page's excerpt.
    const page = pagefindHit(data([sub('wiring', [])]), ['door'], TAGS)
    expect(page).toMatchObject({ href: '/guides/doors', section: null, image: { src: '/img/a.jpg' } })
    expect(page._snippetResult.text.value).toBe('The <mark>doors</mark> page')
  })
})

describe('the rankings of recent queries', () => {
  // A stand-in of the index that counts its searches: 12 pages match any query.
  const counting = () => {
    const searched: string[] = []
    let fail = false
    const result = (n: number) => ({
      id: `p${n}`,
      score: 1,
      data: async (): Promise<PagefindResultData> => ({
        url: `/p${n}`,
        excerpt: '',
        meta: { title: `Page ${n}` },
        filters: {},
        sub_results: [],
      }),
    })
    const api: PagefindSearcher = {
      search: async (term) => {
        searched.push(term)
        if (fail) throw new Error('chunk failed to load')
        return Array.from({ length: 12 }, (_, n) => result(n))
      },
    }
    return { api, searched, failNext: (f: boolean) => (fail = f) }
  }
  const request = (query: string, page = 0): SearchRequest => ({ indexName: 'pagefind', params: { query, page, hitsPerPage: 5 } })

  it('ranks a query once for a trailing space, a stop word, the next page of results and a query typed again', async () => {
    const { api, searched } = counting()
    const client = createPagefindSearchClient(api)
    await client.search([request('door')])
    const again = await client.search([request('Door ')])
    await client.search([request('the door')])
    const second = await client.search([request('door', 1)])
    expect(searched).toEqual(['door'])
    expect(again.results[0]?.query).toBe('Door')
    expect(again.results[0]?.hits.map((h) => h.pageId)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])
    expect(second.results[0]?.hits.map((h) => h.pageId)).toEqual(['/p5', '/p6', '/p7', '/p8', '/p9'])
    expect(second.results[0]?.nbHits).toBe(12)
  })

  it('keeps only the last few queries, and forgets a failed search', async () => {
    const { api, searched, failNext } = counting()
    const client = createPagefindSearchClient(api)
    for (const q of ['ac', 'acc', 'acce', 'acces', 'access']) await client.search([request(q)])
    await client.search([request('ac')])
    expect(searched.filter((q) => q === 'ac')).toHaveLength(2)
    failNext(true)
    await expect(client.search([request('lock')])).rejects.toThrow('chunk failed')
    failNext(false)
    await client.search([request('lock')])
    expect(searched.filter((q) => q === 'lock')).toHaveLength(2)
  })
})

describe('what is searched as the visitor types', () => {
  const result = (n: number) => ({
    id: `p${n}`,
    score: 1,
    data: async (): Promise<PagefindResultData> => ({
      url: `/p${n}`,
      excerpt: '',
      meta: { title: `Door ${n}` },
      filters: {},
      sub_results: [],
    }),
  })
  const request = (query: string): SearchRequest => ({ indexName: 'pagefind', params: { query, page: 0, hitsPerPage: 5 } })

  it('searches nothing for a letter or a stop word alone, and answers as for an empty box', async () => {
    const searched: string[] = []
    const api: PagefindSearcher = { search: async (term) => (searched.push(term), [result(1)]) }
    const client = createPagefindSearchClient(api)
    for (const typed of ['a', 'the', 't']) {
      const { results } = await client.search([request(typed)])
      expect(results[0]).toMatchObject({ query: '', nbHits: 0, hits: [] })
    }
    // A last letter being typed waits for the next one: the words before it are searched.
    const { results } = await client.search([request('The door s')])
    expect(searched).toEqual(['door'])
    expect(results[0]).toMatchObject({ query: 'The door s', nbHits: 1 })
    expect(results[0]?.hits[0]?._highlightResult.title.value).toBe('<em>Door</em> 1')
  })

  it('ranks only the latest of the keystrokes typed while a ranking is under way', async () => {
    const waiting: (() => void)[] = []
    const searched: string[] = []
    const api: PagefindSearcher = {
      search: async (term) => {
        searched.push(term)
        await new Promise<void>((resolve) => waiting.push(resolve))
        return [result(term.length)]
      },
    }
    const client = createPagefindSearchClient(api)
    const answers = [client.search([request('acc')])]
    await nextTask()
    // 'acc' is being ranked; the three typed meanwhile wait, then only the last is ranked.
    answers.push(...['acce', 'acces', 'access'].map((typed) => client.search([request(typed)])))
    await nextTask()
    expect(searched).toEqual(['acc'])
    waiting.splice(0).forEach((release) => release())
    await nextTask()
    expect(searched).toEqual(['acc', 'access'])
    waiting.splice(0).forEach((release) => release())
    const results = (await Promise.all(answers)).map((a) => a.results[0])
    expect(results.map((r) => r?.query)).toEqual(['acc', '', '', 'access'])
    // The overtaken keystrokes are answered with the latest's hits, under no query of their own.
    expect(results.map((r) => r?.hits[0]?.pageId)).toEqual(['/p3', '/p6', '/p6', '/p6'])
  })
})

describe('the Pagefind client over the bundle built from the embedded dataset', () => {
  const request = (query: string, page = 0): SearchRequest => ({
    indexName: 'pagefind',
    params: { query, page, hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
  })
  const QUERIES = [
    request('firmw'),
    request('access'),
    request('access', 1),
    request('xylophonequartz'),
    request('   '),
    request('mobile credentials'),
    request('post'),
    request('physical access control system'),
    request('the'),
    request('the door'),
    request('door'),
  ]
  type Run = { pages: number; records: number; shards: number; requested: string[]; results: SearchResult[] }
  let run: Run
  // The same requests over the same pages indexed in shards of about 40 pages and merged (docs/search.md, "Shards").
  let sharded: Run
  const query = (...perShard: string[]): Run =>
    JSON.parse(
      execFileSync(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['tests/helpers/pagefind-query.ts', 'content', JSON.stringify(QUERIES), ...perShard],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      ),
    ) as Run

  beforeAll(() => {
    run = query()
    sharded = query('40')
  }, 120_000)
  const result = (i: number) => run.results[i] as SearchResult

  it('indexes every searchable page once, from the records that go to Algolia', () => {
    expect(run.pages).toBeGreaterThan(100)
    expect(run.records).toBeGreaterThanOrEqual(run.pages)
  })

  it('finds pages from a prefix of a word, as the visitor types it, and marks it', () => {
    expect(result(0).nbHits).toBeGreaterThan(0)
    expect(result(0).hits[0]?.title).toMatch(/Firmware/)
    expect(result(0).hits[0]?._highlightResult.title.value).toContain('<mark>Firmware</mark>')
  })

  it('pages through the hits, 5 at a time, each page once', () => {
    const [first, second] = [result(1), result(2)]
    expect(first.hits).toHaveLength(5)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5))
    expect(second.page).toBe(1)
    const pages = [...first.hits, ...second.hits].map((h) => h.pageId)
    expect(new Set(pages).size).toBe(10)
    for (const hit of first.hits) expect(hit._snippetResult.text.value).toMatch(/<mark>access<\/mark>/i)
  })

  it('answers no results for a word no page has, and nothing for an empty query', () => {
    expect(result(3)).toMatchObject({ nbHits: 0, hits: [] })
    expect(result(4)).toMatchObject({ nbHits: 0, hits: [] })
  })

  it('requires every word, and does not find a page by its type alone', () => {
    for (const hit of result(5).hits)
      expect(`${hit.title} ${hit._snippetResult.text.value}`.toLowerCase()).toMatch(/mobile[\s\S]*credential|credential[\s\S]*mobile/)
    // 'Blog post' is every post's type, which is not searched: only pages with the word in them.
    expect(result(6).hits.length).toBeGreaterThan(0)
    for (const hit of result(6).hits) expect(hit._snippetResult.text.value).toMatch(/<mark>post/i)
  })

  it('searches nothing for a stop word alone, and leaves it out of a longer query (it is on every page)', () => {
    expect(result(8)).toMatchObject({ query: '', nbHits: 0, hits: [] })
    expect(result(9)).toMatchObject({ query: 'the door', nbHits: result(10).nbHits })
    expect(result(9).hits.map((h) => h.pageId)).toEqual(result(10).hits.map((h) => h.pageId))
  })

  it('leads into a long page at its best section, with the section named', () => {
    const guide = result(7).hits.find((h) => h.pageId === '/guides/physical-access-control-systems')
    expect(guide?.href).toMatch(/^\/guides\/physical-access-control-systems#/)
    expect(guide?.section).toBeTruthy()
  })

  it('answers from an index built in shards and merged as from one built whole: the same hits in the same order', () => {
    expect(run.shards).toBe(1)
    expect(sharded.shards).toBe(Math.ceil(sharded.pages / 40))
    expect(sharded.pages).toBe(run.pages)
    expect(sharded.results.map((r) => [r.query, r.nbHits])).toEqual(run.results.map((r) => [r.query, r.nbHits]))
    expect(sharded.results.map((r) => r.hits.map((h) => [h.objectID, h._snippetResult.text.value]))).toEqual(
      run.results.map((r) => r.hits.map((h) => [h.objectID, h._snippetResult.text.value])),
    )
  })

  it("fetches the index's entry, metadata, the chunks of the words typed and the hits' fragments, and no script", () => {
    expect(run.requested[0]).toBe('/pagefind/pagefind-entry.json')
    expect(run.requested[1]).toMatch(/^\/pagefind\/pagefind\.en_[0-9a-f]+\.pf_meta$/)
    expect(
      run.requested.filter(
        (p) =>
          !/^\/pagefind\/(pagefind-entry\.json|pagefind\.en_\w+\.pf_meta|index\/en_\w+\.pf_index|fragment\/en_\w+\.pf_fragment)$/.test(p),
      ),
    ).toEqual([])
    // Each file once: the reader keeps what it loaded.
    expect(new Set(run.requested).size).toBe(run.requested.length)
  })
})
