import * as memory from '../../src/node/memory'

/**
 * Runs `run` with the build's full collections (memory.collectGarbage) counted, and tells how many of
 * `refs` were alive right after the `at`-th of them (-1 when there were fewer). It looks once a run:
 * a WeakRef's target stays alive to the end of the task that looked at it, and the code under test may
 * do all its collections in one task, so a second look would see what the first kept.
 */
export async function aliveAtCollection(
  refs: readonly WeakRef<object>[],
  at: number,
  run: () => Promise<unknown>,
): Promise<{ alive: number; collections: number }> {
  const collectGarbage = memory.collectGarbage
  let collections = 0
  let alive = -1
  const collected = jest.spyOn(memory, 'collectGarbage').mockImplementation(() => {
    collectGarbage()
    collections += 1
    if (collections === at) alive = refs.filter((ref) => ref.deref() !== undefined).length
  })
  try {
    await run()
    return { alive, collections }
  } finally {
    collected.mockRestore()
  }
}
