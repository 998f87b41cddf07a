/**
 * gatsby-plugin-algolia (the design card's package for the Algolia push) against today's push
 * (src/node/search/algolia.ts), both run against the tests' Algolia stand-in on 127.0.0.1
 * (tests/helpers/algolia-stand-in.ts) with the same records, in the four situations the push must
 * handle. Prints what each did; docs/architecture.md ("The design card's packages") reads it.
 *
 *   npx tsx scripts/bench/algolia-plugin.ts
 *
 * The plugin is not a dependency of the site: this installs gatsby-plugin-algolia 1.0.3 (and its
 * algoliasearch 4) into a folder of its own under the OS temp dir, without its Gatsby peer.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { hashRecord, INDEX_SETTINGS, pushToAlgolia } from '../../src/node/search/algolia'
import type { SearchRecord } from '../../src/lib/search/records'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../tests/helpers/algolia-stand-in'
import { startLocalServer } from '../../tests/helpers/local-server'
import { pageRecord } from '../../tests/helpers/search-record'

const VERSION = '1.0.3'
const dir = path.join(os.tmpdir(), `threshold-gatsby-plugin-algolia-${VERSION}`)
if (!existsSync(path.join(dir, 'node_modules/gatsby-plugin-algolia'))) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
  execFileSync('npm', ['install', `gatsby-plugin-algolia@${VERSION}`, '--legacy-peer-deps', '--no-audit', '--no-fund', '--silent'], {
    cwd: dir,
    stdio: 'inherit',
  })
}
type OnPostBuild = (args: unknown, config: unknown) => Promise<void>
const plugin = createRequire(path.join(dir, 'package.json'))('gatsby-plugin-algolia/gatsby-node.js') as { onPostBuild: OnPostBuild }

const INDEX = 'production_threshold'
const record = (n: number, text = `Text of page ${n}`): SearchRecord => pageRecord(`page.${n}`, text)
const BUILD_1 = Array.from({ length: 20 }, (_, i) => record(i + 1))
// The next build: page 3 edited, page 20 unpublished.
const BUILD_2 = BUILD_1.filter((r) => r.objectID !== 'page.20').map((r) => (r.objectID === 'page.3' ? record(3, 'Edited text') : r))

/**
 * The stand-in answers what today's push calls. algoliasearch 4, which the plugin uses, also reads
 * the settings (GET …/settings) and waits for tasks (GET …/task/{id}): Algolia's API has both, so
 * this front answers them and passes the rest on, to measure the plugin and not the stand-in.
 */
async function frontFor(standIn: AlgoliaStandIn) {
  return startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const settings = /^\/1\/indexes\/([^/]+)\/settings$/.exec(url.pathname)
    if (req.method === 'GET' && settings) {
      const name = decodeURIComponent(settings[1] ?? '')
      res.writeHead(standIn.indices.has(name) ? 200 : 404, { 'content-type': 'application/json' })
      return res.end(JSON.stringify(standIn.settings.get(name) ?? { status: 404, message: 'Index does not exist' }))
    }
    if (req.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ status: 'published', pendingTask: false }))
    }
    const target = new URL(req.url ?? '/', standIn.url)
    const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    req.pipe(forward)
  })
}

/** Gatsby's cache (kept between builds, as `.cache/` is) and a reporter that records panics. */
const gatsbyCache = new Map<string, unknown>()
function runPlugin(host: string, records: readonly SearchRecord[], continueOnFailure: boolean) {
  const panics: string[] = []
  const activity = { start() {}, end() {}, setStatus() {}, panicOnBuild: (m: string) => panics.push(m) }
  const args = {
    graphql: () => Promise.resolve({ data: {} }),
    cache: {
      get: (k: string) => Promise.resolve(gatsbyCache.get(k)),
      set: (k: string, v: unknown) => Promise.resolve(gatsbyCache.set(k, v)),
    },
    reporter: { activityTimer: () => activity, panicOnBuild: (m: string) => panics.push(m), info() {}, warn() {} },
  }
  const url = new URL(host)
  const config = {
    appId: 'STANDIN',
    apiKey: 'admin-key',
    indexName: INDEX,
    continueOnFailure,
    algoliasearchOptions: { hosts: [{ url: url.host, protocol: 'http' }], timeouts: { connect: 2, read: 5, write: 5 } },
    settings: INDEX_SETTINGS,
    // The same records as today's push, their hash as the plugin's content digest.
    queries: [
      {
        query: '{ __typename }',
        transformer: () => records.map((r) => ({ ...hashRecord(r), id: r.objectID, internal: { contentDigest: hashRecord(r).hash } })),
      },
    ],
  }
  // The plugin prints the whole error object on a failure it continues past; the scenario line says it.
  const quiet = console.error
  console.error = () => undefined
  return plugin
    .onPostBuild(args, config)
    .then(
      () => panics,
      (err: Error) => [...panics, err.message],
    )
    .finally(() => (console.error = quiet))
}

function sent(standIn: AlgoliaStandIn) {
  const batches = standIn.calls.filter((c) => c.call === `POST /1/indexes/${INDEX}/batch`)
  const requests = batches.flatMap((c) => (c.body as { requests: { action: string }[] }).requests)
  return {
    saved: requests.filter((r) => r.action !== 'deleteObject').length,
    deleted: requests.filter((r) => r.action === 'deleteObject').length,
    settings: standIn.calls.some((c) => c.call === `PUT /1/indexes/${INDEX}/settings`),
  }
}

async function scenario(name: string, run: (standIn: AlgoliaStandIn, host: string) => Promise<string>) {
  const standIn = await startAlgoliaStandIn()
  const front = await frontFor(standIn)
  try {
    console.log(`${name.padEnd(58)} ${await run(standIn, front.url)}`)
  } finally {
    await front.close()
    await standIn.close()
  }
}

const report = (standIn: AlgoliaStandIn, extra = '') => {
  const s = sent(standIn)
  const settings = standIn.settings.get(INDEX)
  const settingsOk = settings?.attributeForDistinct === 'pageId' && settings.hitsPerPage === 5
  return `${s.saved} saved, ${s.deleted} deleted, index ${standIn.indices.get(INDEX)?.size ?? 0} records, SPEC 7.11 settings ${settingsOk ? 'set' : 'NOT set'}${extra}`
}

async function main(): Promise<void> {
  for (const tool of ['today', 'plugin'] as const) {
    console.log(`\n${tool === 'today' ? "Today's push (algoliasearch 5)" : `gatsby-plugin-algolia ${VERSION} (algoliasearch 4)`}`)
    const push = async (host: string, records: readonly SearchRecord[], continueOnFailure = true): Promise<string[]> => {
      if (tool === 'plugin') return runPlugin(host, records, continueOnFailure)
      try {
        await pushToAlgolia({ appId: 'STANDIN', adminKey: 'admin-key', indexName: INDEX, host }, records)
        return []
      } catch (err) {
        return [(err as Error).message]
      }
    }
    gatsbyCache.clear()
    await scenario('1. first build: 20 records to a new index', async (standIn, host) => {
      const problems = await push(host, BUILD_1)
      return report(standIn, problems.length ? `; failed: ${problems.join('; ')}` : '')
    })
    gatsbyCache.clear()
    await scenario('2. next build: 1 record edited, 1 page unpublished', async (standIn, host) => {
      await push(host, BUILD_1)
      standIn.calls.length = 0
      const problems = await push(host, BUILD_2)
      return report(standIn, problems.length ? `; failed: ${problems.join('; ')}` : '')
    })
    gatsbyCache.clear()
    await scenario('3. next build after a record was lost from the index', async (standIn, host) => {
      await push(host, BUILD_1)
      // Deleted outside the build (the dashboard, another environment's build, an index restore).
      standIn.indices.get(INDEX)?.delete('page.7')
      standIn.calls.length = 0
      await push(host, BUILD_1)
      return `${report(standIn)}; page.7 ${standIn.indices.get(INDEX)?.has('page.7') ? 'restored' : 'STILL MISSING'}`
    })
    gatsbyCache.clear()
    await scenario('4. Algolia answers 500 (continueOnFailure: true)', async (standIn, host) => {
      standIn.failWith(500)
      const problems = await push(host, BUILD_1, true)
      if (tool === 'today')
        return `push fails (${problems[0]?.slice(0, 40) ?? ''}…); publish.ts warns 'SEARCH INDEX IS STALE', the site publishes`
      return problems.length
        ? `the BUILD FAILS (panicOnBuild): ${problems[0]}`
        : "the plugin warns 'failed to index to Algolia', the site publishes"
    })
  }
}

void main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
