// gatsby-plugin-sharp ships no types for its image API; this is the part src/node/content/images.ts uses.
declare module 'gatsby-plugin-sharp' {
  import type { GatsbyCache, Node, Reporter } from 'gatsby'
  import type { IGatsbyImageData, ISharpGatsbyImageArgs } from 'gatsby-plugin-image'

  export function generateImageData(options: {
    file: Node
    args: ISharpGatsbyImageArgs & { pathPrefix?: string }
    pathPrefix?: string
    reporter: Reporter
    cache: GatsbyCache
  }): Promise<IGatsbyImageData | undefined>
}
