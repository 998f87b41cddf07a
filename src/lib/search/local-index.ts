import MiniSearch, { type Options } from 'minisearch'
import type { SearchRecord } from './records'

/*
 * The local index (no Algolia keys): the build serialises a MiniSearch index of the search records
 * to LOCAL_INDEX_PATH in public/ (src/lib/search/backend.ts), and the browser loads it when search
 * is first opened, so the browser never indexes anything (docs/search.md).
 */

/** How much body text each record keeps for snippets; the whole text is indexed either way. */
export const STORED_TEXT_CHARS = 600

/** The fields of a record the local client shows; `excerpt` is the start of its text, for snippets. */
export type StoredRecord = Pick<SearchRecord, 'pageId' | 'type' | 'title' | 'section' | 'href' | 'summary' | 'publishedOn' | 'image'> & {
  excerpt: string
}

export const INDEX_OPTIONS: Options<SearchRecord> = {
  idField: 'objectID',
  fields: ['title', 'section', 'headings', 'summary', 'text'],
  // The whole text is indexed, but only its start is stored: the stored fields are what makes the
  // index file large.
  storeFields: ['pageId', 'type', 'title', 'section', 'href', 'summary', 'publishedOn', 'image', 'excerpt'],
  extractField: (record, field) => {
    if (field === 'headings') return record.headings.join(' ')
    if (field === 'excerpt') return record.text.slice(0, STORED_TEXT_CHARS)
    return (record as unknown as Record<string, unknown>)[field]
  },
}

/** Builds the index at build time; its JSON is what the browser loads. */
export function buildLocalIndex(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS)
  index.addAll(records)
  return index
}
