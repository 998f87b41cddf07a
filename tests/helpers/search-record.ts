import type { SearchRecord } from '../../src/lib/search/records'

/** A whole-page search record (src/lib/search/records.ts) of a guide at `pageId`, with `text`: for the search build's tests and benches. */
export const pageRecord = (pageId: string, text: string): SearchRecord => ({
  objectID: pageId,
  pageId,
  type: 'Guide',
  title: `Title ${pageId}`,
  section: null,
  href: pageId,
  summary: '',
  headings: [],
  publishedOn: null,
  image: null,
  text,
  position: 0,
})
