import { createHash } from 'node:crypto'
import { algoliasearch, type IndexSettings } from 'algoliasearch'
import type { SearchRecord } from '../../lib/search/records'
import { stableJson } from '../../lib/util/stable-json'

/** A record as pushed: with the hash of its content, so the next build can tell what changed. */
export type HashedRecord = SearchRecord & { hash: string }

export interface AlgoliaTarget {
  appId: string
  adminKey: string
  indexName: string
  /** Another API host than Algolia's (the tests' local stand-in), e.g. `http://127.0.0.1:9702`. */
  host?: string
}

export interface PushSummary {
  saved: number
  deleted: number
  unchanged: number
}

/**
 * SPEC 2.8, 7.11: how the index searches. Title first; each page once (`distinct` on `pageId`,
 * its best section first by `position`); snippets of the body text, highlighted title and section.
 * The hash is for the build only.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['unordered(title)', 'unordered(section)', 'unordered(headings)', 'unordered(summary)', 'unordered(text)'],
  attributesToHighlight: ['title', 'section', 'summary'],
  attributesToSnippet: ['text:20'],
  snippetEllipsisText: '…',
  attributesToRetrieve: ['pageId', 'type', 'title', 'section', 'href', 'summary', 'publishedOn', 'image'],
  unretrievableAttributes: ['hash'],
  attributeForDistinct: 'pageId',
  distinct: 1,
  customRanking: ['asc(position)'],
  hitsPerPage: 5,
}

export function hashRecord(record: SearchRecord): HashedRecord {
  return { ...record, hash: createHash('sha256').update(stableJson(record)).digest('hex').slice(0, 16) }
}

/** What to send: records whose hash differs from the index's, and the ids the index no longer needs. */
export function diffRecords(records: readonly HashedRecord[], existing: ReadonlyMap<string, string>) {
  const changed = records.filter((r) => existing.get(r.objectID) !== r.hash)
  const wanted = new Set(records.map((r) => r.objectID))
  const removed = [...existing.keys()].filter((id) => !wanted.has(id))
  return { changed, removed, unchanged: records.length - changed.length }
}

function hostsOf(host: string | undefined) {
  if (!host) return undefined
  const url = new URL(host)
  return [
    {
      url: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
      accept: 'readWrite' as const,
    },
  ]
}

/**
 * Pushes the records with algoliasearch 5: browses the index's objectIDs and hashes, saves only the
 * records that changed, deletes those that disappeared, and sets the index settings.
 */
export async function pushToAlgolia(target: AlgoliaTarget, records: readonly SearchRecord[]): Promise<PushSummary> {
  const hosts = hostsOf(target.host)
  const client = algoliasearch(target.appId, target.adminKey, hosts ? { hosts } : undefined)
  const existing = new Map<string, string>()
  try {
    await client.browseObjects<{ hash?: string }>({
      indexName: target.indexName,
      browseParams: { attributesToRetrieve: ['hash'], hitsPerPage: 1000 },
      aggregator: (response) => {
        for (const hit of response.hits) existing.set(hit.objectID, hit.hash ?? '')
      },
    })
  } catch (err) {
    // A new index does not exist until the first push: everything is to be saved.
    if ((err as { status?: number }).status !== 404) throw err
  }
  const { changed, removed, unchanged } = diffRecords(records.map(hashRecord), existing)
  if (changed.length > 0)
    await client.saveObjects({ indexName: target.indexName, objects: changed as unknown as Record<string, unknown>[] })
  if (removed.length > 0) await client.deleteObjects({ indexName: target.indexName, objectIDs: removed })
  await client.setSettings({ indexName: target.indexName, indexSettings: INDEX_SETTINGS })
  return { saved: changed.length, deleted: removed.length, unchanged }
}
