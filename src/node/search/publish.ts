import { rm } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { BuildArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { PAGEFIND_PATH } from '../../lib/search/pagefind-pages'
import { codeVersion, digestOf, rememberStep, sourcedNodes, unchangedStep } from '../build-inputs'
import { MODEL } from '../cms/model'
import { pushToAlgolia } from './algolia'
import { collectSearchRecords, readRecordsCache, writeRecordsCache } from './collect'
import { writePagefindIndex } from './pagefind'

/** The node types that are pages (each has a template), whose records are kept from build to build. */
const PAGE_TYPES = new Set(Object.values(MODEL).flatMap((m) => (m.template ? [m.nodeType] : [])))

/**
 * onPostBuild (docs/search.md): with Algolia's admin key the records go to the hosted index;
 * without Algolia, Pagefind's bundle goes to public/pagefind/. An Algolia failure never stops the
 * site from publishing: the build says loudly that the hosted index is stale.
 */
export async function publishSearch(
  args: BuildArgs,
  settings: Pick<ServiceSettings, 'algolia'>,
  publicDir = path.join(process.cwd(), 'public'),
  cacheDir = path.join(path.dirname(publicDir), '.cache'),
): Promise<void> {
  const { reporter } = args
  const root = path.dirname(publicDir)
  // Each step's time is printed: at 10,000 documents both are phases of their own (docs/architecture.md).
  const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`
  const algolia = settings.algolia
  const bundle = path.join(publicDir, PAGEFIND_PATH)

  // What the records are made of: every page's node, the job offers and A/B campaigns, the image
  // files (a record's image is the share image's path), and the code. Unknown (null) when
  // sourceNodes noted no page (unit tests): then everything is read.
  const pages = sourcedNodes(PAGE_TYPES)
  const digests = pages.length > 0 ? new Map(pages.map((p) => [p.id, p.contentDigest])) : undefined
  const files = (args.getNodesByType?.('File') ?? []).map((f) => [f.id, f.internal.contentDigest])
  const version = digestOf(codeVersion(root), sourcedNodes(new Set(['AbCampaign'])), files)
  const inputs = digests ? digestOf(version, pages, sourcedNodes(new Set(['JobOffer']))) : null
  const entry = path.relative(root, path.join(bundle, 'pagefind-entry.json'))
  if (!algolia && unchangedStep(root, 'search', inputs, [entry])) {
    reporter.info(`Search: the Pagefind index ${PAGEFIND_PATH} is kept: its pages, offers and campaigns are those of the last build`)
    return
  }

  const collecting = performance.now()
  const { records, cache, reused } = await collectSearchRecords(args.graphql, args.getNode, { digests, version, cache: digests ? await readRecordsCache(cacheDir) : null })
  if (digests) await writeRecordsCache(cacheDir, cache)
  const collected = `records ${seconds(collecting)}${reused > 0 ? `, ${reused} pages' from the last build` : ''}`
  if (!algolia) {
    const started = performance.now()
    const { pages: indexed, kept } = await writePagefindIndex(records, bundle)
    const how = kept ? 'kept: the same pages as the last build' : `Pagefind ${seconds(started)}`
    reporter.info(`Search: ${records.length} records of ${indexed} pages in the Pagefind index ${PAGEFIND_PATH} (${collected}, ${how})`)
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
    const summary = await pushToAlgolia({ appId: algolia.appId, adminKey: algolia.adminKey, indexName: algolia.indexName, host: algolia.host }, records)
    reporter.info(
      `Search: Algolia index ${algolia.indexName}: ${summary.saved} records saved, ${summary.deleted} deleted, ${summary.unchanged} unchanged`,
    )
  } catch (err) {
    reporter.warn(
      [
        '',
        '!!! SEARCH INDEX IS STALE !!!',
        `Pushing ${records.length} search records to the Algolia index ${algolia.indexName} failed: ${(err as Error).message}`,
        'The site is published, but its search still answers from the records of an earlier build.',
        '',
      ].join('\n'),
    )
  }
}
