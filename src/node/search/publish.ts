import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { LOCAL_INDEX_PATH } from '../../lib/search/backend'
import { buildLocalIndex } from '../../lib/search/local-index'
import { pushToAlgolia } from './algolia'
import { collectSearchRecords } from './collect'

/**
 * onPostBuild (docs/search.md): with Algolia's admin key the records go to the hosted index;
 * without Algolia, a prebuilt MiniSearch index goes to public/. An Algolia failure never stops the
 * site from publishing: the build says loudly that the hosted index is stale.
 */
export async function publishSearch(args: BuildArgs, settings: Pick<ServiceSettings, 'algolia'>, publicDir = path.join(process.cwd(), 'public')): Promise<void> {
  const { reporter } = args
  const records = await collectSearchRecords(args.graphql)
  const algolia = settings.algolia
  const localIndex = path.join(publicDir, LOCAL_INDEX_PATH)
  if (!algolia) {
    const json = JSON.stringify(buildLocalIndex(records))
    await writeFile(localIndex, json)
    reporter.info(`Search: ${records.length} records in the local index ${LOCAL_INDEX_PATH} (${Math.round(json.length / 1024)} KiB)`)
    return
  }
  // An index file left by an earlier build without Algolia would publish content nobody searches.
  await rm(localIndex, { force: true })
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
