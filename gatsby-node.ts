// Thin on purpose: the build code lives in src/node/ (DESIGN.md).
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateDevServer,
  onCreateWebpackConfig,
  onPostBuild,
  onPreBuild,
  sourceNodes,
} from './src/node/gatsby-node'
