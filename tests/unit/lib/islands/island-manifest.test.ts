import { pageScripts, type IslandManifest } from '../../../../src/lib/islands/island-manifest'

// docs/islands.md: a page links the code of the islands it loads at start, and no other.
describe('pageScripts', () => {
  const manifest: IslandManifest = {
    scripts: ['/webpack-runtime.js', '/shared.js', '/islands.js'],
    islands: { toc: ['/island-toc.js', '/shared.js'], navigation: ['/island-navigation.js'], 'lead-form': ['/island-lead-form.js'] },
    stylesheets: ['/styles.css'],
  }

  it("runs webpack's runtime first, then the islands' files (each once), then the entry", () => {
    const islands = new Map([
      ['toc', true],
      ['navigation', true],
      ['lead-form', false],
    ])
    expect(pageScripts(manifest, islands)).toEqual([
      '/webpack-runtime.js',
      '/island-navigation.js',
      '/island-toc.js',
      '/shared.js',
      '/islands.js',
    ])
  })

  it('links the runtime and the entry alone when no island loads at start, or none is on the page', () => {
    expect(pageScripts(manifest, new Map([['lead-form', false]]))).toEqual(['/webpack-runtime.js', '/shared.js', '/islands.js'])
    expect(pageScripts(manifest, new Map())).toEqual(['/webpack-runtime.js', '/shared.js', '/islands.js'])
  })

  it('fails on an island the browser build does not have', () => {
    expect(() => pageScripts(manifest, new Map([['video', true]]))).toThrow('Island video is not in the browser build')
  })
})
