// @ts-check
/**
 * Keeps the webpack compilation hash stable across a cold build and the warm build after it, so a
 * warm build with no change rewrites no HTML (README, "Build speed").
 *
 * Why it changed: Gatsby's mini-css-extract-plugin (1.6) compiles every CSS module in a CHILD
 * compilation, and webpack folds the hashes of child compilations into the compilation hash. On a
 * cold cache the children run; on a warm one the CSS modules come from webpack's persistent cache
 * and no child runs, so the hash differs once, and Gatsby rewrites every page whose
 * `_gatsby-scripts` slice embeds it. With `experimentalUseImportModule` the plugin executes CSS
 * modules inside the main compilation (webpack's `importModule`, webpack >= 5.33) instead: no child
 * compilation, the same CSS, and a hash that depends on the sources only.
 *
 * Why a local plugin in plain JavaScript, not the site's gatsby-node: Gatsby lists the file of
 * every `onCreateWebpackConfig` as a webpack build dependency, and the site's compiled gatsby-node
 * (all of src/node) would then invalidate webpack's persistent cache on every build. This file
 * does not change.
 */

/** @type {import('gatsby').GatsbyNode['onCreateWebpackConfig']} */
exports.onCreateWebpackConfig = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return
  const config = getConfig()
  const plugin = (config.plugins || []).find((p) => p && p.constructor && p.constructor.name === 'MiniCssExtractPlugin')
  if (!plugin || !plugin.options) {
    throw new Error('Gatsby no longer adds MiniCssExtractPlugin to its webpack config: review plugins/stable-webpack-hash')
  }
  plugin.options.experimentalUseImportModule = true
  actions.replaceWebpackConfig(config)
}
