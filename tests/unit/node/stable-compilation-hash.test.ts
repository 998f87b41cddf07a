import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Configuration, Stats, WebpackPluginInstance } from 'webpack'
import {
  browserStylesheets,
  RendererFollowsStylesheetsPlugin,
  StableCompilationHashPlugin,
} from '../../../src/node/stable-compilation-hash'

// The webpack, mini-css-extract-plugin and css-loader that Gatsby's browser build uses.
const fromGatsby = (name: string): string => require.resolve(name, { paths: [path.dirname(require.resolve('gatsby/package.json'))] })
/* eslint-disable @typescript-eslint/no-require-imports -- resolved from Gatsby's own dependencies, above */
const webpack = require(fromGatsby('webpack')) as typeof import('webpack')
const MiniCssExtractPlugin = require(fromGatsby('mini-css-extract-plugin')) as new () => WebpackPluginInstance
/* eslint-enable @typescript-eslint/no-require-imports */

// A warm build with no change keeps the browser build's compilation hash, which every page embeds,
// so it rewrites no page (docs/architecture.md, build speed). A small project built as Gatsby
// builds CSS modules: mini-css-extract-plugin's loader and css-loader, webpack's persistent cache.
describe('StableCompilationHashPlugin', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'stable-hash-'))
    writeFileSync(path.join(dir, 'index.js'), "import * as styles from './Card.module.css'\nconsole.log(styles.card)\n")
    writeFileSync(path.join(dir, 'Card.module.css'), '.card { color: red }\n')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** One `gatsby build`'s browser compilation: a new compiler on the same persistent cache. */
  function build(plugins: WebpackPluginInstance[]): Promise<Stats> {
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'public'), filename: '[name]-[contenthash].js' },
      module: {
        rules: [
          {
            test: /\.module\.css$/,
            use: [
              { loader: fromGatsby('mini-css-extract-plugin/dist/loader.js'), options: { modules: { namedExport: true } } },
              {
                loader: fromGatsby('css-loader'),
                options: { modules: { namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' } },
              },
            ],
          },
        ],
      },
      plugins: [new MiniCssExtractPlugin(), ...plugins],
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
      infrastructureLogging: { level: 'error' },
    }
    return new Promise((resolve, reject) => {
      const compiler = webpack(config)
      compiler.run((err, stats) => {
        // Closing writes the persistent cache, as the end of a build does.
        compiler.close((closeErr) => {
          if (err || closeErr || !stats) reject(err ?? closeErr ?? new Error('no stats'))
          else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')))
          else resolve(stats)
        })
      })
    })
  }

  const childCount = (stats: Stats): number => stats.compilation.children.length

  it('without it, the hash changes between a cold build and the warm one after it (the CSS child compilations run on a cold cache only)', async () => {
    const cold = await build([])
    const warm = await build([])
    expect(childCount(cold)).toBe(1)
    expect(childCount(warm)).toBe(0)
    expect(warm.hash).not.toBe(cold.hash)
  }, 60_000)

  it('keeps the hash from a cold build to the warm builds after it', async () => {
    const cold = await build([new StableCompilationHashPlugin()])
    const warm = await build([new StableCompilationHashPlugin()])
    const again = await build([new StableCompilationHashPlugin()])
    expect(childCount(cold)).toBe(1)
    expect([warm.hash, again.hash]).toEqual([cold.hash, cold.hash])
  }, 60_000)

  it('still changes the hash when the CSS changes, and keeps the new one on the next warm build', async () => {
    const before = await build([new StableCompilationHashPlugin()])
    writeFileSync(path.join(dir, 'Card.module.css'), '.card { color: blue }\n')
    const edited = await build([new StableCompilationHashPlugin()])
    const warm = await build([new StableCompilationHashPlugin()])
    expect(edited.hash).not.toBe(before.hash)
    expect(warm.hash).toBe(edited.hash)
  }, 60_000)

  it('leaves the child compilations in the stats', async () => {
    const stats = await build([new StableCompilationHashPlugin()])
    expect(stats.compilation.children.map((c) => c.name)).toEqual([expect.stringMatching(/^mini-css-extract-plugin .*Card\.module\.css$/)])
  }, 60_000)
})

// A build after a CSS edit must re-render the pages: each links the stylesheet by a name that has
// its content's hash (docs/architecture.md, build speed). Gatsby re-renders the pages whose HTML
// renderer chunks changed.
describe('RendererFollowsStylesheetsPlugin', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'renderer-hash-'))
    writeFileSync(path.join(dir, 'index.js'), "module.exports = () => '<p>page</p>'\n")
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** The renderer's chunk hashes, built with the browser build's stylesheets `names`. */
  const chunkHashes = (names: string[]): Promise<string[]> =>
    new Promise((resolve, reject) => {
      const compiler = webpack({
        mode: 'production',
        target: 'node',
        context: dir,
        entry: { 'render-page': './index.js' },
        output: { path: path.join(dir, 'out'), filename: '[name].js' },
        plugins: [new RendererFollowsStylesheetsPlugin(() => names)],
        cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
        infrastructureLogging: { level: 'error' },
      })
      compiler.run((err, stats) =>
        compiler.close((closeErr) =>
          err || closeErr || !stats
            ? reject(err ?? closeErr ?? new Error('no stats'))
            : resolve([...stats.compilation.chunks].map((c) => c.hash as string)),
        ),
      )
    })

  it('keeps the chunk hashes while the stylesheets keep their names, and changes them with a new name', async () => {
    const first = await chunkHashes(['styles.aaa.css'])
    const warm = await chunkHashes(['styles.aaa.css'])
    const edited = await chunkHashes(['styles.bbb.css'])
    expect(first).toHaveLength(1)
    expect(warm).toEqual(first)
    expect(edited[0]).not.toBe(first[0])
  }, 60_000)

  it("reads the stylesheets from the browser build's stats, once each, in order; none before a first build", () => {
    expect(browserStylesheets(dir)).toEqual([])
    mkdirSync(path.join(dir, 'public'))
    writeFileSync(
      path.join(dir, 'public/webpack.stats.json'),
      JSON.stringify({ assetsByChunkName: { app: ['app-1.js', 'styles.b.css'], page: ['styles.b.css', 'page-2.js', 'a.css'] } }),
    )
    expect(browserStylesheets(path.join(dir, 'public'))).toEqual(['a.css', 'styles.b.css'])
  })
})
