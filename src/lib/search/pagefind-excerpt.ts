import type { WeightedLocation } from './pagefind-ranking'

/*
 * A hit's excerpt and sections from its fragment, as Pagefind 1.6's script makes them
 * (docs/search.md, "Ranking"): the densest run of `length` words around the matches, the matches
 * in `<mark>`, and one sub-result per anchored heading the matches fall under. The fragment is
 * the page's text as Pagefind indexed it; the places (pagefind-ranking.ts) number its words.
 */

/** A heading of a page, where it is in the text: Pagefind's anchors of the elements with an id. */
export interface PagefindAnchor {
  element: string
  id: string
  text: string
  location: number
  title?: string
}

/** A page's fragment (`fragment/<hash>.pf_fragment`): its text, metadata, filters and anchors. */
export interface PagefindFragment {
  url: string
  content: string
  word_count: number
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  anchors: PagefindAnchor[]
}

export interface PagefindSubResult {
  title: string
  url: string
  anchor?: PagefindAnchor
  weighted_locations: WeightedLocation[]
  excerpt: string
}

/** One hit's data: its text around the matches, its metadata and its sections. */
export interface PagefindResultData {
  raw_url?: string
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  /** The hit's type, date and image (src/lib/search/pagefind-pages.ts, HIT_FILTERS). */
  filters: Record<string, string[] | undefined>
  sub_results: PagefindSubResult[]
}

/** How a fragment's text divides into the words its places number (whitespace, but the byte-order mark). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/g

/**
 * Where the excerpt begins: the middle of the runs of `length` words with the most of the places'
 * scores in them (the first run when the text is no longer than that).
 */
export function excerptStart(locations: readonly WeightedLocation[], length: number): number {
  if (locations.length === 0) return 0
  const words: number[] = []
  for (const { location, balanced_score } of locations) words[location] = (words[location] ?? 0) + balanced_score
  if (words.length <= length) return 0
  let densest = 0
  for (let i = 0; i < length; i += 1) densest += words[i] ?? 0
  let sum = densest
  let at = [0]
  for (let i = 0; i < words.length; i += 1) {
    sum += (words[i + length] ?? 0) - (words[i] ?? 0)
    if (sum > densest) {
      densest = sum
      at = [i]
    } else if (sum === densest && at[at.length - 1] === i - 1) at.push(i)
  }
  return at[Math.floor(at.length / 2)] as number
}

/** A text's words as its places number them: at whitespace (but the byte-order mark), or at zero-width spaces where it has them. */
export function textWords(content: string): { words: string[]; joiner: string } {
  return content.includes('\u200B')
    ? { words: content.split('\u200B'), joiner: '' }
    : { words: content.split(WORD_SEPARATORS), joiner: ' ' }
}

/**
 * `length` words of the text from `start`, kept within [notBefore, notFrom) (a section), with an
 * ellipsis where text is cut off, and the words at `marked` in `<mark>`.
 */
export function excerpt(
  text: { words: readonly string[]; joiner: string },
  start: number,
  length: number,
  marked: readonly number[],
  ellipsis: string,
  notBefore = 0,
  notFrom?: number,
): string {
  const { words, joiner } = text
  const end = notFrom ?? words.length
  const count = Math.min(length, end - notBefore)
  let from = start
  if (from + count > end) from = end - count
  if (from < notBefore) from = notBefore
  const shown = words.slice(from, from + count)
  for (const n of new Set(marked)) if (n >= from && n < from + count) shown[n - from] = `<mark>${shown[n - from]}</mark>`
  const pre = ellipsis && from > notBefore ? `${ellipsis}${joiner}` : ''
  const post = ellipsis && from + count < end ? `${joiner}${ellipsis}` : ''
  return `${pre}${shown.join(joiner).trim()}${post}`
}

/** A page's URL with a heading's id as its fragment. */
function anchored(url: string, id: string): string {
  if (/^(https?:)?\/\//.test(url)) {
    const absolute = new URL(url)
    absolute.hash = id
    return absolute.toString()
  }
  const local = new URL(`https://example.com${url.startsWith('/') ? url : `/${url}`}`)
  local.hash = id
  return local.toString().replace(/^https:\/\/example\.com/, '')
}

/**
 * The page's sections with matches: the text before the first anchored heading (under the page's
 * title), then each heading's, each with its places (numbered from its heading) and its excerpt.
 */
export function subResults(
  fragment: PagefindFragment,
  text: { words: readonly string[]; joiner: string },
  places: readonly WeightedLocation[],
  length: number,
  ellipsis: string,
): PagefindSubResult[] {
  const anchors = fragment.anchors
    .filter((a) => (a.title !== undefined && /\S/.test(a.title)) || (/h\d/i.test(a.element) && /\S/.test(a.text ?? '')))
    .sort((a, b) => a.location - b.location)
  const results: PagefindSubResult[] = []
  type Open = { title: string; url: string; anchor?: PagefindAnchor; places: WeightedLocation[]; from: number }
  let open: Open = { title: fragment.meta.title ?? '', url: fragment.url, places: [], from: 0 }
  const close = (end: number | undefined) => {
    if (open.places.length === 0) return
    const relative = open.places.map((p) => ({ ...p, location: p.location - open.from }))
    const start = excerptStart(relative, length) + open.from
    const count = end === undefined ? length : Math.min(end - start, length)
    results.push({
      title: open.title,
      url: open.url,
      ...(open.anchor ? { anchor: open.anchor } : {}),
      weighted_locations: open.places,
      excerpt: excerpt(
        text,
        start,
        count,
        open.places.map((p) => p.location),
        ellipsis,
        open.from,
        end,
      ),
    })
  }
  for (const place of places) {
    const next = anchors[0]
    if (!next || place.location < next.location) {
      open.places.push(place)
      continue
    }
    close(next.location)
    let anchor = anchors.shift() as PagefindAnchor
    while (anchors.length > 0 && place.location >= (anchors[0] as PagefindAnchor).location) anchor = anchors.shift() as PagefindAnchor
    open = { title: anchor.title || anchor.text, url: anchored(fragment.url, anchor.id), anchor, places: [place], from: anchor.location }
  }
  close(anchors[0]?.location)
  return results
}

/** Each fragment's words, made once: the same hit is shown again as the visitor types. */
const wordsOf = new WeakMap<PagefindFragment, { words: string[]; joiner: string }>()

/** A hit's data from its fragment and its places: the page's excerpt and its sections', `length` words each. */
export function resultData(
  fragment: PagefindFragment,
  places: readonly WeightedLocation[],
  length: number,
  ellipsis: string,
): PagefindResultData {
  let text = wordsOf.get(fragment)
  if (!text) {
    // Pagefind's excerpts are HTML: the text's angle brackets escaped, its marks added.
    text = textWords(fragment.content.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
    wordsOf.set(fragment, text)
  }
  return {
    raw_url: fragment.url,
    url: fragment.url,
    excerpt: excerpt(
      text,
      excerptStart(places, length),
      length,
      places.map((p) => p.location),
      ellipsis,
    ),
    meta: fragment.meta,
    filters: fragment.filters,
    sub_results: subResults(fragment, text, places, length, ellipsis),
  }
}
