import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { builtFiles } from '../../src/node/built-files'
import { htmlFiles, PUBLIC } from '../helpers/built-site'
import { editedDataset, FIXTURE, gatsbyBuild, ROOT } from '../helpers/gatsby-build'

// docs/architecture.md ("Build"): the warm build right after a cold one rewrites no HTML file, and
// makes no node again; a build after a change makes and deletes only the nodes of the documents
// changed and removed. A build after an edit to CSS alone re-renders every page, each linking the
// new stylesheet (the island manifest compiled into the HTML renderer: docs/islands.md).
// The browser bundle is built cold (its webpack cache removed), the rest of Gatsby's cache is kept
// so images are not processed again.
const env = { CMS_DATASET_PATH: path.join(FIXTURE, 'data.ndjson') }

/**
 * Every built page with its modification time and content hash. Not public/_gatsby/: Gatsby
 * writes its scripts fragment there on every build, and no page includes it (docs/islands.md).
 */
function snapshot(): Map<string, string> {
  return new Map(
    builtFiles(PUBLIC, { skipTopFolders: ['_gatsby'] }).map((file) => [
      path.relative(PUBLIC, file),
      `${statSync(file, { bigint: true }).mtimeNs} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`,
    ]),
  )
}

describe('a warm build after a cold one', () => {
  it('rewrites no HTML file', async () => {
    rmSync(path.join(ROOT, '.cache/webpack/stage-build-javascript'), { recursive: true, force: true })
    const cold = await gatsbyBuild(env)
    expect(cold.code).toBe(0)
    const before = snapshot()

    const warm = await gatsbyBuild(env)
    expect(warm.code).toBe(0)
    const after = snapshot()
    expect(before.size).toBeGreaterThan(20)
    expect([...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file)).toEqual([])
    expect(warm.output).toContain('There are no new or changed html files to build.')
    // The host's build writes no query types (gatsby-config.ts, GATSBY_TYPES_ON_BUILD).
    expect(warm.output).not.toContain('Generating TypeScript types')
    // Sourcing is stateful (src/node/source-nodes.ts): no node is made again.
    expect(warm.output).toMatch(/Nodes: 0 made, \d+ kept as the store has them, 0 deleted/)
  }, 900_000)

  it('after one document changes and another is removed, makes one node, deletes one, and the pages follow', async () => {
    const changed = path.join(PUBLIC, 'guides/physical-access-control-systems/index.html')
    const removed = path.join(PUBLIC, 'resources/what-are-mobile-credentials/index.html')
    expect(existsSync(removed)).toBe(true)
    const before = snapshot()
    const build = await gatsbyBuild({
      CMS_DATASET_PATH: editedDataset({
        'guide.pacs': (doc) => {
          doc.heading = 'The guide to access control, edited'
          doc._updatedAt = '2026-11-30T09:00:00Z'
        },
        'article.mobile-credentials': 'remove',
      }),
    })
    expect(build.code).toBe(0)
    expect(readFileSync(changed, 'utf8')).toContain('The guide to access control, edited')
    // Gatsby sweeps no node of the site's: the removed document's node, and so its page, go only
    // because sourcing deletes them.
    expect(existsSync(removed)).toBe(false)
    expect(readFileSync(path.join(PUBLIC, 'resources/index.html'), 'utf8')).not.toContain('what-are-mobile-credentials')
    expect(build.output).toMatch(/Nodes: 1 made, \d+ kept as the store has them, 1 deleted/)
    expect(readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8')).toMatch(
      /guides\/physical-access-control-systems<\/loc><lastmod>2026-11-30</,
    )
    const rewritten = [...snapshot()].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file)
    expect(rewritten).toContain('guides/physical-access-control-systems/index.html')
  }, 900_000)

  describe('after an edit to CSS alone', () => {
    // Any stylesheet of the site: a rule added, then taken off again whatever the test does.
    // Gatsby re-rendered the pages when a class was added or renamed, not when only a value changed.
    const css = path.join(ROOT, 'src/components/search/SearchOverlay.module.css')
    const original = readFileSync(css, 'utf8')
    afterAll(() => writeFileSync(css, original))

    /** The stylesheets the built pages link (src/pre-render-html.tsx links the one Gatsby would inline); not the slices'. */
    const linked = (): Set<string | undefined> =>
      new Set(
        htmlFiles()
          .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`))
          .map((file) => /<link rel="stylesheet" href="\/(styles\.[0-9a-f]+\.css)"/.exec(readFileSync(file, 'utf8'))?.[1]),
      )

    it('re-renders every page, each linking the new stylesheet (src/node/client-build.ts)', async () => {
      const before = linked()
      expect(before.size).toBe(1)
      // A property of a class the file has: the class names, all the HTML renderer sees of CSS, stay.
      writeFileSync(css, `${original}\n.message { letter-spacing: 0.0101em }\n`)
      const build = await gatsbyBuild(env)
      expect(build.code).toBe(0)
      const after = linked()
      expect(after.size).toBe(1)
      const [name] = after
      expect(before.has(name)).toBe(false)
      expect(readFileSync(path.join(PUBLIC, name as string), 'utf8')).toContain('.0101em')
    }, 900_000)
  })
})
