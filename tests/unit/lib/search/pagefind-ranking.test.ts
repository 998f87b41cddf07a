import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { PagefindChunkMeta } from '../../../../src/lib/search/pagefind-format'
import {
  bestPages,
  chunksFor,
  expf,
  queryTerms,
  SELECTED_AT_MOST,
  WHOLE_PREFIX_FROM,
  withoutDiacritics,
} from '../../../../src/lib/search/pagefind-ranking'
import type { OracleReport } from '../../../helpers/pagefind-oracle'

const ROOT = path.join(__dirname, '../../../..')

// docs/search.md, "Ranking": the hits of the overlay and of /search (SPEC 2.8, 7.11: 5 a page) are
// Pagefind's own ranking of its index, computed by the site's reader instead of Pagefind's
// WebAssembly. Pagefind is the oracle: tests/helpers/pagefind-oracle.ts answers thousands of
// queries both ways over the embedded dataset's index.
describe("the reader's answers against Pagefind's own script", () => {
  const oracle = (...args: string[]): OracleReport =>
    JSON.parse(
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/helpers/pagefind-oracle.ts', 'content', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ) as OracleReport

  it('finds the same pages with the same scores, in the same order, with the same excerpts and sections', () => {
    const report = oracle()
    expect(report.problems).toEqual([])
    expect(report.pages).toBeGreaterThan(100)
    // Every prefix of four letters or more of a seventh of the text's words, and pairs of words.
    expect(report.compared).toBeGreaterThan(1500)
    expect(report.pagesCompared).toBeGreaterThan(20_000)
    expect(report.hitsCompared).toBeGreaterThan(4000)
    // The scores of pages where two matching words share a place are not compared: Pagefind
    // gives the place to whichever its sort puts first. They are a few.
    expect(report.pagesWithSharedPlaces / report.pagesCompared).toBeLessThan(0.05)
    expect(report.shortQueries).toBe(6)
    // The first two pages of hits of a new ranking, chosen without sorting every page (bestPages).
    expect(report.firstPagesCompared).toBeGreaterThan(50)
  }, 120_000)

  it("answers from an index merged from shards as Pagefind's own index of all the pages does", () => {
    const report = oracle('40')
    expect(report.problems).toEqual([])
    expect(report.shards).toBe(Math.ceil(report.pages / 40))
    expect(report.againstWhole).toBe(report.compared)
    expect(report.compared).toBeGreaterThan(1500)
  }, 120_000)
})

describe('bestPages', () => {
  // Scores of 1,000 pages with many ties (tenths from 0 to 2), in a fixed pseudo-random order.
  const pageCount = 1000
  const scoreOf = Float64Array.from({ length: pageCount }, (_, page) => ((page * 7919) % 21) / 10)
  const matching = Int32Array.from({ length: pageCount }, (_, page) => page).filter((page) => page % 3 !== 1)
  // The order of a whole ranking: the higher score first, and on a tie the page first in the index.
  const ranked = (pages: Int32Array) => Array.from(pages).sort((x, y) => (scoreOf[y] as number) - (scoreOf[x] as number) || x - y)
  const sorted = ranked(matching)

  it('chooses the best pages, in the order of the whole ranking, however many are asked for', () => {
    for (const count of [1, 2, 5, 10, 20, 83, SELECTED_AT_MOST, SELECTED_AT_MOST + 1, 400, matching.length])
      expect(Array.from(bestPages(matching, scoreOf, count))).toEqual(sorted.slice(0, count))
  })

  it('puts ties in page order whichever way the pages tie', () => {
    const equal = new Float64Array(pageCount).fill(1)
    expect(Array.from(bestPages(matching, equal, 5))).toEqual(Array.from(matching.subarray(0, 5)))
    const rising = Float64Array.from({ length: pageCount }, (_, page) => page)
    expect(Array.from(bestPages(matching, rising, 5))).toEqual(Array.from(matching).reverse().slice(0, 5))
  })

  it('gives every page when fewer match than are asked for, and none for none', () => {
    expect(Array.from(bestPages(matching.subarray(0, 3), scoreOf, 5))).toEqual(ranked(matching.subarray(0, 3)))
    expect(bestPages(matching, scoreOf, 0)).toHaveLength(0)
    expect(bestPages(new Int32Array(0), scoreOf, 5)).toHaveLength(0)
  })
})

describe('single-precision e^x, as Pagefind computes its term similarity', () => {
  // A word n letters longer than the term: Pagefind's figures, read in its playground mode.
  it("gives Pagefind's term similarity to the last bit", () => {
    const similarity = (longer: number) => Math.fround(expf(Math.fround(expf((-0.5 * (longer + 1) ** 2) / 4))) / expf(1))
    expect([0, 1, 2, 3, 4].map(similarity)).toEqual([
      0.8891377449035645, 0.6747120022773743, 0.5089794993400574, 0.4211927652359009, 0.3844033181667328,
    ])
    // Math.exp rounds the first two otherwise.
    expect(Math.fround(Math.fround(Math.exp(Math.fround(Math.exp(-0.125)))) / Math.fround(Math.E))).not.toBe(0.8891377449035645)
  })

  it('is e^x in single precision within a unit in the last place', () => {
    for (const x of [-87, -20, -1.5, -0.7, -0.2, -1e-5, 0, 1e-5, 0.3, 1, 2.5, 10, 80]) {
      const exact = Math.exp(x)
      expect(Math.abs(expf(x) - exact) / exact).toBeLessThan(2 ** -22)
    }
  })
})

describe('queryTerms', () => {
  it('lowers the case, drops punctuation, splits at spaces and stems each word, as Pagefind does', () => {
    expect(queryTerms('  Door   Schedules! ')).toEqual([
      { stem: 'door', typed: 'door' },
      { stem: 'schedul', typed: 'schedules' },
    ])
    // Dashes and quotes go, so a hyphenated word is one ('multisite'), as Pagefind indexes it whole too.
    expect(queryTerms('multi-site “rollouts”').map((t) => t.stem)).toEqual(['multisit', 'rollout'])
    expect(queryTerms('…')).toEqual([])
  })

  it("keeps the characters the index keeps in words (its entry's include_characters)", () => {
    // '_' is a connector, which Pagefind's script never drops; '&' is punctuation it drops unless the index keeps it.
    expect(queryTerms('threshold_do_not_track').map((t) => t.stem)).toEqual(['threshold_do_not_track'])
    expect(queryTerms('r&d', ['&']).map((t) => t.stem)).toEqual(['r&d'])
    expect(queryTerms('r&d').map((t) => t.stem)).toEqual(['rd'])
  })

  it('searches a word without its diacritics, and keeps them as typed', () => {
    expect(queryTerms('Café')).toEqual([{ stem: 'cafe', typed: 'café' }])
    expect(withoutDiacritics('naïve crème brûlée')).toBe('naive creme brulee')
  })
})

describe('chunksFor', () => {
  const chunk = (from: string, to: string): PagefindChunkMeta => ({ from, to, hash: `${from}-${to}` })
  const chunks = [
    chunk('0', 'com'),
    chunk('comm', 'cona'),
    chunk('conb', 'cont'),
    chunk('conta', 'conz'),
    chunk('cop', 'dn'),
    chunk('doa', 'zz'),
  ]
  const names = (typed: string) => chunksFor(chunks, queryTerms(typed)[0] as never).map((c) => c.hash)

  it(`finds a word of ${WHOLE_PREFIX_FROM} letters or more in every chunk its words are in`, () => {
    expect(names('cont')).toEqual(['conb-cont', 'conta-conz'])
    expect(names('door')).toEqual(['doa-zz'])
  })

  it('finds the first letters of a word in the one chunk they fall in, as Pagefind does', () => {
    expect(names('con')).toEqual(['comm-cona'])
    expect(names('co')).toEqual(['0-com'])
  })

  it('looks past a chunk that ends before the word', () => {
    // 'do' comes after 'dn', the end of the chunk it falls in: its words are in the next.
    expect(names('do')).toEqual(['cop-dn', 'doa-zz'])
  })
})
