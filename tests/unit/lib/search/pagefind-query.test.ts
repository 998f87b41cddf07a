import { queryWords, searchedWords, STOP_WORDS } from '../../../../src/lib/search/pagefind-query'

// docs/search.md, "Per keystroke": what the Pagefind client searches for the text in the box
// (SPEC 2.8 and 7.11 leave it open).
describe('the words Pagefind is asked for', () => {
  it('splits a query into lower-case words, as Pagefind does', () => {
    expect(queryWords('  Mobile  CREDENTIALS, soc-2 ')).toEqual(['mobile', 'credentials', 'soc', '2'])
  })

  it('leaves out stop words, which are on nearly every page and narrow nothing down', () => {
    expect(searchedWords('The night shift')).toEqual(['night', 'shift'])
    expect(searchedWords('door schedules for public holidays')).toEqual(['door', 'schedules', 'public', 'holidays'])
    expect(searchedWords('the ')).toEqual([])
    expect(searchedWords('to be or not to be')).toEqual([])
    for (const word of ['the', 'a', 'and', 'of', 'to']) expect(STOP_WORDS.has(word)).toBe(true)
  })

  it('searches nothing for a single letter, and holds a last one being typed until the next letter', () => {
    expect(searchedWords('a')).toEqual([])
    expect(searchedWords('x')).toEqual([])
    expect(searchedWords('ac')).toEqual(['ac'])
    expect(searchedWords('access c')).toEqual(['access'])
    expect(searchedWords('access co')).toEqual(['access', 'co'])
    expect(searchedWords('plan b for doors')).toEqual(['plan', 'doors'])
  })

  it('keeps a number, once it is no longer being typed', () => {
    expect(searchedWords('soc 2')).toEqual(['soc'])
    expect(searchedWords('soc 2 ')).toEqual(['soc', '2'])
    expect(searchedWords('soc 2 evidence')).toEqual(['soc', '2', 'evidence'])
  })

  it('holds a stop word being typed, which may yet become another word', () => {
    expect(searchedWords('door schedules fo')).toEqual(['door', 'schedules', 'fo'])
    expect(searchedWords('door schedules for')).toEqual(['door', 'schedules'])
    expect(searchedWords('door schedules form')).toEqual(['door', 'schedules', 'form'])
  })

  it('is the same search whatever the case and the spaces', () => {
    expect(searchedWords(' Access  Control ')).toEqual(searchedWords('access control'))
    expect(searchedWords('access ')).toEqual(searchedWords('access'))
    // Pagefind reads a hyphenated or punctuated term itself, as it indexed it.
    expect(searchedWords('Multi-site rollouts')).toEqual(['multi-site', 'rollouts'])
    expect(searchedWords('SOC-2, door’s')).toEqual(['soc-2,', 'door’s'])
    expect(searchedWords('the - door')).toEqual(['door'])
  })
})
