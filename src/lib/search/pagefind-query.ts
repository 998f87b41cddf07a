/*
 * What the Pagefind client searches for the text in the box (docs/search.md, "Per keystroke").
 * Pagefind matches every word of a query as a prefix and ranks every page that has them all, so
 * its cost grows with the pages its words are on: 'the' is on every page and stands for 'the',
 * 'their', 'there', 'these'…, 'a' for every word starting with a. Such words narrow nothing down,
 * so they are not searched. SPEC 2.8 and 7.11 leave this open; Algolia, when configured, gets the
 * query as typed.
 */

/** Lucene's English stop words: words on nearly every page, which no visitor means as the subject. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'if',
  'in',
  'into',
  'is',
  'it',
  'no',
  'not',
  'of',
  'on',
  'or',
  'such',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'was',
  'will',
  'with',
])

/** What is not part of a word, as Pagefind splits words (letters and digits make words). */
const SEPARATOR = /[^\p{L}\p{N}]+/u

/** The query's words, lower-case, as Pagefind reads them (for highlighting: 'multi-site' is 'multi' and 'site'). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(SEPARATOR)
    .filter((word) => word !== '')
}

/**
 * The terms Pagefind is asked for: the typed terms (split at spaces, lower-case; Pagefind reads
 * 'multi-site' and 'soc-2' itself) without stop words, without single letters (a letter alone is
 * a prefix of a twentieth of the language), and without the last term while it is one character
 * long and still being typed (no space after it yet): 'soc 2' searches 'soc' until the space. A
 * stop word being typed is left out the same way: 'for' may become 'form'. Empty when nothing is
 * left: nothing is searched, as for an empty box. Double quotes are left out: Pagefind would search
 * a quoted query as an exact phrase, and Algolia (without `advancedSyntax`) reads them as
 * punctuation, so both backends do the same.
 */
export function searchedWords(query: string): string[] {
  const terms = query
    .toLowerCase()
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((term) => term !== '')
  const typing = !/\s$/.test(query)
  return terms.filter((term, i) => {
    const word = term.replace(/[^\p{L}\p{N}]/gu, '')
    if (word === '' || STOP_WORDS.has(word)) return false
    if (word.length > 1) return true
    const last = i === terms.length - 1
    return /\d/.test(word) && !(last && typing)
  })
}
