// Thin on purpose: the build code lives in src/node/ (README.md, "The code").
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateDevServer,
  onCreateWebpackConfig,
  onPostBuild,
  sourceNodes,
} from './src/node/gatsby-node'
