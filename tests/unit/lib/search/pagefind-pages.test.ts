import { groupByPage, pagefindPage } from '../../../../src/lib/search/pagefind-pages'
import { pageRecords, type SearchPage, type SearchRecord } from '../../../../src/lib/search/records'

// docs/search.md, "Pagefind": the bundle is built from the records that go to Algolia (SPEC 3.10),
// one HTML document per page, its sections as anchored headings.
const page = (over: Partial<SearchPage> = {}): SearchPage => ({
  pageId: '/guides/doors',
  type: 'Guide',
  title: 'Doors & <locks>',
  href: '/guides/doors',
  summary: 'All about "doors"',
  publishedOn: '2025-03-04',
  image: { src: '/img/door.jpg', alt: 'A door' },
  sections: [
    { heading: null, anchor: null, text: 'Intro.' },
    { heading: 'Wiring', anchor: 'wiring', text: 'Run the cable. '.repeat(40).trim() },
    { heading: 'Locks', anchor: 'locks', text: 'Strikes and maglocks.' },
  ],
  ...over,
})

describe('pagefindPage', () => {
  it('puts a one-record page in one document, its title as metadata and its type, date and image as filters', () => {
    const { url, html } = pagefindPage(pageRecords(page()))
    expect(url).toBe('/guides/doors')
    expect(html).toContain('<div data-pagefind-ignore><h1 data-pagefind-meta="title">Doors &amp; &lt;locks&gt;</h1>')
    expect(html).toContain('<p data-pagefind-filter="type">Guide</p><p data-pagefind-filter="publishedOn">2025-03-04</p>')
    expect(html).toContain('<p data-pagefind-filter="image">/img/door.jpg</p><p data-pagefind-filter="image_alt">A door</p></div>')
    expect(html).toContain('<p data-pagefind-meta="summary" data-pagefind-weight="1.5">All about &quot;doors&quot;</p>')
    expect(html).toContain('Wiring. Run the cable.')
    // A one-record page has no sections of its own: a hit leads to the page.
    expect(html).not.toContain('<h2')
  })

  it('turns the records of a long page into anchored sections, joining the parts of a long section', () => {
    const records = pageRecords(page(), 900)
    expect(records.filter((r) => r.href.endsWith('#wiring')).length).toBeGreaterThan(1)
    const { html } = pagefindPage(records)
    expect(html.match(/<h2 id="wiring">Wiring<\/h2>/g)).toHaveLength(1)
    expect(html).toMatch(
      /<p>Intro\.<\/p><h2 id="wiring">Wiring<\/h2><p>Run the cable\.[^<]*<\/p><p>[^<]*Run the cable\.<\/p><h2 id="locks">Locks<\/h2><p>Strikes and maglocks\.<\/p>/,
    )
  })

  it('keeps a page with no text searchable by its title, and leaves out what a page lacks', () => {
    const { html } = pagefindPage(pageRecords(page({ summary: '', image: null, publishedOn: null, sections: [] })))
    expect(html).toContain('<p>Doors &amp; &lt;locks&gt;</p>')
    expect(html).not.toContain('data-pagefind-filter="image"')
    expect(html).not.toContain('data-pagefind-filter="publishedOn"')
  })
})

describe('groupByPage', () => {
  it('makes one document per page, its records in their order, even with other pages between them', () => {
    const a = pageRecords(page(), 900)
    const b = pageRecords(page({ pageId: '/b', href: '/b' }))
    const mixed: SearchRecord[] = [a[0], b[0], ...a.slice(1)].filter((r): r is SearchRecord => r !== undefined)
    expect(groupByPage(mixed).map((records) => records.map((r) => r.objectID))).toEqual([a.map((r) => r.objectID), ['/b']])
    expect(
      groupByPage(mixed)
        .map(pagefindPage)
        .map((p) => p.url),
    ).toEqual(['/guides/doors', '/b'])
  })
})
