import { decodeEntities } from '../util/html-entities'
import { ANCHORED_STYLES, anchorHeadings, blockText, headingAnchor, type TextBlock } from '../content/portable-text'

/**
 * The search records (SPEC 3.10 leaves their fields open; docs/search.md lists them). One
 * transformer makes them for every searchable page: the same records go to Algolia and into the
 * Pagefind index (pagefind-pages.ts), so both search paths find the same things.
 */
export interface SearchRecord {
  /** The page's id for a one-record page, else `{pageId}#{anchor}` (or `#{anchor}~{n}` for parts). */
  objectID: string
  /** The page the record belongs to: results show each page once (Algolia's `distinct`). */
  pageId: string
  /** What kind of page it is, shown beside the hit ('Blog post', 'Job offer', …). */
  type: string
  title: string
  /** The heading of the section the record holds; null for the page as a whole or its intro. */
  section: string | null
  /** Where the hit leads: the page, or the section's anchor on it. */
  href: string
  summary: string
  /** Every heading of the page, so a query naming a part of the page finds it. */
  headings: string[]
  /** ISO date (YYYY-MM-DD), or null for pages without one. */
  publishedOn: string | null
  image: { src: string; alt: string } | null
  /** The body text of the page or section. */
  text: string
  /** The section's place on its page (0 first), so a page's first matching section ranks first. */
  position: number
}

/** Algolia's record limit is 10 KB; the rest of the budget is headroom for the `hash` attribute. */
export const RECORD_MAX_BYTES = 9_000

/** A searchable page, in the neutral shape the transformer reads (see `searchSources`). */
export interface SearchPage {
  pageId: string
  type: string
  title: string
  href: string
  summary: string
  publishedOn: string | null
  image: { src: string; alt: string } | null
  sections: PageSection[]
}

export interface PageSection {
  heading: string | null
  anchor: string | null
  text: string
}

/** The keys of rich content whose string values are visible text (captions, banner copy, FAQ…). */
const TEXT_KEYS = new Set(['text', 'caption', 'heading', 'headingAlt', 'title', 'question', 'answer', 'label', 'value'])

/** Visible text anywhere in a block or section: spans, captions, table cells, banner copy. */
export function visibleText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown, key: string | null): void => {
    if (typeof node === 'string') {
      if (key !== null && TEXT_KEYS.has(key)) parts.push(node)
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, key === 'children' || key === null ? null : key)
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (record._type === 'block') {
        parts.push(blockText(record as TextBlock))
        return
      }
      for (const [k, v] of Object.entries(record)) if (!k.startsWith('_')) walk(v, k)
    }
  }
  walk(value, null)
  return joinText(parts)
}

const normalizeSpace = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * Pieces of text (table cells, list items, a banner's heading and button) in one line a snippet can
 * quote: a piece that does not end a sentence ends with a semicolon, so the cells of a row do not
 * run together into one phrase (a separate mark such as '·' would count as a word of the snippet).
 */
export function joinText(pieces: readonly string[]): string {
  const kept = pieces.map(normalizeSpace).filter((piece) => piece !== '')
  return kept.map((piece, i) => (i === kept.length - 1 || /[.!?:;…]$/.test(piece) ? piece : `${piece};`)).join(' ')
}

/**
 * A rich-text body cut at its h1–h3 headings, with the anchors the page renders (SPEC 3.3:
 * `anchorHeadings` is the one place anchors come from). Text before the first heading is the intro.
 */
export function bodySections(body: readonly TextBlock[]): PageSection[] {
  const sections: PageSection[] = [{ heading: null, anchor: null, text: '' }]
  const texts: string[][] = [[]]
  for (const block of anchorHeadings(body).body) {
    if (block._type === 'block' && ANCHORED_STYLES.includes(block.style ?? '')) {
      sections.push({ heading: blockText(block), anchor: headingAnchor(block) ?? null, text: '' })
      texts.push([])
    } else {
      texts[texts.length - 1]?.push(visibleText(block))
    }
  }
  return sections.map((s, i) => ({ ...s, text: joinText(texts[i] ?? []) })).filter((s) => s.heading !== null || s.text !== '')
}

/** Landing-page sections (hero, rich text, grids…): each with its heading; they carry no anchors. */
export function landingSections(sections: readonly unknown[]): PageSection[] {
  return sections
    .map((section) => {
      const s = section as { heading?: unknown; headingAlt?: unknown }
      const heading = typeof s.heading === 'string' ? s.heading : typeof s.headingAlt === 'string' ? s.headingAlt : null
      return { heading, anchor: null, text: visibleText({ ...(section as object), heading: undefined, headingAlt: undefined }) }
    })
    .filter((s) => s.heading !== null || s.text !== '')
}

/** The text of sanitized offer HTML (src/lib/careers/sanitize-offer-html.ts): tags out, entities read. */
export function htmlText(html: string): string {
  return joinText(decodeEntities(html.replace(/<[^>]*>/g, (tag) => (/^<(br|\/p|\/li|\/h\d|\/div)\b/i.test(tag) ? '\n' : ''))).split('\n'))
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length

/** Cuts `text` into parts of at most `maxBytes` UTF-8 bytes each, at spaces where it can. */
export function splitText(text: string, maxBytes: number): string[] {
  const parts: string[] = []
  let rest = text
  while (byteLength(rest) > maxBytes) {
    let end = Math.min(rest.length, maxBytes)
    while (end > 1 && byteLength(rest.slice(0, end)) > maxBytes) end = Math.floor(end * 0.9)
    const space = rest.lastIndexOf(' ', end)
    const cut = space > end / 2 ? space : end
    parts.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest !== '' || parts.length === 0) parts.push(rest)
  return parts
}

/**
 * SPEC 3.10 (fields chosen in docs/search.md): a page becomes one record when it fits Algolia's record
 * limit, else one record per section, each with the section's anchor; a section still too long is
 * cut into parts that share its anchor.
 */
export function pageRecords(page: SearchPage, maxBytes = RECORD_MAX_BYTES): SearchRecord[] {
  const headings = page.sections.flatMap((s) => (s.heading ? [s.heading] : []))
  const base = {
    pageId: page.pageId,
    type: page.type,
    title: page.title,
    summary: page.summary,
    headings,
    publishedOn: page.publishedOn,
    image: page.image,
  }
  const whole: SearchRecord = {
    objectID: page.pageId,
    ...base,
    section: null,
    href: page.href,
    text: page.sections
      .map((s) => (s.heading ? `${s.heading}. ${s.text}` : s.text))
      .join(' ')
      .trim(),
    position: 0,
  }
  if (byteLength(whole) <= maxBytes) return [whole]

  const records: SearchRecord[] = []
  page.sections.forEach((section, index) => {
    const id = section.anchor ?? `section-${index + 1}`
    const record: SearchRecord = {
      objectID: `${page.pageId}#${id}`,
      ...base,
      section: section.heading,
      href: section.anchor ? `${page.href}#${section.anchor}` : page.href,
      text: '',
      position: index,
    }
    const room = maxBytes - byteLength(record)
    if (room < 200) throw new Error(`Search record of ${page.href} is too large even without its text (headings, summary)`)
    splitText(section.text, room).forEach((text, part) => {
      records.push({ ...record, objectID: part === 0 ? record.objectID : `${record.objectID}~${part + 1}`, text })
    })
  })
  return records
}
