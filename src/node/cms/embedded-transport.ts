import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { CmsTransport, QueryParams } from './client'
import { CmsDataError } from './errors'
import type { CmsDocument } from './resolve-references'

/**
 * Parses a dataset in the format `sanity dataset export` writes: one JSON document per line.
 * Drafts (`drafts.` ids) are left out, as the published perspective does; with `drafts` (preview
 * only, README "Publishing") a draft replaces its published document instead, under the published
 * id with `_originalId` naming the draft, as Sanity's drafts perspective answers.
 */
export function parseNdjson(text: string, source: string, { drafts = false } = {}): CmsDocument[] {
  const docs: CmsDocument[] = []
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch (err) {
      throw new Error(`${source} line ${i + 1} is not valid JSON: ${(err as Error).message}`)
    }
    const record = doc as Partial<CmsDocument>
    if (!doc || typeof doc !== 'object' || typeof record._id !== 'string' || typeof record._type !== 'string') {
      throw new Error(`${source} line ${i + 1}: a document needs a string _id and _type`)
    }
    docs.push(record as CmsDocument)
  })
  const published = docs.filter((d) => !d._id.startsWith('drafts.'))
  if (!drafts) return published
  const draftsById = new Map(
    docs.filter((d) => d._id.startsWith('drafts.')).map((d) => [d._id.slice('drafts.'.length), { ...d, _id: d._id.slice('drafts.'.length), _originalId: d._id }]),
  )
  const merged = published.map((d) => draftsById.get(d._id) ?? d)
  const publishedIds = new Set(published.map((d) => d._id))
  return [...merged, ...[...draftsById.values()].filter((d) => !publishedIds.has(d._id))]
}

/**
 * The default transport: the embedded dataset evaluated with groq-js, the reference
 * implementation of GROQ, so the queries are the same ones the Sanity API runs.
 * `->` dereferences through an id map instead of scanning the dataset.
 */
export function createEmbeddedTransport(documents: CmsDocument[]): CmsTransport {
  const byId = new Map(documents.map((d) => [d._id, d]))
  return {
    async fetch<T>(query: string, params: QueryParams): Promise<T> {
      const tree = parse(query, { params })
      const value = await evaluate(tree, {
        dataset: documents,
        params,
        dereference: ({ _ref }) => byId.get(_ref),
      })
      return (await value.get()) as T
    },
  }
}

const ASSET_PREFIX = /^(image|file)@file:\/\/\.\//

/**
 * `sanity dataset export` stores asset fields as `{ _sanityAsset: 'image@file://./images/…' }`,
 * a path relative to the dataset folder. Every such file must be there: a missing one fails the
 * build naming the document and field, so a page never shows a broken image.
 */
export function checkAssetFiles(documents: CmsDocument[], datasetDir: string): void {
  const walk = (doc: CmsDocument, value: unknown, at: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(doc, v, `${at}[${i}]`))
    if (!value || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key
      if (key !== '_sanityAsset') {
        walk(doc, child, field)
      } else if (typeof child !== 'string' || !ASSET_PREFIX.test(child)) {
        throw new CmsDataError(doc._id, field, `${JSON.stringify(child)} is not an export asset path like image@file://./images/name.png`)
      } else if (!existsSync(path.join(datasetDir, child.replace(ASSET_PREFIX, '')))) {
        throw new CmsDataError(doc._id, field, `the file ${child.replace(ASSET_PREFIX, '')} is not in ${datasetDir}`)
      }
    }
  }
  for (const doc of documents) walk(doc, doc, '')
}

export async function loadEmbeddedTransport(datasetPath: string, { drafts = false } = {}): Promise<CmsTransport> {
  const documents = parseNdjson(await readFile(datasetPath, 'utf8'), datasetPath, { drafts })
  checkAssetFiles(documents, path.dirname(datasetPath))
  return createEmbeddedTransport(documents)
}
