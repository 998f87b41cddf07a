// How a corpus's words spread over its pages, for the search bench (docs/search.md, "The synthetic
// corpus"): what a search costs depends on how many pages a query's words are on, so the bench
// prints this for the embedded dataset beside the synthetic corpus it measures.
import { groupByPage } from '../../src/lib/search/pagefind-pages'
import type { SearchRecord } from '../../src/lib/search/records'

export interface WordSpread {
  pages: number
  /** Distinct words. */
  words: number
  /** Words in a page, median. */
  medianLength: number
  /** Words on more than half of the pages. */
  common: number
  /** The share of the pages a word is on (0–1). */
  shareOf: (word: string) => number
}

/** What a visitor can find on each page: its title, summary, section headings and text. */
export function pageTexts(records: readonly SearchRecord[]): { pageId: string; text: string }[] {
  return groupByPage(records).map((page) => ({
    pageId: page[0]?.pageId ?? '',
    text: [page[0]?.title, page[0]?.summary, ...page.flatMap((r) => [r.section ?? '', r.text])].join(' '),
  }))
}

/** Lower-case words, split where Pagefind splits them (anything but letters and digits). */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

export function wordSpread(texts: readonly string[]): WordSpread {
  const pagesWith = new Map<string, number>()
  const lengths: number[] = []
  for (const text of texts) {
    const words = wordsOf(text)
    lengths.push(words.length)
    for (const word of new Set(words)) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1)
  }
  lengths.sort((a, b) => a - b)
  return {
    pages: texts.length,
    words: pagesWith.size,
    medianLength: lengths[lengths.length >> 1] ?? 0,
    common: [...pagesWith.values()].filter((n) => n > texts.length / 2).length,
    shareOf: (word) => (pagesWith.get(word.toLowerCase()) ?? 0) / Math.max(1, texts.length),
  }
}
