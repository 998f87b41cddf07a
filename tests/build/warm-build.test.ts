import { createHash } from 'node:crypto'
import { readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles, PUBLIC } from '../helpers/built-site'
import { FIXTURE, gatsbyBuild, ROOT } from '../helpers/gatsby-build'

// docs/architecture.md (build speed): the warm build right after a cold one rewrites no HTML file.
// The browser bundle is built cold (its webpack cache removed: that is where the CSS child
// compilations run), the rest of Gatsby's cache is kept so images are not processed again.
const env = { CMS_DATASET_PATH: path.join(FIXTURE, 'data.ndjson') }

/** Every built HTML file with its modification time and content hash. */
function snapshot(): Map<string, string> {
  return new Map(
    htmlFiles().map((file) => [
      path.relative(PUBLIC, file),
      `${statSync(file, { bigint: true }).mtimeNs} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`,
    ]),
  )
}

const compilationHash = (): string =>
  (JSON.parse(readFileSync(path.join(PUBLIC, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash: string })
    .webpackCompilationHash

describe('a warm build after a cold one', () => {
  it('rewrites no HTML file and keeps the webpack compilation hash', async () => {
    rmSync(path.join(ROOT, '.cache/webpack/stage-build-javascript'), { recursive: true, force: true })
    const cold = await gatsbyBuild(env)
    expect(cold.code).toBe(0)
    const before = snapshot()
    const hash = compilationHash()

    const warm = await gatsbyBuild(env)
    expect(warm.code).toBe(0)
    const after = snapshot()
    expect(before.size).toBeGreaterThan(20)
    expect([...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file)).toEqual([])
    expect(compilationHash()).toBe(hash)
    expect(warm.output).toContain('There are no new or changed html files to build.')
  }, 900_000)
})
