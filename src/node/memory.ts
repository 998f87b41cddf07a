import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * How far V8 lets a build process's heap grow past what its last full collection kept alive, in
 * percent: 50 makes the next collection come when the heap is 1.5 times that. V8's own factor goes up
 * to 4 when the process allocates fast, as Gatsby's main process does while webpack bundles and its
 * query worker does while it runs 10,000 page queries: at 10,000 documents the main process then held
 * about 1.3 GB where a heap snapshot found 0.43 GB alive, and the worker 0.8 GB for 0.18 GB alive
 * (docs/architecture.md, "Build phases at scale"). The cost is a few more collections.
 */
export const HEAP_GROWING_PERCENT = 50

/**
 * Sets HEAP_GROWING_PERCENT for this process. V8 reads the flag each time it sets the heap's next
 * limit, so it takes effect from the next collection. gatsby-node sets it in each query worker as it
 * loads, and in the main process once the nodes are sourced (onPostBootstrap), not before: while the
 * sourcing builds its live set from nothing, a heap held near that set is collected again and again
 * (at 10,000 documents the dataset was read and checked in 9.7 s instead of 6.3–6.9 s, and the warm
 * builds took 11–16 s more CPU).
 */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`)
}

/**
 * A full garbage collection, now. The search step leaves this process with the garbage of its
 * query and of the records' cache (hundreds of megabytes at 10,000 documents; the records
 * themselves are still in use); waiting, idle, for Pagefind, V8 had no reason to collect it, so it
 * stayed resident beside Pagefind (docs/architecture.md, "Build phases at scale"). `gc` is V8's,
 * which Node exposes only under --expose-gc: set here, it applies to the contexts made after it.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/** How long a query worker waits, given no task, before it collects its garbage (collectWhenIdle). */
export const IDLE_COLLECT_MS = 2_000

/**
 * A function to call on each task a process is given: once none has come for `idleMs`, it runs one
 * full collection (`collect`), and none again before the next task. After its last page query, Gatsby
 * keeps its query worker, idle, until the image jobs are done, then restarts it: at 10,000 documents
 * the worker waited 20–30 s holding 0.58–0.79 GB beside the main process's 1.2–1.3 GB, the cold
 * build's largest moment (docs/architecture.md, "Build phases at scale"); V8 has no reason to collect
 * in a process that does nothing. The timer keeps no process alive.
 */
export function collectWhenIdle(idleMs = IDLE_COLLECT_MS, collect: () => void = collectGarbage): () => void {
  let timer: NodeJS.Timeout | undefined
  const fire = () => {
    timer = undefined
    collect()
  }
  return () => {
    if (timer) timer.refresh()
    else timer = setTimeout(fire, idleMs).unref()
  }
}

/** gatsby-worker's message types (its dist/types.js): a task (`[EXECUTE, id, method, args]`), and the end. */
export const GATSBY_WORKER_MESSAGE = { EXECUTE: 1, END: 0 } as const

/**
 * In a Gatsby worker: collectWhenIdle, counting the tasks that come on its IPC channel. The worker
 * also receives the main process's news of the jobs it created (its image jobs, done one by one
 * while it idles): those are not tasks. At gatsby-worker's END the listener goes, as gatsby-worker's
 * own does: a 'message' listener keeps the IPC channel, and so the process, alive, and Gatsby kills a
 * worker that has not exited a second after END.
 */
export function collectWhenWorkerIdles(
  channel: NodeJS.EventEmitter = process,
  idleMs = IDLE_COLLECT_MS,
  collect: () => void = collectGarbage,
): void {
  const onTask = collectWhenIdle(idleMs, collect)
  const listener = (message: unknown): void => {
    if (!Array.isArray(message)) return
    if (message[0] === GATSBY_WORKER_MESSAGE.EXECUTE) onTask()
    else if (message[0] === GATSBY_WORKER_MESSAGE.END) channel.off('message', listener)
  }
  channel.on('message', listener)
}
