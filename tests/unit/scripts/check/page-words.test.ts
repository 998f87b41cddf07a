import { countWords, mainContent, pageType, repeatedHeadings } from '../../../../scripts/check/page-words'

// docs/quality.md, "Words per page": what a visitor reads in a page's <main>.
describe('mainContent', () => {
  const html = `<html><head><title>Not counted</title><style>main{}</style></head><body>
    <header><nav>Products Pricing</nav></header>
    <main id="main"><header><h1>Access for schools</h1><p>Doors lock<br>at the bell.</p></header>
      <section><h2>Questions</h2><details><summary>Can people get out?</summary><p>Yes, always.</p></details></section>
      <section hidden><h2>Other variation</h2></section><div aria-hidden="true">decoration</div>
      <script>var words = 'not read'</script><svg><text>logo</text></svg>
      <ul><li>one</li><li>two</li></ul></main>
    <footer>Footer links</footer></body></html>`

  it('reads the visible text of <main> only, with words apart where elements meet', () => {
    expect(mainContent(html).text).toBe('Access for schools Doors lock at the bell. Questions Can people get out? Yes, always. one two')
  })

  it('lists the headings in order, leaving hidden ones out', () => {
    expect(mainContent(html).headings).toEqual([
      { level: 1, text: 'Access for schools' },
      { level: 2, text: 'Questions' },
    ])
  })

  it('finds nothing in a page without <main>', () => {
    expect(mainContent('<body><p>Text</p></body>')).toEqual({ text: '', headings: [] })
  })
})

describe('countWords', () => {
  it('counts runs that hold a letter or a digit, not punctuation alone', () => {
    expect(countWords('Lock 212 doors – in 4 s, from one button.')).toBe(9)
    expect(countWords('  ')).toBe(0)
  })
})

describe('repeatedHeadings', () => {
  it('names a heading that repeats the one right before it, whatever its case', () => {
    const h = (text: string) => ({ level: 2, text })
    expect(repeatedHeadings([h('How it works'), h('How it works'), h('FAQ'), h('Pricing'), h('faq')])).toEqual(['How it works'])
  })
})

describe('pageType', () => {
  it.each([
    ['/industry', 'industry'],
    ['/industry/fitness', 'industry'],
    ['/features/lockdown', 'feature'],
    ['/about', 'company'],
    ['/enterprise', 'company'],
    ['/access-control-system', 'company'],
    ['/products/reader', 'product'],
    ['/lp/free-site-survey', 'paid landing'],
    ['/lp/video-intercom-offer/thank-you', 'other'],
    ['/legal/privacy-policy', 'legal'],
    ['/academy/courses/x', 'academy'],
    ['/blog/x', 'other'],
  ])('%s is a %s page', (route, type) => {
    expect(pageType(route)).toBe(type)
  })
})
