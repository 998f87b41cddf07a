// Thin on purpose: the build code lives in src/build/ (DESIGN.md).
export { createPages, createSchemaCustomization, sourceNodes } from './src/build/gatsby-node'
