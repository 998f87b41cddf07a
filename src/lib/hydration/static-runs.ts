/** A stretch of consecutive items that are all static, or one island (docs/architecture.md, "Hydrating less"). */
export interface Run<T> {
  island: boolean
  items: T[]
}

/**
 * A list of blocks cut where its islands are: each island alone, the static items between them
 * together, in order. A body's text blocks stay in one static part (so a list's items stay one
 * list) and each block with behaviour (a form, a video) hydrates on its own.
 */
export function staticRuns<T>(items: readonly T[], isIsland: (item: T) => boolean): Run<T>[] {
  const runs: Run<T>[] = []
  for (const item of items) {
    const island = isIsland(item)
    const last = runs[runs.length - 1]
    if (!island && last && !last.island) last.items.push(item)
    else runs.push({ island, items: [item] })
  }
  return runs
}
