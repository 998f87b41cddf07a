import { pageMarkdown } from '../../../../src/node/content/markdown-copies'

// docs/content-rendering.md, "Markdown copies": a page's content as Markdown, without the site's chrome.
const page = (main: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><header><a href="/pricing">Pricing</a></header><main id="main">${main}</main><footer><a href="/legal/privacy">Privacy</a></footer></body></html>`

describe('pageMarkdown', () => {
  it('keeps headings, lists, emphasis and links, and leaves out the chrome around <main>', () => {
    const md = pageMarkdown(
      page(
        '<h1>Running a lockdown drill</h1><p>Plan it <strong>before</strong> the day. See <a href="/features/lockdown">lockdown</a>.</p><h2>Steps</h2><ol><li>Tell staff</li><li>Lock <em>every</em> door</li></ol><ul><li>One</li></ul>',
      ),
    )
    expect(md).toBe(
      [
        '# Running a lockdown drill',
        '',
        'Plan it **before** the day. See [lockdown](/features/lockdown).',
        '',
        '## Steps',
        '',
        '1.  Tell staff',
        '2.  Lock _every_ door',
        '',
        '-   One',
        '',
      ].join('\n'),
    )
    expect(md).not.toMatch(/Pricing|Privacy/)
  })

  it('leaves out navigation, forms, buttons, scripts and hidden parts inside <main>', () => {
    const md = pageMarkdown(
      page(
        '<nav aria-label="Contents"><a href="#a">A</a></nav><h2 id="a">A</h2><form><label>Email<input name="email"></label><button>Send</button></form><script>x()</script><div hidden>Hidden</div><p aria-hidden="true">Decor</p><p>Kept</p>',
      ),
    )
    expect(md).toBe('## A\n\nKept\n')
  })

  it('writes a table as a Markdown table, the first row its header, with its caption', () => {
    const md = pageMarkdown(
      page(
        '<table><caption>Plans</caption><thead><tr><th>Plan</th><th>Doors</th></tr></thead><tbody><tr><td>Core</td><td>Up to 10 | more</td></tr><tr><td><p>Enterprise</p></td><td><a href="/enterprise">Any</a></td></tr></tbody></table>',
      ),
    )
    expect(md).toBe('Plans\n\n| Plan | Doors |\n| --- | --- |\n| Core | Up to 10 \\| more |\n| Enterprise | [Any](/enterprise) |\n')
  })

  it('keeps a card link around blocks as its blocks, then the link; images with alt text only', () => {
    const md = pageMarkdown(
      page(
        '<a href="/products/reader"><img src="data:image/png;base64,xx" alt=""><img src="/static/reader.png" alt="The reader"><h3>Reader</h3><p>Opens doors.</p></a><img src="/static/line.svg" alt="">',
      ),
    )
    expect(md).toBe('![The reader](/static/reader.png)\n\n### Reader\n\nOpens doors.\n\n[Reader](/products/reader)\n')
  })

  it('answers nothing for a page without <main>', () => {
    expect(pageMarkdown('<html><body><p>x</p></body></html>')).toBeUndefined()
  })
})
