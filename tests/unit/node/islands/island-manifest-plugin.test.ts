import { islandManifest, type ManifestCompilation } from '../../../../src/node/islands/island-manifest-plugin'

// docs/islands.md: the manifest read off the browser build's chunk groups.
describe('islandManifest', () => {
  const chunk = (...files: string[]) => ({ files: new Set(files) })
  const runtime = chunk('webpack-runtime-1.js')
  const shared = chunk('shared-2.js')
  const entry = chunk('islands-3.js', 'islands-3.js.map')
  const compilation: ManifestCompilation = {
    entrypoints: new Map([
      ['app', { chunks: [chunk('app-9.js')], getRuntimeChunk: () => runtime, getEntrypointChunk: () => chunk('app-9.js') }],
      ['islands', { chunks: [entry, shared, runtime], getRuntimeChunk: () => runtime, getEntrypointChunk: () => entry }],
    ]),
    namedChunkGroups: new Map([
      ['island-toc', { chunks: [chunk('island-toc-4.js'), shared] }],
      ['component---src-pages-404-tsx', { chunks: [chunk('component-5.js')] }],
    ]),
    getAssets: () => [{ name: 'styles.6.css' }, { name: 'styles.6.css.map' }, { name: 'app-9.js' }],
  }

  it("lists the entry's files (the runtime first, the entry's own last), each island's others, and the CSS", () => {
    expect(islandManifest(compilation, 'islands')).toEqual({
      scripts: ['/webpack-runtime-1.js', '/shared-2.js', '/islands-3.js'],
      islands: { toc: ['/island-toc-4.js'] },
      stylesheets: ['/styles.6.css'],
    })
  })

  it('names the entries the build has when the islands entry is missing', () => {
    expect(() => islandManifest(compilation, 'isles')).toThrow('the browser build has no entry "isles" (it has app, islands)')
  })
})
