import { sanitizeOfferHtml } from '../../../../src/lib/careers/sanitize-offer-html'

// docs/careers.md: provider HTML goes through an allow-list before it reaches a page.
describe('sanitizeOfferHtml', () => {
  it('keeps text structure: paragraphs, lists, emphasis, links', () => {
    const html = '<p>Build <strong>firmware</strong> and <em>tests</em>.</p><ul><li>C</li><li>Rust</li></ul>'
    expect(sanitizeOfferHtml(html)).toBe(html)
  })

  it('removes scripts, styles, frames and event handlers, with their content', () => {
    const out = sanitizeOfferHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><style>p{}</style><iframe src="https://x.example"></iframe>',
    )
    expect(out).toBe('<p>Hi</p>')
  })

  it('removes images, so a page never shows a broken one nor requests another origin', () => {
    expect(sanitizeOfferHtml('<p>Team<img src="https://cdn.example/team.jpg" onerror="x()"></p>')).toBe('<p>Team</p>')
  })

  it('keeps http, https and mailto links, marked nofollow, and drops javascript: hrefs', () => {
    // SPEC 2.18: another origin opens in a new tab, whatever target the provider gave.
    expect(sanitizeOfferHtml('<a href="https://threshold.example/about" rel="opener" target="_top">About</a>')).toBe(
      '<a href="https://threshold.example/about" rel="nofollow noopener noreferrer" target="_blank">About</a>',
    )
    expect(sanitizeOfferHtml('<a href="/about" target="_blank">About</a>')).toBe(
      '<a href="/about" rel="nofollow noopener noreferrer">About</a>',
    )
    expect(sanitizeOfferHtml('<a href="mailto:jobs@threshold.example">Write</a>')).toBe(
      '<a href="mailto:jobs@threshold.example" rel="nofollow noopener noreferrer">Write</a>',
    )
    expect(sanitizeOfferHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a rel="nofollow noopener noreferrer">Click</a>')
  })

  it('keeps the offer’s headings as the page’s sections under its h1, and turns divs into paragraphs', () => {
    expect(sanitizeOfferHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h5>D</h5><div>E <span>F</span></div>')).toBe(
      '<h2>A</h2><h2>B</h2><h3>C</h3><h4>D</h4><p>E F</p>',
    )
  })

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeOfferHtml('<p>5 &lt; 6 &amp; &lt;script&gt;</p>')).toBe('<p>5 &lt; 6 &amp; &lt;script&gt;</p>')
  })
})
