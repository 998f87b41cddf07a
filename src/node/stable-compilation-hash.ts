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
