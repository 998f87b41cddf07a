import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  builtInlineScripts,
  inlineScripts,
  inlineStyles,
  MAX_INLINE_SCRIPTS,
  scriptDigest,
} from '../../../../src/node/security/inline-scripts'

// docs/deploy.md, "Security headers": the CSP hashes every inline script the built HTML runs.
describe('inlineScripts', () => {
  it('takes the scripts the browser runs and skips external scripts and data blocks', () => {
    const html =
      '<head><script id="a">window.a=1</script><script src="/app.js" async></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">import "/x.js"</script></head>' +
      '<body><script type="text/javascript">b()</script><script data-src="x">c()</script><SCRIPT>d()</SCRIPT></body>'
    expect(inlineScripts(html)).toEqual(['window.a=1', 'import "/x.js"', 'b()', 'c()', 'd()'])
  })

  it('keeps the text exactly, whitespace and all', () => {
    expect(inlineScripts('<script>\n  x = "é"\n</script>')).toEqual(['\n  x = "é"\n'])
  })
})

describe('inlineStyles', () => {
  it('takes the text of every <style> element exactly, and nothing of linked stylesheets', () => {
    const html =
      '<head><link rel="stylesheet" href="/s.css"/><style id="t">@layer a;\n:root{}</style><STYLE media="print">p{}</STYLE></head>'
    expect(inlineStyles(html)).toEqual(['@layer a;\n:root{}', 'p{}'])
  })
})

describe('scriptDigest', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP hash sources are', () => {
    expect(scriptDigest('alert(1)')).toBe(createHash('sha256').update(Buffer.from('alert(1)', 'utf8')).digest('base64'))
    expect(scriptDigest('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
  })
})

describe('builtInlineScripts', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('collects the distinct scripts of every page, not Gatsby’s slice fragments', () => {
    mkdirSync(path.join(dir, 'pricing'))
    mkdirSync(path.join(dir, '_gatsby/slices'), { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), '<style>s{}</style><script>a()</script><script>b()</script>')
    writeFileSync(path.join(dir, 'pricing/index.html'), '<script>a()</script>')
    writeFileSync(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), '<script>fragment()</script>')
    const result = builtInlineScripts(dir)
    expect(result.pages).toBe(2)
    expect(result.digests).toEqual([scriptDigest('a()'), scriptDigest('b()')].sort())
    expect(result.styleDigests).toEqual([scriptDigest('s{}')])
  })

  it('hashes the UTF-8 of scripts and styles with non-ASCII text, in pages full of it', () => {
    // Read byte for byte (latin1): "à" is C3 A0, and A0 alone is U+00A0, which `\s` would take for a space.
    writeFileSync(
      path.join(dir, 'index.html'),
      '<p>Café à l’entrée\u00a0— “Threshold” 🚪</p><script>x="é’🚪"</script><script data-x="àsrc=1">b()</script>' +
        '<script type="àmodule">c()</script><style>p::after{content:"→"}</style>',
    )
    const result = builtInlineScripts(dir)
    expect(result.digests).toEqual([scriptDigest('x="é’🚪"'), scriptDigest('b()')].sort())
    expect(result.styleDigests).toEqual([scriptDigest('p::after{content:"→"}')])
  })

  it('fails when a script differs per page, naming a page', () => {
    for (let i = 0; i <= MAX_INLINE_SCRIPTS; i++) {
      mkdirSync(path.join(dir, `p${i}`))
      writeFileSync(path.join(dir, `p${i}/index.html`), `<script>window.pagePath="/p${i}"</script>`)
    }
    expect(() => builtInlineScripts(dir)).toThrow(/different inline scripts .* differs per page.*p\d+\/index\.html/)
  })

  it('fails on a page whose lazy part the build rendered out of place, naming it', () => {
    mkdirSync(path.join(dir, 'contact-us'))
    writeFileSync(path.join(dir, 'index.html'), '<script>a()</script>')
    writeFileSync(
      path.join(dir, 'contact-us/index.html'),
      '<main><!--$s:1--></main><script>customElements.define("preact-island",e)</script><preact-island hidden data-target="1"><form></form></preact-island>',
    )
    expect(() => builtInlineScripts(dir)).toThrow(/^contact-us\/index\.html: a lazily loaded part suspended/)
  })

  it('reads again only the files changed since the last build, given its cache', () => {
    const cache = path.join(dir, '.cache/inline-scripts.json')
    const site = path.join(dir, 'public')
    mkdirSync(path.join(site, 'pricing'), { recursive: true })
    writeFileSync(path.join(site, 'index.html'), '<script>a()</script>')
    writeFileSync(path.join(site, 'pricing/index.html'), '<script>b()</script>')
    expect(builtInlineScripts(site, cache, 'v1')).toMatchObject({ pages: 2, read: 2 })
    const again = builtInlineScripts(site, cache, 'v1')
    expect(again).toMatchObject({ pages: 2, read: 0, digests: [scriptDigest('a()'), scriptDigest('b()')].sort() })
    writeFileSync(path.join(site, 'pricing/index.html'), '<script>c()</script><style>s{}</style>')
    expect(builtInlineScripts(site, cache, 'v1')).toMatchObject({
      read: 1,
      digests: [scriptDigest('a()'), scriptDigest('c()')].sort(),
      styleDigests: [scriptDigest('s{}')],
    })
    // Other build code, other patterns: every file is read again.
    expect(builtInlineScripts(site, cache, 'v2')).toMatchObject({ read: 2 })
  })
})
