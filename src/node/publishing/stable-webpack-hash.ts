import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  constructor: { name: string }
  options?: { experimentalUseImportModule?: boolean }
}

/**
 * Keeps the webpack compilation hash stable across a cold build and the warm build after it, so a
 * warm build with no change rewrites no HTML (README, "Build speed").
 *
 * Why it changed: Gatsby's mini-css-extract-plugin (1.6) compiles every CSS module in a CHILD
 * compilation, and webpack folds the hashes of child compilations into the compilation hash. On a
 * cold cache the children run; on a warm one the CSS modules come from webpack's persistent cache
 * and no child runs, so the hash differs once, and Gatsby rewrites every page whose `_gatsby-scripts`
 * slice embeds it. With `experimentalUseImportModule` the plugin executes CSS modules inside the
 * main compilation (webpack's `importModule`, webpack ≥ 5.33) instead: no child compilation, the
 * same CSS, and a hash that depends on the sources only.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return
  const config = getConfig() as { plugins?: CssExtractPlugin[] }
  const plugin = config.plugins?.find((p) => p?.constructor?.name === 'MiniCssExtractPlugin')
  if (!plugin?.options) throw new Error('Gatsby no longer adds MiniCssExtractPlugin to its webpack config: review src/node/publishing/stable-webpack-hash.ts')
  plugin.options.experimentalUseImportModule = true
  actions.replaceWebpackConfig(config)
}
