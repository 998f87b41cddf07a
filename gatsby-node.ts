// Thin on purpose: the build code lives in src/node/ (DESIGN.md).
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateDevServer,
  onPostBuild,
  sourceNodes,
} from './src/node/gatsby-node'
