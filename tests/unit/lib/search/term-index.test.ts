import { buildLocalIndex } from '../../../../src/lib/search/local-index'
import type { SearchRecord } from '../../../../src/lib/search/records'
import { editDistance, expand, hasTerm, loadLocalIndex, typosAllowed, wordScores } from '../../../../src/lib/search/term-index'

// docs/search.md, "Local index": the browser's form of the serialised MiniSearch index.
const record = (objectID: string, title: string, text: string): SearchRecord => ({
  objectID,
  pageId: objectID,
  type: 'Article',
  title,
  section: null,
  href: objectID,
  summary: '',
  headings: [],
  publishedOn: null,
  image: null,
  text,
  position: 0,
})
const index = loadLocalIndex(
  JSON.stringify(buildLocalIndex([record('/a', 'Firmware updates', 'Readers take firmware overnight.'), record('/b', 'Door schedules', 'Firm schedules for every door.'), record('/c', 'Visitors', 'Badges for visitors.'), record('/d', 'Badges', 'Printed on site.')])),
)
const termsOf = (word: string, prefix: boolean) => expand(index, word, prefix).map((e) => index.terms[e.position])

describe('loadLocalIndex', () => {
  it('keeps every term once, sorted, with its documents', () => {
    expect(index.terms).toEqual([...index.terms].sort())
    expect(new Set(index.terms).size).toBe(index.terms.length)
    const firmware = index.terms.indexOf('firmware')
    expect(hasTerm(index, firmware, index.ids.indexOf('/a'))).toBe(true)
    expect(hasTerm(index, firmware, index.ids.indexOf('/b'))).toBe(false)
  })

  it('scores a word in the title above the same word in the text only', () => {
    const scores = wordScores(index, expand(index, 'badges', false))
    expect(scores[index.ids.indexOf('/a')]).toBe(0)
    expect(scores[index.ids.indexOf('/c')]).toBeGreaterThan(0)
    // A title match weighs 4, a text match 1 (Algolia's searchable-attribute order).
    expect(scores[index.ids.indexOf('/d')]).toBeGreaterThan(scores[index.ids.indexOf('/c')] as number)
  })
})

describe('expand', () => {
  it('matches the word being typed as a prefix, and a finished word whole', () => {
    expect(termsOf('firm', true).sort()).toEqual(['firm', 'firmware'])
    expect(termsOf('firm', false)).toEqual(['firm'])
  })
  it('forgives one typo from 4 letters and two from 8, none below', () => {
    expect([typosAllowed('doo'), typosAllowed('dorr'), typosAllowed('firmwear')]).toEqual([0, 1, 2])
    expect(termsOf('dorr', false)).toEqual(['door'])
    expect(termsOf('firmwear', false)).toEqual(['firmware'])
    expect(termsOf('dor', false)).toEqual([])
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, stopping past the limit', () => {
    expect(editDistance('door', 'door', 2)).toBe(0)
    expect(editDistance('dor', 'door', 2)).toBe(1)
    expect(editDistance('firmwear', 'firmware', 2)).toBe(2)
    expect(editDistance('badge', 'visitor', 2)).toBe(3)
  })
})
