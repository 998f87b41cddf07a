import { ISLAND_CHUNK_PREFIX, type IslandManifest } from '../../lib/islands/island-manifest'

/** What the plugin reads of webpack's compilation (webpack 5's public Compilation and Chunk API). */
interface Chunk {
  files: Iterable<string>
}
interface ChunkGroup {
  chunks: Chunk[]
}
interface Entrypoint extends ChunkGroup {
  getRuntimeChunk(): Chunk | null
  getEntrypointChunk(): Chunk
}
export interface ManifestCompilation {
  entrypoints: Map<string, Entrypoint>
  namedChunkGroups: Map<string, ChunkGroup>
  getAssets(): readonly { name: string }[]
}
interface Compiler {
  hooks: { done: { tap(name: string, fn: (stats: { compilation: ManifestCompilation; hasErrors(): boolean }) => void): void } }
}

const js = (chunk: Chunk): string[] => [...chunk.files].filter((file) => file.endsWith('.js'))

/**
 * The island manifest of a finished browser build: the entry's files (webpack's runtime first, the
 * entry's own chunk last), each island chunk group's files but those, and the CSS files. Paths are
 * absolute from the site's root.
 */
export function islandManifest(compilation: ManifestCompilation, entry: string): IslandManifest {
  const entrypoint = compilation.entrypoints.get(entry)
  if (!entrypoint)
    throw new Error(`Island manifest: the browser build has no entry "${entry}" (it has ${[...compilation.entrypoints.keys()].join(', ')})`)
  const runtime = entrypoint.getRuntimeChunk()
  const main = entrypoint.getEntrypointChunk()
  const middle = entrypoint.chunks.filter((chunk) => chunk !== runtime && chunk !== main)
  const scripts = [...(runtime ? js(runtime) : []), ...middle.flatMap(js), ...js(main)]
  const islands: Record<string, string[]> = {}
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(ISLAND_CHUNK_PREFIX)) continue
    islands[name.slice(ISLAND_CHUNK_PREFIX.length)] = group.chunks.flatMap(js).filter((file) => !scripts.includes(file))
  }
  const stylesheets = compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.css'))
    .sort()
  const root = (file: string): string => `/${file}`
  return {
    scripts: scripts.map(root),
    islands: Object.fromEntries(Object.entries(islands).map(([name, files]) => [name, files.map(root)])),
    stylesheets: stylesheets.map(root),
  }
}

/**
 * Reads the island manifest off the browser build once it is done (webpack's `done` hook) and hands
 * it on; a build with errors hands nothing (Gatsby stops it).
 */
export class IslandManifestPlugin {
  constructor(
    private readonly entry: string,
    private readonly onManifest: (manifest: IslandManifest) => void,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('IslandManifestPlugin', (stats) => {
      if (!stats.hasErrors()) this.onManifest(islandManifest(stats.compilation, this.entry))
    })
  }
}
