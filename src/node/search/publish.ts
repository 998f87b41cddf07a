import { rm } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { BuildArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { PAGEFIND_PATH, SHARD_PAGES } from '../../lib/search/pagefind-pages'
import type { SearchRecord } from '../../lib/search/records'
import { codeVersion, digestOf, rememberStep, sourcedNodes, unchangedStep } from '../build-inputs'
import { MODEL } from '../cms/model'
import { pushToAlgolia } from './algolia'
import { collectSearchRecords, readRecordsCache, writeRecordsCache, type RecordsCache } from './collect'
import { PAGEFIND_SHARDS_DIR, writePagefindIndex } from './pagefind'

/** The node types that are pages (each has a template), whose records are kept from build to build. */
const PAGE_TYPES = new Set(Object.values(MODEL).flatMap((m) => (m.template ? [m.nodeType] : [])))

/** What the search index of a build is made of, and where it goes. */
interface SearchInputs {
  root: string
  cacheDir: string
  bundle: string
  /** The content digest of each page's node, by id; undefined when sourceNodes noted none (unit tests). */
  digests?: Map<string, string>
  /** What every page's records depend on besides its own node (collect.ts, RecordsCache). */
  version: string
  /** All of it in one digest; null when unknown. */
  inputs: string | null
  /** Pages per shard of the Pagefind index (pagefind-pages.ts, SHARD_PAGES). */
  shardPages: number
}

/** The settings the search step reads; the pages per shard are SHARD_PAGES unless set. */
type SearchSettings = Pick<ServiceSettings, 'algolia'> & Partial<Pick<ServiceSettings, 'searchShardPages'>>

/**
 * What the records are made of: every page's node, the job offers and A/B campaigns, the image
 * files (a record's image is the share image's path), and the code.
 */
function searchInputs(
  args: Pick<BuildArgs, 'getNodesByType'>,
  settings: SearchSettings,
  publicDir: string,
  cacheDir: string,
): SearchInputs {
  const root = path.dirname(publicDir)
  const pages = sourcedNodes(PAGE_TYPES)
  const digests = pages.length > 0 ? new Map(pages.map((p) => [p.id, p.contentDigest])) : undefined
  const files = (args.getNodesByType?.('File') ?? []).map((f) => [f.id, f.internal.contentDigest])
  const version = digestOf(codeVersion(root), sourcedNodes(new Set(['AbCampaign'])), files)
  const shardPages = settings.searchShardPages ?? SHARD_PAGES
  const inputs = digests ? digestOf(version, pages, sourcedNodes(new Set(['JobOffer'])), shardPages) : null
  return { root, cacheDir, bundle: path.join(publicDir, PAGEFIND_PATH), digests, version, inputs, shardPages }
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** The records of this build, with the cache for the next written, and how long they took. */
async function records(args: Pick<BuildArgs, 'graphql' | 'getNode'>, search: SearchInputs, cache: RecordsCache | null) {
  const collecting = performance.now()
  const collected = await collectSearchRecords(args.graphql, args.getNode, { digests: search.digests, version: search.version, cache })
  if (search.digests) await writeRecordsCache(search.cacheDir, collected.cache)
  const reused = collected.reused > 0 ? `, ${collected.reused} pages' from the last build` : ''
  return { records: collected.records, summary: `records ${seconds(collecting)}${reused}` }
}

/**
 * Pagefind's bundle from the records, with the line the build prints. Not async, so that it does not
 * keep the records while Pagefind indexes them (writePagefindIndex lets them go shard by shard).
 */
function pagefind(records: readonly SearchRecord[], search: SearchInputs, collected: string, early = false): Promise<string> {
  const started = performance.now()
  const count = records.length
  const written = writePagefindIndex(records, {
    bundle: search.bundle,
    shardsDir: path.join(search.cacheDir, PAGEFIND_SHARDS_DIR),
    root: process.cwd(),
    perShard: search.shardPages,
  })
  return written.then(({ pages, kept, shards, rebuilt }) => {
    const how = kept
      ? 'kept: the same pages as the last build'
      : `Pagefind ${seconds(started)}, ${rebuilt} of ${shards} ${shards === 1 ? 'shard' : 'shards'} indexed, merged into one index${early ? ', from before the pages were built' : ''}`
    return `Search: ${count} records of ${pages} pages in the Pagefind index ${PAGEFIND_PATH} (${collected}, ${how})`
  })
}

/** The Pagefind index a build started early (startSearch), for its inputs. */
let early: { inputs: string; line: Promise<string> } | undefined

/**
 * onPreBuild: the records of the pages that changed (all of them in a cold build) are read and
 * Pagefind's index is built now, beside Gatsby's bundles and queries, instead of after the HTML:
 * at 10,000 pages the search takes tens of seconds, which the build then waits for only as far as
 * it is not done yet (docs/architecture.md, "The search beside the bundles"). Pagefind indexes one
 * shard at a time, so its memory (at most about 0.5 GB) comes while webpack bundles, not at the
 * build's peak. A build with Algolia reads and pushes its records in onPostBuild.
 */
export async function startSearch(
  args: Pick<BuildArgs, 'graphql' | 'getNode' | 'getNodesByType'>,
  settings: SearchSettings,
  publicDir = path.join(process.cwd(), 'public'),
  cacheDir = path.join(path.dirname(publicDir), '.cache'),
): Promise<void> {
  early = undefined
  const search = searchInputs(args, settings, publicDir, cacheDir)
  const entry = path.relative(search.root, path.join(search.bundle, 'pagefind-entry.json'))
  if (settings.algolia || !search.digests || !search.inputs || unchangedStep(search.root, 'search', search.inputs, [entry])) return
  const cache = await readRecordsCache(cacheDir)
  const line = records(args, search, cache).then(({ records: all, summary }) => pagefind(all, search, summary, true))
  // Awaited in onPostBuild; a build that fails before then must not also report this as unhandled.
  line.catch(() => undefined)
  early = { inputs: search.inputs, line }
}

/**
 * onPostBuild (docs/search.md): with Algolia's admin key the records go to the hosted index;
 * without Algolia, Pagefind's bundle goes to public/pagefind/ (or is awaited, when startSearch
 * began it). An Algolia failure never stops the site from publishing: the build says loudly that
 * the hosted index is stale.
 */
export async function publishSearch(
  args: BuildArgs,
  settings: SearchSettings,
  publicDir = path.join(process.cwd(), 'public'),
  cacheDir = path.join(path.dirname(publicDir), '.cache'),
): Promise<void> {
  const { reporter } = args
  const algolia = settings.algolia
  const search = searchInputs(args, settings, publicDir, cacheDir)
  const { root, bundle, inputs } = search
  const begun = early
  early = undefined
  if (begun?.inputs === inputs) {
    reporter.info(await begun.line)
    rememberStep(root, 'search', inputs)
    return
  }
  // Begun on other inputs (none seen: the nodes are the same from onPreBuild on): its Pagefind
  // must be done before this one replaces the bundle.
  if (begun) await begun.line.catch(() => undefined)
  const entry = path.relative(root, path.join(bundle, 'pagefind-entry.json'))
  if (!algolia && unchangedStep(root, 'search', inputs, [entry])) {
    reporter.info(`Search: the Pagefind index ${PAGEFIND_PATH} is kept: its pages, offers and campaigns are those of the last build`)
    return
  }

  const { records: all, summary: collected } = await records(args, search, search.digests ? await readRecordsCache(cacheDir) : null)
  if (!algolia) {
    reporter.info(await pagefind(all, search, collected))
    rememberStep(root, 'search', inputs)
    return
  }
  // A bundle left by an earlier build without Algolia would publish content nobody searches.
  await rm(bundle, { recursive: true, force: true })
  rememberStep(root, 'search', null)
  if (!algolia.adminKey) {
    reporter.warn(`Search: ALGOLIA_ADMIN_KEY is not set, so the Algolia index ${algolia.indexName} was not updated by this build.`)
    return
  }
  try {
    const summary = await pushToAlgolia(
      { appId: algolia.appId, adminKey: algolia.adminKey, indexName: algolia.indexName, host: algolia.host },
      all,
    )
    reporter.info(
      `Search: Algolia index ${algolia.indexName}: ${summary.saved} records saved, ${summary.deleted} deleted, ${summary.unchanged} unchanged`,
    )
  } catch (err) {
    reporter.warn(
      [
        '',
        '!!! SEARCH INDEX IS STALE !!!',
        `Pushing ${all.length} search records to the Algolia index ${algolia.indexName} failed: ${(err as Error).message}`,
        'The site is published, but its search still answers from the records of an earlier build.',
        '',
      ].join('\n'),
    )
  }
}
