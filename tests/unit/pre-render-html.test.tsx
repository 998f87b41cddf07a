import React from 'react'
import { layerOrderFirst, linkedStylesheet, scriptsAfterPaint } from '../../src/pre-render-html'
import { SCRIPTS_AFTER_PAINT, SCRIPTS_TEMPLATE_ID } from '../../src/lib/hydration/scripts-after-paint'

// docs/landing-pages.md, "Speed": the site's stylesheet is linked from every page, not inlined.
describe('linkedStylesheet', () => {
  it("turns Gatsby's inlined stylesheet into a link to its file", () => {
    const inlined = (
      <style
        key="css"
        data-href="/styles.0123abcd.css"
        data-identity="gatsby-global-css"
        dangerouslySetInnerHTML={{ __html: '.a{color:red}' }}
      />
    )
    const linked = linkedStylesheet(inlined)
    expect(React.isValidElement(linked) && linked.type).toBe('link')
    expect((linked as React.ReactElement).props).toEqual({ rel: 'stylesheet', href: '/styles.0123abcd.css' })
  })

  it('leaves the site’s own inline styles and everything else as they are', () => {
    const tokens = <style key="tokens" id="laika-tokens" dangerouslySetInnerHTML={{ __html: ':root{}' }} />
    const script = <script key="s" id="consent-head" />
    expect(linkedStylesheet(tokens)).toBe(tokens)
    expect(linkedStylesheet(script)).toBe(script)
    expect(linkedStylesheet('text')).toBe('text')
  })
})

// docs/architecture.md, "CSS order": the cascade layers' order is declared before any stylesheet names a layer.
describe('layerOrderFirst', () => {
  it('puts the style declaring the layers before the linked stylesheet, the rest in order', () => {
    const link = <link key="css" rel="stylesheet" href="/styles.css" />
    const meta = <meta key="m" name="x" />
    const tokens = <style key="tokens" id="laika-tokens" dangerouslySetInnerHTML={{ __html: '@layer a, b;' }} />
    const variations = <style key="ab" id="ab-variations" />
    expect(layerOrderFirst([meta, link, tokens, variations])).toEqual([tokens, meta, link, variations])
  })

  it('leaves a head without it as it is', () => {
    const link = <link key="css" rel="stylesheet" href="/styles.css" />
    expect(layerOrderFirst([link, 'text'])).toEqual([link, 'text'])
  })
})

// docs/architecture.md, "Scripts after the first paint".
describe('scriptsAfterPaint', () => {
  const SliceRenderer = ({ sliceId }: { sliceId: string }) => <span data-slice={sliceId} />

  it("puts Gatsby's slice of scripts in a template, with the script that runs them after it", () => {
    const loader = <script key="script-loader" id="gatsby-script-loader" />
    const slice = <SliceRenderer key="s" sliceId="_gatsby-scripts" />
    const [first, template, runner, ...rest] = scriptsAfterPaint([loader, slice])
    expect(first).toBe(loader)
    expect(rest).toEqual([])
    expect(React.isValidElement(template) && template.type).toBe('template')
    const props = (template as React.ReactElement<{ id: string; children: React.ReactNode }>).props
    expect(props.id).toBe(SCRIPTS_TEMPLATE_ID)
    expect(props.children).toBe(slice)
    expect((runner as React.ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>).props.dangerouslySetInnerHTML.__html).toBe(
      SCRIPTS_AFTER_PAINT,
    )
  })

  it('leaves every other component, and other slices, as they are', () => {
    const other = <SliceRenderer key="o" sliceId="footer" />
    const script = <script key="x" />
    expect(scriptsAfterPaint([other, script, 'text'])).toEqual([other, script, 'text'])
  })
})
