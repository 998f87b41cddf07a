import { execFileSync } from 'node:child_process'
import path from 'node:path'
import {
  bestSection,
  createPagefindSearchClient,
  excerptValue,
  highlight,
  pagefindHit,
  type PagefindApi,
  type PagefindResponse,
  type PagefindResultData,
  type SearchRequest,
  type SearchResult,
} from '../../../../src/lib/search/pagefind-client'
import { nextTask } from '../../../helpers/next-task'

// docs/search.md, "Pagefind": the client answers InstantSearch with Algolia's response shape
// (SPEC 2.8, 7.11: highlighted hits, 5 a page, each page once), over Pagefind's own browser API.
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
    // Pagefind escapes the excerpt's HTML; InstantSearch escapes the values it is given itself.
    expect(excerptValue('Doors &amp; &lt;locks&gt; in <mark>Tom&#39;s</mark> plan', ['tom'], TAGS).value).toBe(
      "Doors & <locks> in <mark>Tom's</mark> plan",
    )
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

/**
 * A stand-in of Pagefind's browser API for what the client decides itself (which searches it makes,
 * in which order): every call is recorded, and `search` answers as given.
 */
function stubPagefind(search: (term: string) => Promise<PagefindResponse['results']>) {
  const calls: string[] = []
  const api: PagefindApi = {
    options: async (options) => void calls.push(`options ${JSON.stringify(options)}`),
    init: async () => void calls.push('init'),
    preload: async (term) => void calls.push(`preload ${term}`),
    search: async (term) => {
      calls.push(`search ${term}`)
      return { results: await search(term) }
    },
  }
  return { api, calls, searched: () => calls.filter((c) => c.startsWith('search ')).map((c) => c.slice('search '.length)) }
}

const titled = (title: string, n: number) => ({
  id: `p${n}`,
  score: 1,
  data: async (): Promise<PagefindResultData> => ({
    url: `/p${n}`,
    excerpt: '',
    meta: { title: `${title} ${n}` },
    filters: {},
    sub_results: [],
  }),
})
const request = (query: string, page = 0): SearchRequest => ({ indexName: 'pagefind', params: { query, page, hitsPerPage: 5 } })

describe("the client's calls to Pagefind", () => {
  it("sets Algolia's snippet length, the page's thread and the bundle's folder, then starts loading Pagefind before the first search", async () => {
    const { api, calls } = stubPagefind(async () => [])
    await createPagefindSearchClient(api, { basePath: '/pagefind/' })
    expect(calls).toEqual(['options {"excerptLength":20,"noWorker":true,"basePath":"/pagefind/"}', 'init'])
  })

  it('searches a query once for a trailing space, a stop word, the next page of results and a query typed again', async () => {
    const { api, searched } = stubPagefind(async () => Array.from({ length: 12 }, (_, n) => titled('Page', n)))
    const client = await createPagefindSearchClient(api)
    await client.search([request('door')])
    const again = await client.search([request('Door ')])
    await client.search([request('the door')])
    const second = await client.search([request('door', 1)])
    expect(searched()).toEqual(['door'])
    expect(again.results[0]?.query).toBe('Door')
    expect(again.results[0]?.hits.map((h) => h.pageId)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])
    expect(second.results[0]?.hits.map((h) => h.pageId)).toEqual(['/p5', '/p6', '/p7', '/p8', '/p9'])
    expect(second.results[0]).toMatchObject({ nbHits: 12, nbPages: 3, page: 1 })
  })

  it('keeps only the last few queries, and forgets a failed search', async () => {
    let fail = false
    const { api, searched } = stubPagefind(async () => {
      if (fail) throw new Error('chunk failed to load')
      return [titled('Page', 1)]
    })
    const client = await createPagefindSearchClient(api)
    for (const q of ['ac', 'acc', 'acce', 'acces', 'access']) await client.search([request(q)])
    await client.search([request('ac')])
    expect(searched().filter((q) => q === 'ac')).toHaveLength(2)
    fail = true
    await expect(client.search([request('lock')])).rejects.toThrow('chunk failed')
    fail = false
    await client.search([request('lock')])
    expect(searched().filter((q) => q === 'lock')).toHaveLength(2)
  })

  it('searches nothing for a letter or a stop word alone, and answers as for an empty box', async () => {
    const { api, searched } = stubPagefind(async () => [titled('Door', 1)])
    const client = await createPagefindSearchClient(api)
    for (const typed of ['a', 'the', 't', '""']) {
      const { results } = await client.search([request(typed)])
      expect(results[0]).toMatchObject({ query: '', nbHits: 0, hits: [] })
    }
    // A last letter being typed waits for the next one: the words before it are searched.
    const { results } = await client.search([request('The door s')])
    // Quotes are punctuation, as for Algolia: no phrase search.
    await client.search([request('"door schedules"')])
    expect(searched()).toEqual(['door', 'door schedules'])
    expect(results[0]).toMatchObject({ query: 'The door s', nbHits: 1 })
    expect(results[0]?.hits[0]?._highlightResult.title.value).toBe('<em>Door</em> 1')
  })

  it('searches only the latest of the keystrokes typed while a search runs, preloading what they need meanwhile', async () => {
    const waiting: (() => void)[] = []
    const { api, calls, searched } = stubPagefind(async (term) => {
      await new Promise<void>((resolve) => waiting.push(resolve))
      return [titled('Page', term.length)]
    })
    const client = await createPagefindSearchClient(api)
    calls.length = 0
    const answers = [client.search([request('acc')])]
    await nextTask()
    // 'acc' is being searched; the three typed meanwhile wait, then only the last is searched.
    answers.push(...['acce', 'acces', 'access'].map((typed) => client.search([request(typed)])))
    await nextTask()
    expect(calls).toEqual(['search acc', 'preload acce', 'preload acces', 'preload access'])
    waiting.splice(0).forEach((release) => release())
    await nextTask()
    expect(searched()).toEqual(['acc', 'access'])
    waiting.splice(0).forEach((release) => release())
    const results = (await Promise.all(answers)).map((a) => a.results[0])
    expect(results.map((r) => r?.query)).toEqual(['acc', '', '', 'access'])
    // The overtaken keystrokes are answered with the latest's hits, under no query of their own.
    expect(results.map((r) => r?.hits[0]?.pageId)).toEqual(['/p3', '/p6', '/p6', '/p6'])
  })
})

describe("the client over Pagefind's own script and the index built from the embedded dataset", () => {
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
  type Run = { pages: number; records: number; texts: Record<string, string>; requested: string[]; results: SearchResult[] }
  let run: Run

  beforeAll(() => {
    run = JSON.parse(
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/helpers/pagefind-query.ts', 'content', JSON.stringify(QUERIES)], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ) as Run
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

  it("pages through the hits, 5 at a time, each page once, with Pagefind's excerpt as the snippet", () => {
    const [first, second] = [result(1), result(2)]
    expect(first.hits).toHaveLength(5)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5))
    expect(second.page).toBe(1)
    const pages = [...first.hits, ...second.hits].map((h) => h.pageId)
    expect(new Set(pages).size).toBe(10)
    for (const hit of first.hits) {
      expect(hit._snippetResult.text.value).toMatch(/<mark>access/i)
      // Pagefind's excerpt of 20 words (SNIPPET_WORDS), its HTML escaping read.
      expect(hit._snippetResult.text.value.replace(/<\/?mark>/g, '').split(/\s+/).length).toBeLessThanOrEqual(20)
      expect(hit._snippetResult.text.value).not.toMatch(/&(amp|lt|gt|quot|#39);/)
    }
  })

  it('answers no results for a word no page has, and nothing for an empty query', () => {
    expect(result(3)).toMatchObject({ nbHits: 0, hits: [] })
    expect(result(4)).toMatchObject({ nbHits: 0, hits: [] })
  })

  it('requires every word, and does not find a page by its type alone', () => {
    expect(result(5).hits.length).toBeGreaterThan(0)
    // Each page found has both words (a prefix of them, as Pagefind matches), not always in its 20-word excerpt.
    for (const hit of result(5).hits) expect(run.texts[hit.pageId]).toMatch(/\bmobile[\s\S]*\bcredential|\bcredential[\s\S]*\bmobile/i)
    // 'Blog post' is every post's type, which is not searched: only pages with the word in them.
    expect(result(6).hits.length).toBeGreaterThan(0)
    for (const hit of result(6).hits) expect(`${hit._highlightResult.title.value} ${hit._snippetResult.text.value}`).toMatch(/<mark>post/i)
  })

  it('searches nothing for a stop word alone, and leaves it out of a longer query (it is on every page)', () => {
    expect(result(8)).toMatchObject({ query: '', nbHits: 0, hits: [] })
    expect(result(9)).toMatchObject({ query: 'the door', nbHits: result(10).nbHits })
    expect(result(9).hits.map((h) => h.pageId)).toEqual(result(10).hits.map((h) => h.pageId))
  })

  it("leads into a long page at its best section (Pagefind's sub-results), with the section named and its excerpt", () => {
    const guide = result(7).hits.find((h) => h.pageId === '/guides/physical-access-control-systems')
    expect(guide?.href).toMatch(/^\/guides\/physical-access-control-systems#/)
    expect(guide?.section).toBeTruthy()
    expect(guide?._highlightResult.section.value).toMatch(/<mark>/)
    expect(guide?._snippetResult.text.value).toMatch(/<mark>physical<\/mark>/i)
  })

  it("loads Pagefind's script's WebAssembly, the index's entry and metadata, the chunks of the words typed and the hits' fragments, each once", () => {
    expect(run.requested.slice(0, 2)).toEqual([
      '/pagefind/pagefind-entry.json',
      expect.stringMatching(/^\/pagefind\/pagefind\.en_\w+\.pf_meta$/),
    ])
    expect(
      run.requested.filter(
        (p) =>
          !/^\/pagefind\/(pagefind-entry\.json|pagefind\.en_\w+\.pf_meta|wasm\.en\.pagefind|index\/en_\w+\.pf_index|fragment\/en_\w+\.pf_fragment)$/.test(
            p,
          ),
      ),
    ).toEqual([])
    expect(run.requested).toContain('/pagefind/wasm.en.pagefind')
    expect(new Set(run.requested).size).toBe(run.requested.length)
  })
})
