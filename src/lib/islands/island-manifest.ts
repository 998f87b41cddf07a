/**
 * Where the browser build put the islands' code (docs/islands.md): written by the browser build
 * (src/node/islands/island-manifest-plugin.ts) and compiled into the HTML renderer, so a page links
 * the files of this build, and a change to any of them renders every page again.
 */
export interface IslandManifest {
  /** Every page's scripts, in order: webpack's runtime, then the islands' entry (src/islands/entry.ts). */
  scripts: string[]
  /** Each island's own files (not in `scripts`), by its name in src/islands/registry.ts. */
  islands: Record<string, string[]>
  /** The site's stylesheets (Gatsby bundles every CSS module into one file). */
  stylesheets: string[]
}

/** The chunk name of an island's code (registry.ts names each import so). */
export const ISLAND_CHUNK_PREFIX = 'island-'

/**
 * The scripts a page loads, in order: webpack's runtime, the files of the islands it loads at start,
 * then the rest of every page's scripts (the entry last, so the islands' code is in when it runs). A
 * page without islands gets the runtime and the entry too: the entry marks `<html data-hydrated>`,
 * which the tests and the early-click script read on every page.
 */
export function pageScripts(manifest: IslandManifest, islands: ReadonlyMap<string, boolean>): string[] {
  const files: string[] = []
  for (const [name, atStart] of [...islands].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!atStart) continue
    const own = manifest.islands[name]
    if (!own) throw new Error(`Island ${name} is not in the browser build (src/islands/registry.ts)`)
    files.push(...own)
  }
  const [runtime, ...rest] = manifest.scripts
  return [...new Set([...(runtime ? [runtime] : []), ...files, ...rest])]
}
