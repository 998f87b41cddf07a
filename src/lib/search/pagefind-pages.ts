import type { SearchRecord } from './records'

/*
 * The embedded search (docs/search.md): Pagefind indexes one HTML document per page, written here
 * from the same search records that go to Algolia (records.ts), with Pagefind's documented
 * attributes (`data-pagefind-meta`, `-filter`, `-weight`, `-ignore`). A page's records become its
 * sections: a record with an anchor becomes an `<h2 id>`, which Pagefind turns into a sub-result
 * leading to that anchor, so a hit shows each page once (Algolia's `distinct`) with its best section.
 */

/** Where the build writes Pagefind's bundle in public/, and where the browser loads it from. */
export const PAGEFIND_PATH = '/pagefind/'

/** One page for Pagefind: the URL a hit leads to and the HTML it indexes. */
export interface PagefindPage {
  url: string
  html: string
}

/**
 * Pagefind searches every metadata field: the title and the summary are metadata (Pagefind ranks a
 * title match first, as Algolia's searchable attributes do). What a hit only carries (its type, date
 * and image) goes into filters, which Pagefind returns with a hit but never searches: a query 'post'
 * must not find every blog post by its type. The type is the records' facet.
 */
export const HIT_FILTERS = ['type', 'publishedOn', 'image', 'image_alt'] as const

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The records of each page, in the transformer's order (records.ts: intro, sections, their parts). */
export function groupByPage(records: readonly SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>()
  for (const record of records) {
    const page = pages.get(record.pageId)
    if (page) page.push(record)
    else pages.set(record.pageId, [record])
  }
  return [...pages.values()]
}

/** The anchor of a section record's href (`/page#anchor`), or null for the page itself. */
function anchorOf(record: SearchRecord): string | null {
  const at = record.href.indexOf('#')
  return at < 0 ? null : record.href.slice(at + 1)
}

/**
 * One page's HTML for Pagefind. The heading (metadata) and the type, date and image (filters) are
 * in an element Pagefind does not index as text, so a hit's excerpt comes from the summary and
 * text, as Algolia's snippet does. Parts of a long section
 * (`#anchor~2`) share its anchor and are joined again.
 */
export function pagefindPage(records: readonly SearchRecord[]): PagefindPage {
  const first = records[0]
  if (!first) throw new Error('pagefindPage needs the records of one page')
  const filter = (name: (typeof HIT_FILTERS)[number], value: string | undefined | null): string =>
    value ? `<p data-pagefind-filter="${name}">${escapeHtml(value)}</p>` : ''
  const meta = [
    `<h1 data-pagefind-meta="title">${escapeHtml(first.title)}</h1>`,
    filter('type', first.type),
    filter('publishedOn', first.publishedOn),
    filter('image', first.image?.src),
    filter('image_alt', first.image?.alt),
  ].join('')
  // The summary is searched as text, weighted between headings and body as Algolia ranks it; a
  // page with neither summary nor text keeps its title as text, or Pagefind would leave it out.
  const body: string[] = [
    `<p data-pagefind-meta="summary" data-pagefind-weight="1.5">${escapeHtml(first.summary)}</p>`,
    records.every((r) => r.text === '') && first.summary === '' ? `<p>${escapeHtml(first.title)}</p>` : '',
  ]
  let open: string | null = null
  for (const record of records) {
    const anchor = anchorOf(record)
    const key = `${record.section ?? ''}#${anchor ?? ''}`
    if (record.section !== null && key !== open) {
      body.push(anchor ? `<h2 id="${escapeHtml(anchor)}">${escapeHtml(record.section)}</h2>` : `<h2>${escapeHtml(record.section)}</h2>`)
    }
    open = key
    if (record.text !== '') body.push(`<p>${escapeHtml(record.text)}</p>`)
  }
  // The page's other headings (the whole-page record lists them) are in its text already.
  return {
    url: first.pageId,
    html: `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(first.title)}</title></head><body><div data-pagefind-ignore>${meta}</div><main>${body.join('')}</main></body></html>`,
  }
}
