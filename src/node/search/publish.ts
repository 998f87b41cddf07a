import { rm } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { BuildArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { PAGEFIND_PATH } from '../../lib/search/pagefind-pages'
import { pushToAlgolia } from './algolia'
import { collectSearchRecords } from './collect'
import { writePagefindIndex } from './pagefind'

/**
 * onPostBuild (docs/search.md): with Algolia's admin key the records go to the hosted index;
 * without Algolia, Pagefind's bundle goes to public/pagefind/. An Algolia failure never stops the
 * site from publishing: the build says loudly that the hosted index is stale.
 */
export async function publishSearch(args: BuildArgs, settings: Pick<ServiceSettings, 'algolia'>, publicDir = path.join(process.cwd(), 'public')): Promise<void> {
  const { reporter } = args
  // Each step's time is printed: at 10,000 documents both are phases of their own (docs/architecture.md).
  const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`
  const collecting = performance.now()
  // eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql and getNode are plain functions, typed as methods
  const records = await collectSearchRecords(args.graphql, args.getNode)
  const collected = seconds(collecting)
  const algolia = settings.algolia
  const bundle = path.join(publicDir, PAGEFIND_PATH)
  if (!algolia) {
    const started = performance.now()
    const { pages, kept } = await writePagefindIndex(records, bundle)
    const how = kept ? 'kept: the same pages as the last build' : `Pagefind ${seconds(started)}`
    reporter.info(`Search: ${records.length} records of ${pages} pages in the Pagefind index ${PAGEFIND_PATH} (records ${collected}, ${how})`)
    return
  }
  // A bundle left by an earlier build without Algolia would publish content nobody searches.
  await rm(bundle, { recursive: true, force: true })
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
