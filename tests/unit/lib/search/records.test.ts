import {
  bodySections,
  htmlText,
  landingSections,
  pageRecords,
  splitText,
  visibleText,
  type SearchPage,
} from '../../../../src/lib/search/records'
import { contentSearchPage, offerSearchPage, searchRecords } from '../../../../src/lib/search/sources'

// SPEC 3.10 leaves the record fields open; README "Search" lists the ones chosen. Algolia's record
// limit (10 KB) is why long pages become one record per section.
const span = (text: string) => ({ _type: 'span', text, marks: [] })
const block = (text: string, style = 'normal') => ({ _type: 'block', _key: text.slice(0, 8), style, children: [span(text)], markDefs: [] })
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

describe('bodySections', () => {
  it('cuts a body at its h1–h3 headings, with the anchors the page renders', () => {
    const sections = bodySections([
      block('Intro text.'),
      block('Set up', 'h2'),
      block('Wire the reader.'),
      block('Set up', 'h3'),
      block('Again.'),
    ])
    expect(sections).toEqual([
      { heading: null, anchor: null, text: 'Intro text.' },
      { heading: 'Set up', anchor: 'set-up', text: 'Wire the reader.' },
      { heading: 'Set up', anchor: 'set-up-2', text: 'Again.' },
    ])
  })

  it('keeps the visible text of other blocks: captions, table cells, banners', () => {
    const table = { _type: 'figureTable', caption: 'Door counts', rows: [{ cells: [{ blocks: [block('Lobby')] }] }] }
    const banner = {
      _type: 'ctaBanner',
      content: { headingAlt: 'Book a demo', text: 'See it live', buttons: [{ text: 'Go', href: '/quote' }] },
    }
    expect(visibleText(table)).toBe('Door counts; Lobby')
    expect(visibleText(banner)).toBe('Book a demo; See it live; Go')
  })

  it('sets table cells and list items apart, so a snippet does not run them together', () => {
    const row = (...cells: string[]) => ({ cells: cells.map((text) => ({ blocks: [block(text)] })) })
    const table = { _type: 'figureTable', rows: [row('Method', 'Offline'), row('Phone', 'Yes'), row('Card', 'Yes, cached.')] }
    expect(visibleText(table)).toBe('Method; Offline; Phone; Yes; Card; Yes, cached.')
    const [intro] = bodySections([block('Readers work offline.'), block('Mobile unlock'), block('Cards')])
    expect(intro?.text).toBe('Readers work offline. Mobile unlock; Cards')
  })
})

describe('landingSections and htmlText', () => {
  it('reads each landing-page section under its heading', () => {
    const sections = landingSections([
      { _type: 'hero', heading: 'Doors that open', text: 'From the cloud.' },
      { _type: 'faq', heading: 'Questions', items: [{ question: 'Offline?', answer: 'Yes, readers cache.' }] },
    ])
    expect(sections).toEqual([
      { heading: 'Doors that open', anchor: null, text: 'From the cloud.' },
      { heading: 'Questions', anchor: null, text: 'Offline? Yes, readers cache.' },
    ])
  })

  it('turns offer HTML into text', () => {
    expect(htmlText('<p>Tap &amp; go</p><ul><li>C</li><li>Rust</li></ul>')).toBe('Tap & go; C; Rust')
  })
})

describe('pageRecords', () => {
  const page = (sections: SearchPage['sections']): SearchPage => ({
    pageId: '/blog/a',
    type: 'Blog post',
    title: 'A',
    href: '/blog/a',
    summary: 'S',
    publishedOn: '2026-01-02',
    image: null,
    sections,
  })

  it('makes one record for a page that fits', () => {
    const records = pageRecords(
      page([
        { heading: null, anchor: null, text: 'Short.' },
        { heading: 'Part', anchor: 'part', text: 'More.' },
      ]),
    )
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      objectID: '/blog/a',
      href: '/blog/a',
      headings: ['Part'],
      text: 'Short. Part. More.',
      section: null,
    })
  })

  it('splits a long page into one record per section, each under the limit, with its anchor', () => {
    const long = 'word '.repeat(1500).trim()
    const records = pageRecords(
      page([
        { heading: null, anchor: null, text: long },
        { heading: 'Setup', anchor: 'setup', text: long },
      ]),
      9000,
    )
    expect(records.map((r) => r.objectID)).toEqual(['/blog/a#section-1', '/blog/a#setup'])
    expect(records[1]).toMatchObject({ href: '/blog/a#setup', section: 'Setup', pageId: '/blog/a', position: 1 })
    for (const r of records) expect(bytes(r)).toBeLessThanOrEqual(9000)
  })

  it('cuts a section longer than the limit into parts that share its anchor', () => {
    const records = pageRecords(page([{ heading: 'Setup', anchor: 'setup', text: 'wörd '.repeat(4000).trim() }]), 9000)
    expect(records.length).toBeGreaterThan(2)
    expect(records.map((r) => r.objectID).slice(0, 2)).toEqual(['/blog/a#setup', '/blog/a#setup~2'])
    expect(new Set(records.map((r) => r.href))).toEqual(new Set(['/blog/a#setup']))
    for (const r of records) expect(bytes(r)).toBeLessThanOrEqual(9000)
    expect(records.map((r) => r.text).join(' ')).toBe('wörd '.repeat(4000).trim())
  })

  it('splitText never loses or duplicates text', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ')
    expect(splitText(text, 1000).join(' ')).toBe(text)
  })
})

describe('searchRecords, the one transformer', () => {
  it('covers content pages, landing pages and job offers with the same fields', () => {
    const records = searchRecords({
      pages: [
        {
          id: 'a',
          nodeType: 'Guide',
          href: '/guides/g',
          heading: 'Guide',
          summary: 'Sum',
          publishedOn: '2026-03-04T00:00:00Z',
          body: [block('Body.')],
        },
        {
          id: 'b',
          nodeType: 'LandingPage',
          href: '/features/x',
          heading: 'X',
          sections: [{ _type: 'hero', heading: 'Hero', text: 'Lead.' }],
        },
      ],
      offers: [
        {
          offerId: '7',
          title: 'Engineer',
          path: '/careers/7-engineer',
          department: 'R&D',
          location: 'London',
          datePosted: null,
          description1: '<p>Build.</p>',
          description2: '<p>Rust.</p>',
        },
      ],
    })
    expect(records.map((r) => [r.objectID, r.type, r.publishedOn])).toEqual([
      ['/guides/g', 'Guide', '2026-03-04'],
      ['/features/x', 'Page', null],
      ['/careers/7-engineer', 'Job offer', null],
    ])
    expect(records[2]).toMatchObject({ summary: 'R&D · London', text: 'Build. Rust.' })
    expect(contentSearchPage({ id: 'c', nodeType: 'Unknown', href: '/c', heading: 'C' }).type).toBe('Page')
    expect(
      offerSearchPage({
        offerId: '1',
        title: 'T',
        path: '/careers/1-t',
        department: 'D',
        location: 'L',
        description1: '',
        description2: '',
      }).image,
    ).toBeNull()
  })
})

// SPEC 4.7: a page with A/B variations has one version in search, the first variation's.
describe('search records of a page with A/B variations', () => {
  const campaigns = [
    {
      name: 'homeHero',
      variations: [
        { name: 'control', chance: 70 },
        { name: 'outcomes', chance: 30 },
      ],
    },
  ]
  const hero = (heading: string, variation: string) => ({
    _type: 'hero',
    heading,
    text: `${heading} text`,
    ab: { campaign: 'homeHero', variation },
  })
  const page = {
    id: 'h',
    nodeType: 'LandingPage',
    href: '/',
    heading: 'Home',
    sections: [hero('Control hero', 'control'), hero('Outcomes hero', 'outcomes'), { _type: 'richText', heading: 'Shared' }],
  }

  it('reads the first variation only, and every untagged section', () => {
    const text = JSON.stringify(searchRecords({ pages: [page], offers: [], campaigns }))
    expect(text).toContain('Control hero')
    expect(text).toContain('Shared')
    expect(text).not.toContain('Outcomes hero')
  })

  it('does the same in a rich-text body', () => {
    const note = (headingAlt: string, variation: string) => ({
      _type: 'actionBanner',
      _key: variation,
      intention: 'info',
      content: { headingAlt, text: headingAlt },
      ab: { campaign: 'homeHero', variation },
    })
    const sections = contentSearchPage(
      {
        id: 'b',
        nodeType: 'BlogPost',
        href: '/blog/b',
        heading: 'B',
        body: [note('Seen first', 'control'), note('Seen by some', 'outcomes')] as never,
      },
      campaigns,
    ).sections
    expect(JSON.stringify(sections)).toContain('Seen first')
    expect(JSON.stringify(sections)).not.toContain('Seen by some')
  })
})
