// Thin on purpose: the build code lives in src/node/ (DESIGN.md).
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateDevServer,
  onCreateWebpackConfig,
  onPostBootstrap,
  onPostBuild,
  onPreBootstrap,
  onPreBuild,
  sourceNodes,
} from './src/node/gatsby-node'
