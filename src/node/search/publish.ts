import { rm } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { BuildArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { PAGEFIND_PATH } from '../../lib/search/pagefind-pages'
import { pushToAlgolia } from './algolia'
import { collectSearchRecords } from './collect'
import { indexPagefindPages, PAGEFIND_PAGES_FILE, writePagefindPages } from './pagefind'

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * onPostBuild (docs/search.md), in the site's folder `root`: the records of every searchable page, read from Gatsby's nodes
 * (collect.ts); with Algolia's admin key they go to the hosted index. Without Algolia their pages
 * go to PAGEFIND_PAGES_FILE, which Pagefind indexes into public/pagefind/ in a process of its own
 * (pagefind-index.mjs), before Gatsby hands the built files to the adapter, so the index's files
 * are routes with their headers like every other file. An Algolia failure never stops the site from publishing:
 * the build says loudly that the hosted index is stale.
 */
export async function publishSearch(
  args: Pick<BuildArgs, 'graphql' | 'getNode' | 'reporter'>,
  settings: Pick<ServiceSettings, 'algolia'>,
  root = process.cwd(),
): Promise<void> {
  const { reporter } = args
  const { algolia } = settings
  const pagesFile = path.join(root, PAGEFIND_PAGES_FILE)
  const bundle = path.join(root, 'public', PAGEFIND_PATH)
  const collecting = performance.now()
  const records = await collectSearchRecords(args.graphql, args.getNode)
  const collected = seconds(collecting)
  if (!algolia) {
    const pages = await writePagefindPages(records, pagesFile)
    reporter.info(
      `Search: ${records.length} records of ${pages} pages for the Pagefind index ${PAGEFIND_PATH} in ${collected} (${PAGEFIND_PAGES_FILE})`,
    )
    reporter.info(await indexPagefindPages(pagesFile, bundle))
    return
  }
  // Nothing for Pagefind to index after the build.
  await rm(pagesFile, { force: true })
  // A bundle left by an earlier build without Algolia would publish content nobody searches.
  await rm(bundle, { recursive: true, force: true })
  if (!algolia.adminKey) {
    reporter.warn(`Search: ALGOLIA_ADMIN_KEY is not set, so the Algolia index ${algolia.indexName} was not updated by this build.`)
    return
  }
  try {
    const summary = await pushToAlgolia(
      { appId: algolia.appId, adminKey: algolia.adminKey, indexName: algolia.indexName, host: algolia.host },
      records,
    )
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
