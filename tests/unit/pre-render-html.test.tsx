import React from 'react'
import { linkedStylesheet } from '../../src/pre-render-html'

// docs/landing-pages.md, "Speed": the site's stylesheet is linked from every page, not inlined.
describe('linkedStylesheet', () => {
  it("turns Gatsby's inlined stylesheet into a link to its file", () => {
    const inlined = <style key="css" data-href="/styles.0123abcd.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: '.a{color:red}' }} />
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
