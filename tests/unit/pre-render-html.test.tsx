import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { headWithLinkedStylesheets, LAYER_ORDER_STYLE_ID, pageEnd } from '../../src/pre-render-html'
import type { IslandManifest } from '../../src/lib/islands/island-manifest'

// docs/islands.md: what a built page's head and end are made of.
describe('headWithLinkedStylesheets', () => {
  const tokens = <style key="tokens" id={LAYER_ORDER_STYLE_ID} dangerouslySetInnerHTML={{ __html: '@layer a, b;' }} />
  const inlined = <style key="css" data-href="/styles.0123.css" dangerouslySetInnerHTML={{ __html: '.a{color:red}' }} />
  const meta = <meta key="m" name="x" />
  const variations = <style key="ab" id="ab-variations" />
  const headApi = <style key="head" data-gatsby-head="true" />

  it("drops the styles Gatsby inlines and links the site's stylesheets right after the layers' order", () => {
    const head = headWithLinkedStylesheets([meta, inlined, tokens, variations, headApi], ['/styles.0123.css'])
    expect(renderToStaticMarkup(<>{head}</>)).toBe(
      '<style id="laika-tokens">@layer a, b;</style><link rel="stylesheet" href="/styles.0123.css"/><meta name="x"/>' +
        '<style id="ab-variations"></style><style data-gatsby-head="true"></style>',
    )
  })

  it("keeps the site's own inline styles and the Head API's", () => {
    const head = headWithLinkedStylesheets([variations, headApi, 'text'], [])
    expect(head).toEqual([variations, headApi, 'text'])
  })
})

describe('pageEnd', () => {
  const manifest: IslandManifest = {
    scripts: ['/webpack-runtime.js', '/islands.js'],
    islands: { toc: ['/island-toc.js'], newsletter: ['/island-newsletter.js'] },
    stylesheets: [],
  }
  const html = (islands: Map<string, boolean>): string => renderToStaticMarkup(<>{pageEnd(manifest, islands)}</>)

  it('ends the page with its speculation rules and its islands’ scripts, deferred, the entry last', () => {
    const end = html(
      new Map([
        ['toc', true],
        ['newsletter', false],
      ]),
    )
    expect(end).toMatch(/^<script type="speculationrules">\{"prefetch"/)
    expect(end).toContain(
      '<script src="/webpack-runtime.js" defer></script><script src="/island-toc.js" defer></script><script src="/islands.js" defer></script>',
    )
    // An island that loads on use is fetched by the entry when it is needed.
    expect(end).not.toContain('island-newsletter')
  })

  it("links webpack's runtime and the entry alone on a page without islands", () => {
    expect(html(new Map())).toContain('<script src="/webpack-runtime.js" defer></script><script src="/islands.js" defer></script>')
  })
})
