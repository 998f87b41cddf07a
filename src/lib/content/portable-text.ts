import { uniqueSlug } from './slug'

/** The parts of a portable-text block these helpers read (SPEC 3.3). */
export interface TextBlock {
  _type: string
  _key?: string
  style?: string
  children?: { _type?: string; text?: string; marks?: string[] }[]
  markDefs?: { _type: string; _key: string; [field: string]: unknown }[]
  [field: string]: unknown
}

/** SPEC 3.3: one entry of a page's table of contents. */
export interface TocEntry {
  blockStyle: string
  blockText: string
  anchor: string
}

/** SPEC 2.10: the heading styles that get anchors and appear in the table of contents. */
export const ANCHORED_STYLES = ['h1', 'h2', 'h3']

/** The plain text of a rich-text block: its spans' text, joined. */
export function blockText(block: TextBlock): string {
  return (block.children ?? []).map((child) => (typeof child.text === 'string' ? child.text : '')).join('')
}

/**
 * The accessible name of a figure table without a caption (SPEC 3.3 figureTable): its first row,
 * which holds the column headings, e.g. 'Table: Cookie, Purpose, Duration'. A keyboard user
 * reaches the scrolling table by this name (WCAG 2.1.1, 4.1.2).
 */
export function tableLabel(firstRow: readonly (readonly TextBlock[])[]): string {
  const cells = firstRow.map((blocks) => blocks.map(blockText).join(' ').trim()).filter((text) => text !== '')
  return cells.length > 0 ? `Table: ${cells.join(', ')}` : 'Table'
}

/** The anchor id a heading block carries, if it has one. */
export function headingAnchor(block: TextBlock): string | undefined {
  const def = block.markDefs?.find((d) => d._type === 'anchor')
  return (def?.anchorId as { current?: string } | undefined)?.current
}

/**
 * SPEC 3.3: h1–h3 blocks get an anchor markDef `{ _type: 'anchor', _key, anchorId: { _type: 'slug',
 * current } }` whose slug is unique within the page; the table of contents lists them in order.
 * The body is copied, never changed in place (CMS results are shared between callers).
 */
export function anchorHeadings<T extends TextBlock>(body: readonly T[]): { body: T[]; toc: TocEntry[] } {
  const used = new Set<string>()
  const toc: TocEntry[] = []
  const anchored = body.map((block) => {
    if (block._type !== 'block' || !ANCHORED_STYLES.includes(block.style ?? '')) return block
    const text = blockText(block)
    const anchor = uniqueSlug(text, used)
    toc.push({ blockStyle: block.style as string, blockText: text, anchor })
    const markDefs = (block.markDefs ?? []).filter((d) => d._type !== 'anchor')
    return {
      ...block,
      markDefs: [...markDefs, { _type: 'anchor', _key: `anchor-${anchor}`, anchorId: { _type: 'slug', current: anchor } }],
    }
  })
  return { body: anchored, toc }
}

/** SPEC 9.1 */
const READING_TIME = { charactersPerWord: 5, wordsPerMinute: 200, minMinutes: 1, maxMinutes: 20 } as const

/**
 * SPEC 9.1: the characters of the body's `block` blocks, divided by 5 (characters per word) and by
 * 200 (words per minute), rounded, then clamped to 1–20 minutes. Other block types do not count.
 */
export function readingTime(body: readonly TextBlock[]): number {
  const characters = body.filter((b) => b._type === 'block').reduce((n, b) => n + blockText(b).length, 0)
  const minutes = Math.round(characters / READING_TIME.charactersPerWord / READING_TIME.wordsPerMinute)
  return Math.min(READING_TIME.maxMinutes, Math.max(READING_TIME.minMinutes, minutes))
}
