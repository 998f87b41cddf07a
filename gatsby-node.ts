// Thin on purpose: the build code lives in src/build/ (DESIGN.md).
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateDevServer,
  onPostBuild,
  sourceNodes,
} from './src/build/gatsby-node'
