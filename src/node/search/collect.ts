import { createReadStream } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import type { AbCampaign } from '../../lib/ab-testing/ab-testing'
import type { TextBlock } from '../../lib/content/portable-text'
import type { SearchRecord } from '../../lib/search/records'
import { searchRecords, type ContentPageInput, type JobOfferInput } from '../../lib/search/sources'

interface ContentPageSource {
  id: string
  href: string
  heading: string
  summary: string | null
  publishedOn: string | null
  internal: { type: string }
  mainImage: { alt: string | null } | null
  pageSeo: { ogImg: string | null; robots: string | null }
  sections?: unknown[]
}

interface SearchSourceQuery {
  allContentPage: { nodes: ContentPageSource[] }
  allJobOffer: { nodes: JobOfferInput[] }
  allAbCampaign: { nodes: AbCampaign[] }
}

/** The records a page gave in an earlier build, with the content digest of its node then. */
export interface CachedPageRecords {
  id: string
  digest: string
  href: string
  records: SearchRecord[]
}

/**
 * The records of every content page of the last build, for the next: a page whose node has the same
 * content digest gives the same records, as long as what every page's records also depend on (the
 * build code, the A/B campaigns, the image files: `version`) is the same too.
 */
export interface RecordsCache {
  version: string
  pages: CachedPageRecords[]
}

/** Where the records of the last build are kept (.cache/ is restored between published builds). */
export const RECORDS_CACHE_FILE = 'search-records.ndjson'

/**
 * The records cache in `cacheDir`, or null when there is none (or it cannot be read). Read line by
 * line: at 10,000 pages the file is some 50 MB, which as one string and its lines would add
 * hundreds of megabytes to the build's peak.
 */
export async function readRecordsCache(cacheDir: string): Promise<RecordsCache | null> {
  const input = createReadStream(path.join(cacheDir, RECORDS_CACHE_FILE), 'utf8')
  try {
    let version: string | null = null
    const pages: CachedPageRecords[] = []
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (version === null) version = (JSON.parse(line) as { version: string }).version
      else if (line !== '') pages.push(JSON.parse(line) as CachedPageRecords)
    }
    return version === null ? null : { version, pages }
  } catch {
    return null
  } finally {
    input.destroy()
  }
}

/** One line per page, written a megabyte at a time: the cache of 10,000 pages' records is tens of megabytes, never one string. */
export async function writeRecordsCache(cacheDir: string, cache: RecordsCache): Promise<void> {
  await mkdir(cacheDir, { recursive: true })
  const file = await open(path.join(cacheDir, RECORDS_CACHE_FILE), 'w')
  try {
    let batch = `${JSON.stringify({ version: cache.version })}\n`
    for (const page of cache.pages) {
      batch += `${JSON.stringify(page)}\n`
      if (batch.length >= 1 << 20) {
        await file.write(batch)
        batch = ''
      }
    }
    await file.write(batch)
  } finally {
    await file.close()
  }
}

/**
 * Which pages' records can be taken from the cache: those whose node digest is the cached one,
 * when the cache's version is this build's. The others (changed, new, or all of them without a
 * digest for each page) are read anew; pages no longer built are dropped.
 */
export function planRecords(
  digests: ReadonlyMap<string, string> | undefined,
  version: string,
  cache: RecordsCache | null,
): { reused: CachedPageRecords[]; changed: string[] | 'all' } {
  if (!digests) return { reused: [], changed: 'all' }
  const cached = cache?.version === version ? new Map(cache.pages.map((p) => [p.id, p])) : new Map<string, CachedPageRecords>()
  const reused: CachedPageRecords[] = []
  const changed: string[] = []
  for (const [id, digest] of digests) {
    const page = cached.get(id)
    if (page?.digest === digest) reused.push(page)
    else changed.push(id)
  }
  return { reused, changed: reused.length === 0 ? 'all' : changed }
}

export interface CollectOptions {
  /** The content digest of each content page's node, by id; without it every page is read. */
  digests?: ReadonlyMap<string, string>
  /** What every page's records depend on besides its own node (see RecordsCache). */
  version?: string
  cache?: RecordsCache | null
}

export interface CollectedRecords {
  records: SearchRecord[]
  /** The cache for the next build (the pages with a digest). */
  cache: RecordsCache
  /** How many pages' records came from the last build's. */
  reused: number
}

/**
 * Reads every page a visitor would search for from Gatsby's data layer (the same nodes the pages
 * are built from) and turns them into search records. Pages marked noindex stay out of search too.
 * A body is read from its node as the CMS gave it (`getNode`), not through GraphQL: its resolver
 * adds image data (a File lookup and an image job per image) and copies every block, which the
 * records do not need (their text is the same); at 10,000 documents that query was most of
 * onPostBuild. Given the digests, only the pages that changed since the last build are read
 * (planRecords): a one-document change reads one page, not 10,000 (docs/architecture.md, "Build
 * phases at scale").
 */
export async function collectSearchRecords(
  graphql: CreatePagesArgs['graphql'],
  getNode: (id: string) => object | undefined,
  { digests, version = '', cache = null }: CollectOptions = {},
): Promise<CollectedRecords> {
  const { reused, changed } = planRecords(digests, version, cache)
  const filter = changed === 'all' ? '' : '(filter: { id: { in: $ids } })'
  const result = await graphql<SearchSourceQuery>(
    `
    query SearchSources${changed === 'all' ? '' : '($ids: [String!]!)'} {
      allContentPage${filter} {
        nodes {
          id href heading summary publishedOn internal { type }
          mainImage { alt }
          pageSeo { ogImg robots }
          ... on LandingPage { sections }
        }
      }
      allJobOffer(sort: { path: ASC }) {
        nodes { offerId title path department location datePosted description1 description2 }
      }
      allAbCampaign { nodes { name variations { name chance } } }
    }
  `,
    changed === 'all' ? {} : { ids: changed },
  )
  if (result.errors || !result.data) throw new Error(`Could not query the search sources: ${JSON.stringify(result.errors)}`)
  const campaigns = result.data.allAbCampaign.nodes
  const fresh = result.data.allContentPage.nodes.map((node): CachedPageRecords => {
    const input: ContentPageInput = {
      id: node.id,
      nodeType: node.internal.type,
      href: node.href,
      heading: node.heading,
      summary: node.summary,
      publishedOn: node.publishedOn,
      image: node.mainImage && node.pageSeo.ogImg ? { src: node.pageSeo.ogImg, alt: node.mainImage.alt ?? '' } : null,
      body: (getNode(node.id) as { body?: TextBlock[] } | undefined)?.body ?? null,
      sections: node.sections,
    }
    const records = node.pageSeo.robots?.includes('noindex') ? [] : searchRecords({ pages: [input], offers: [], campaigns })
    return { id: node.id, digest: digests?.get(node.id) ?? '', href: node.href, records }
  })
  const pages = [...reused, ...fresh].sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
  const offers = searchRecords({ pages: [], offers: result.data.allJobOffer.nodes, campaigns })
  return {
    records: [...pages.flatMap((p) => p.records), ...offers],
    cache: { version, pages: digests ? pages.filter((p) => digests.has(p.id)) : [] },
    reused: reused.length,
  }
}
