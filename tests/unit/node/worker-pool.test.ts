import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { WorkerPool } from 'gatsby-worker'
import { pagesToRender } from '../../../src/node/built-state'
import {
  EXTRA_WORKER_PAGES,
  HTML_WORKER_FLAGS,
  oneHtmlWorkerPerCore,
  type PoolModule,
  type RestartablePool,
} from '../../../src/node/worker-pool'

// docs/architecture.md, "One worker per core for the static HTML". Gatsby's own pool is a
// gatsby-worker WorkerPool of `cores − 1` workers (gatsby/dist/utils/worker/pool), restarted once,
// after the page queries, for the static HTML. These pools are real gatsby-worker pools of a worker
// that reports its process and its flags.
describe('oneHtmlWorkerPerCore', () => {
  let dir: string
  let workerFile: string
  const pools: WorkerPool<{ describe: () => Promise<{ pid: number; execArgv: string[] }> }>[] = []

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'worker-pool-'))
    workerFile = path.join(dir, 'worker.js')
    writeFileSync(workerFile, 'exports.describe = async () => ({ pid: process.pid, execArgv: process.execArgv })\n')
  })
  afterEach(async () => {
    await Promise.all(pools.splice(0).flatMap((pool) => pool.end()))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const report = jest.fn()
  beforeEach(() => report.mockClear())

  /** A module like Gatsby's: `create` makes a pool of `numWorkers`, Gatsby's `cores − 1`. */
  const poolModule = (numWorkers: number): PoolModule => ({
    create: () => {
      const pool = new WorkerPool<{ describe: () => Promise<{ pid: number; execArgv: string[] }> }>(workerFile, { numWorkers })
      pools.push(pool)
      return pool as unknown as RestartablePool
    },
  })
  const workersOf = async (pool: RestartablePool) => {
    const all = (pool as unknown as (typeof pools)[number]).all
    return Promise.all(all.describe())
  }

  it('gives the restarted pool one worker per core, each with the heap growth flags, and the first pool what Gatsby gave it', async () => {
    const gatsby = poolModule(1)
    oneHtmlWorkerPerCore(() => 10_000, report, gatsby, 2)
    const pool = gatsby.create()
    const queries = await workersOf(pool)
    expect(queries).toHaveLength(1)
    expect(queries[0]?.execArgv).not.toEqual(expect.arrayContaining(HTML_WORKER_FLAGS))

    const execArgv = [...process.execArgv]
    await pool.restart()
    const html = await workersOf(pool)
    expect(html).toHaveLength(2)
    expect(new Set(html.map((w) => w.pid)).size).toBe(2)
    expect(report).toHaveBeenCalledWith('Static HTML: 2 workers for about 10000 pages (one per core)')
    for (const worker of html) expect(worker.execArgv).toEqual(expect.arrayContaining(HTML_WORKER_FLAGS))
    // The flags were the forks' only: this process's own are as they were.
    expect(process.execArgv).toEqual(execArgv)
  }, 30_000)

  // A publish renders a page or two: a worker would cost more to start than it renders.
  it('keeps Gatsby’s pool, flags and all, for a build with fewer pages to render than EXTRA_WORKER_PAGES', async () => {
    const gatsby = poolModule(1)
    let pages = EXTRA_WORKER_PAGES - 1
    oneHtmlWorkerPerCore(() => pages, report, gatsby, 2)
    const pool = gatsby.create()
    await pool.restart()
    const html = await workersOf(pool)
    expect(html).toHaveLength(1)
    expect(html[0]?.execArgv).not.toEqual(expect.arrayContaining(HTML_WORKER_FLAGS))
    expect(report).not.toHaveBeenCalled()
    // Asked as the pool restarts, not when it is made.
    pages = EXTRA_WORKER_PAGES
    await pool.restart()
    expect(await workersOf(pool)).toHaveLength(2)
  }, 30_000)

  it('adds no worker past the cores there are', async () => {
    const gatsby = poolModule(1)
    oneHtmlWorkerPerCore(() => 10_000, report, gatsby, 1)
    const pool = gatsby.create()
    await pool.restart()
    expect(await workersOf(pool)).toHaveLength(1)
  }, 30_000)

  it('wraps a module once, and keeps its count through another restart', async () => {
    const gatsby = poolModule(1)
    oneHtmlWorkerPerCore(() => 10_000, report, gatsby, 4)
    oneHtmlWorkerPerCore(() => 10_000, report, gatsby, 4)
    const pool = gatsby.create()
    await pool.restart()
    await pool.restart()
    const html = await workersOf(pool)
    expect(html).toHaveLength(2)
    for (const worker of html) expect(worker.execArgv.filter((flag) => HTML_WORKER_FLAGS.includes(flag))).toEqual(HTML_WORKER_FLAGS)
  }, 30_000)

  // The contract with Gatsby: the module its build makes its pool with, and a create() to wrap.
  it("wraps Gatsby's own pool module", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal module, untyped
    const gatsbyPool = require('gatsby/dist/utils/worker/pool') as PoolModule
    const create = gatsbyPool.create
    try {
      oneHtmlWorkerPerCore(() => 0, report)
      expect(gatsbyPool.create).not.toBe(create)
    } finally {
      gatsbyPool.create = create
    }
  })
})

// What the pool asks as it restarts, from Gatsby's store after the page queries.
describe('pagesToRender', () => {
  it('counts the dirty HTML files and the pages whose data is to be written, each once, and no deleted page', () => {
    const trackedHtmlFiles = new Map([
      ['/new', { dirty: 1 }],
      ['/queried-and-dirty', { dirty: 4 }],
      ['/clean', { dirty: 0 }],
      ['/gone', { dirty: 1, isDeleted: true }],
    ])
    const pagePaths = new Set(['/queried', '/queried-and-dirty'])
    expect(pagesToRender({ html: { trackedHtmlFiles }, pendingPageDataWrites: { pagePaths } })).toBe(3)
  })
})
