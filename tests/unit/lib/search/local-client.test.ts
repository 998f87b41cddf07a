import path from 'node:path'
import { createLocalSearchClient, highlight, snippet, type LocalSearchResult } from '../../../../src/lib/search/local-client'
import { buildLocalIndex } from '../../../../src/lib/search/local-index'
import { loadLocalIndex } from '../../../../src/lib/search/term-index'
import { searchRecords } from '../../../../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../../../../src/node/search/dataset-pages'

// The local client against an index built and serialised as the build does it (the embedded
// dataset's records, JSON, loaded back as the browser loads /search-index.json).
const ROOT = path.join(__dirname, '../../../..')
const records = searchRecords({
  pages: datasetSearchPages(path.join(ROOT, 'content/cms/data.ndjson')),
  offers: datasetOffers(path.join(ROOT, 'content/careers/offers.json')),
})
const client = createLocalSearchClient(loadLocalIndex(JSON.stringify(buildLocalIndex(records))))
const TAGS = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' }

async function search(query: string, page = 0): Promise<LocalSearchResult> {
  const { results } = await client.search([{ indexName: 'local', params: { query, page, hitsPerPage: 5, ...TAGS } }])
  return results[0] as LocalSearchResult
}

describe('the local search client over the built index', () => {
  it('finds pages from a prefix of a word, as the visitor types it', async () => {
    const result = await search('firmw')
    expect(result.nbHits).toBeGreaterThan(0)
    expect(result.hits[0]?.title).toMatch(/Firmware/)
    expect(result.hits[0]?._highlightResult.title.value).toContain('<mark>Firmware</mark>')
  })

  it('forgives a typo', async () => {
    const exact = await search('firmware')
    const typo = await search('firmwear')
    expect(typo.nbHits).toBeGreaterThan(0)
    expect(typo.hits.map((h) => h.href)).toContain(exact.hits[0]?.href)
  })

  it('answers no results for a word no page has, and nothing for an empty query', async () => {
    expect((await search('xylophonequartz')).nbHits).toBe(0)
    expect((await search('   ')).hits).toEqual([])
  })

  it('requires every word, the last one as a prefix', async () => {
    const both = await search('firmware upd')
    expect(both.nbHits).toBeGreaterThan(0)
    expect(both.nbHits).toBeLessThanOrEqual((await search('firmware')).nbHits)
    expect((await search('firmware xylophonequartz')).nbHits).toBe(0)
  })

  it('answers the same whether the words were typed before (its cache) or not', async () => {
    await search('firmware')
    await search('firmware upd')
    const fresh = createLocalSearchClient(loadLocalIndex(JSON.stringify(buildLocalIndex(records))))
    const { results } = await fresh.search([{ indexName: 'local', params: { query: 'firmware upd', page: 0, hitsPerPage: 5, ...TAGS } }])
    const again = await search('firmware upd')
    expect(again.hits.map((h) => h.objectID)).toEqual((results[0] as LocalSearchResult).hits.map((h) => h.objectID))
    expect(again.nbHits).toBe((results[0] as LocalSearchResult).nbHits)
  })

  it('shows each page once, 5 per page, with pages of results', async () => {
    const first = await search('access')
    expect(first.hits).toHaveLength(5)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5))
    const second = await search('access', 1)
    const hrefs = [...first.hits, ...second.hits].map((h) => h.pageId)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('covers landing pages and job offers too', async () => {
    const types = new Set(records.map((r) => r.type))
    expect(types).toContain('Page')
    expect(types).toContain('Job offer')
    expect(types).toContain('Blog post')
  })
})

describe('highlight and snippet', () => {
  const terms = new Set(['door'])
  it('marks whole matching words only, keeping the text as it was', () => {
    expect(highlight('Door, doors and door.', terms, { pre: '[', post: ']' })).toEqual({ value: '[Door], doors and [door].', matchLevel: 'full', matchedWords: ['door'] })
  })
  it('cuts 20 words around the first match', () => {
    const text = `${'a '.repeat(50)}door ${'b '.repeat(50)}`.trim()
    const value = snippet(text, terms, { pre: '[', post: ']' }).value
    expect(value.startsWith('… ')).toBe(true)
    expect(value.endsWith(' …')).toBe(true)
    expect(value).toContain('[door]')
    expect(value.replace(/^… | …$/g, '').split(' ')).toHaveLength(20)
  })
})
