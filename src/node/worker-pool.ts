import { availableParallelism } from 'node:os'
import { HEAP_GROWING_PERCENT } from './memory'

/** What this module uses of a gatsby-worker `WorkerPool`: the options it forks its workers with. */
export interface RestartablePool {
  options?: { numWorkers?: number }
  restart(): Promise<void>
}

/** Gatsby's pool module (`gatsby/dist/utils/worker/pool`), which makes the build's one pool. */
export interface PoolModule {
  create: () => RestartablePool
}

/** The fewest pages to render for which the static HTML gets more workers than the queries had. */
export const EXTRA_WORKER_PAGES = 500

/** The flags the static HTML's workers start with: the heap growth the query workers have (memory.ts). */
export const HTML_WORKER_FLAGS = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]

/**
 * The static HTML gets one worker per core. Gatsby makes its worker pool with `cores − 1` workers,
 * one on 2 cores, and keeps that number when it restarts the pool after the page queries, for the
 * static HTML (`gatsby build`'s only restart). The queries need the spare core: the main process runs
 * the image jobs beside them. The static HTML does not: the main process only waits for it, so half
 * of a 2-core machine idled through the longest phase of a cold build (docs/architecture.md, "One
 * worker per core for the static HTML"). Only the restarted pool gets the extra worker.
 *
 * Each HTML worker is forked with HTML_WORKER_FLAGS, as a worker takes the main process's
 * `execArgv`: with V8's own growth a worker held 470 MB rendering pages, about 250 MB with the
 * flag, so two workers fit where one did. The flags are on `process.execArgv` only while the pool
 * forks them.
 *
 * A worker costs about 3 s of CPU to start (Gatsby's worker modules), about what it renders 500
 * pages in; so the pool grows only when `pagesToRender()`, asked as it restarts, is at least
 * EXTRA_WORKER_PAGES. A publish, which renders a page or two, starts no more workers than before.
 *
 * Called in the main process before Gatsby makes its pool (onPreBootstrap).
 */
export function oneHtmlWorkerPerCore(
  pagesToRender: () => number,
  report: (line: string) => void,
  poolModule: PoolModule = gatsbyPoolModule(),
  cores = availableParallelism(),
): void {
  const create = poolModule.create
  if ((create as { htmlWorkersPerCore?: true }).htmlWorkersPerCore) return
  const patched = (): RestartablePool => {
    const pool = create()
    // Gatsby's `cores − 1` (its count honours GATSBY_CPU_COUNT), and the main process's core.
    const gatsbyWorkers = pool.options?.numWorkers ?? 1
    const htmlWorkers = Math.min(gatsbyWorkers + 1, Math.max(1, cores))
    if (htmlWorkers <= gatsbyWorkers) return pool
    const restart = pool.restart.bind(pool)
    pool.restart = async () => {
      const pages = pagesToRender()
      if (pages < EXTRA_WORKER_PAGES) return restart()
      report(`Static HTML: ${htmlWorkers} workers for about ${pages} pages (one per core)`)
      pool.options = { ...pool.options, numWorkers: htmlWorkers }
      const before = process.execArgv.length
      process.execArgv.push(...HTML_WORKER_FLAGS)
      try {
        await restart()
      } finally {
        process.execArgv.splice(before, HTML_WORKER_FLAGS.length)
      }
    }
    return pool
  }
  poolModule.create = Object.assign(patched, { htmlWorkersPerCore: true as const })
}

function gatsbyPoolModule(): PoolModule {
  // Gatsby's own module, the instance its build calls `create` on (services/initialize).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('gatsby/dist/utils/worker/pool') as PoolModule
}
