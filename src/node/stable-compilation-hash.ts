import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack'

/** The name mini-css-extract-plugin's loader gives each child compiler: `mini-css-extract-plugin <request>`. */
const CSS_CHILD = 'mini-css-extract-plugin '

/**
 * Keeps the browser build's compilation hash a function of the sources, so a warm build with no
 * change rewrites no HTML page (docs/architecture.md, build speed).
 *
 * Every page embeds the compilation hash (`window.___webpackCompilationHash`, through Gatsby's
 * `_gatsby-scripts` slice), and webpack folds the hash of every child compilation into it. Gatsby's
 * mini-css-extract-plugin (1.6) runs one child compilation per CSS file it builds, and only for the
 * files it builds: on a cold cache all of them, on a warm one none (they come from the persistent
 * cache), after a CSS edit just that file. So the hash changed between a cold build and the warm
 * one after it, and again after every CSS edit, with every page rewritten each time.
 *
 * The children add nothing the hash lacks: each CSS file's result is a module of the main
 * compilation whose hash covers its CSS (content, media, source map), so any CSS change still
 * changes the compilation hash. Only the children's own hashes are left out, while webpack
 * hashes; they stay in `compilation.children` for the stats. (The plugin's other way, without
 * children, `experimentalUseImportModule`, adds a match resource to the request that css-loader
 * hashes into the CSS-module class names: the browser build's CSS then no longer matches the HTML
 * renderer's class names; tests/site/css-modules.test.ts.)
 */
export class StableCompilationHashPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StableCompilationHashPlugin', (compilation: Compilation) => {
      let children: Compilation[] = []
      compilation.hooks.beforeHash.tap('StableCompilationHashPlugin', () => {
        children = compilation.children
        compilation.children = children.filter((child) => !child.name?.startsWith(CSS_CHILD))
      })
      compilation.hooks.afterHash.tap('StableCompilationHashPlugin', () => {
        compilation.children = children
      })
    })
  }
}

/**
 * The stylesheets the browser build wrote, by the stats Gatsby writes beside them
 * (`public/webpack.stats.json`, `assetsByChunkName`), in order; none before a first browser build.
 */
export function browserStylesheets(publicDir: string): string[] {
  const file = path.join(publicDir, 'webpack.stats.json')
  if (!existsSync(file)) return []
  const { assetsByChunkName = {} } = JSON.parse(readFileSync(file, 'utf8')) as { assetsByChunkName?: Record<string, string[]> }
  return [...new Set(Object.values(assetsByChunkName).flatMap((assets) => assets.filter((a) => a.endsWith('.css'))))].sort()
}

/**
 * Makes the HTML renderer's chunk hashes follow the stylesheets of the browser build, so an edit
 * to CSS alone re-renders every page. Every page's head links the stylesheet by its name, which
 * has the hash of its content (`/styles.<hash>.css`, src/pre-render-html.tsx). Gatsby's build with
 * slices re-renders a page when its data or the renderer's chunks change, not when the browser
 * build does (its scripts are in the `_gatsby-scripts` slice, which Gatsby does re-render); and the
 * renderer's CSS modules export class names only, which a change of a colour leaves as they are.
 * So a CSS edit left every page of a warm build linking the last build's stylesheet, still in
 * `public/`: the site kept its old look until a cold build. Gatsby builds the renderer after the
 * browser bundles, so the names are read as its compilation starts (`stylesheets`).
 */
export class RendererFollowsStylesheetsPlugin implements WebpackPluginInstance {
  constructor(private readonly stylesheets: () => string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RendererFollowsStylesheetsPlugin', (compilation: Compilation) => {
      const names = this.stylesheets().join('\n')
      compilation.hooks.chunkHash.tap('RendererFollowsStylesheetsPlugin', (_chunk, hash) => {
        hash.update(names)
      })
    })
  }
}
