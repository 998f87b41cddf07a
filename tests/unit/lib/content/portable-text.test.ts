import { anchorHeadings, blockText, headingAnchor, readingTime, tableLabel, type TextBlock } from '../../../../src/lib/content/portable-text'

const block = (text: string, style = 'normal'): TextBlock => ({
  _type: 'block',
  _key: `${style}-${text}`,
  style,
  markDefs: [],
  children: [{ _type: 'span', text, marks: [] }],
})

describe('anchorHeadings (SPEC 3.3, 2.10)', () => {
  const body: TextBlock[] = [
    block('Intro'),
    block('What it is', 'h1'),
    block('Checklist', 'h2'),
    block('Checklist', 'h3'),
    block('Not in the contents', 'h4'),
    { _type: 'figureImage', _key: 'f', caption: 'Checklist' },
  ]

  it('gives h1–h3 an anchor markDef of _type anchor with a _key and a slug anchorId', () => {
    const { body: anchored } = anchorHeadings(body)
    expect(anchored[1]?.markDefs).toEqual([
      { _type: 'anchor', _key: 'anchor-what-it-is', anchorId: { _type: 'slug', current: 'what-it-is' } },
    ])
    expect(headingAnchor(anchored[3] as TextBlock)).toBe('checklist-2')
  })

  it('lists the table of contents in order with blockStyle, blockText and anchor', () => {
    expect(anchorHeadings(body).toc).toEqual([
      { blockStyle: 'h1', blockText: 'What it is', anchor: 'what-it-is' },
      { blockStyle: 'h2', blockText: 'Checklist', anchor: 'checklist' },
      { blockStyle: 'h3', blockText: 'Checklist', anchor: 'checklist-2' },
    ])
  })

  it('leaves other blocks alone and does not change the input', () => {
    const before = JSON.stringify(body)
    const { body: anchored } = anchorHeadings(body)
    expect(anchored[0]).toBe(body[0])
    expect(anchored[4]).toBe(body[4])
    expect(JSON.stringify(body)).toBe(before)
  })

  it('reads the text of a block across spans', () => {
    expect(blockText({ _type: 'block', children: [{ text: 'Read ' }, { text: 'the guide' }] })).toBe('Read the guide')
  })
})

describe('readingTime (SPEC 9.1)', () => {
  const ofLength = (n: number): TextBlock[] => [block('x'.repeat(n))]

  it('is characters ÷ 5 ÷ 200, rounded', () => {
    expect(readingTime(ofLength(3000))).toBe(3)
    expect(readingTime(ofLength(2499))).toBe(2)
    expect(readingTime(ofLength(2500))).toBe(3)
  })

  it('is at least 1 minute', () => {
    expect(readingTime([])).toBe(1)
    expect(readingTime(ofLength(499))).toBe(1)
  })

  it('is at most 20 minutes', () => {
    expect(readingTime(ofLength(20_499))).toBe(20)
    expect(readingTime(ofLength(200_000))).toBe(20)
  })

  it('counts only the block-type blocks', () => {
    const body: TextBlock[] = [...ofLength(3000), { _type: 'figureTable', _key: 't', children: [{ text: 'x'.repeat(50_000) }] }]
    expect(readingTime(body)).toBe(3)
  })
})

describe('tableLabel (SPEC 3.3 figureTable)', () => {
  it('names a table by its first row, the column headings', () => {
    expect(tableLabel([[block('Cookie')], [block('Purpose')], [block('Duration'), block('')]])).toBe('Table: Cookie, Purpose, Duration')
  })

  it('joins the blocks of one cell and skips empty cells', () => {
    expect(tableLabel([[block('Annual'), block('cost')], [], [block('  ')]])).toBe('Table: Annual cost')
  })

  it('falls back to "Table" when the first row has no text', () => {
    expect(tableLabel([])).toBe('Table')
    expect(tableLabel([[block('')]])).toBe('Table')
  })
})
