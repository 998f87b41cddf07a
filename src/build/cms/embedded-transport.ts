import { readFile } from 'node:fs/promises'
import { evaluate, parse } from 'groq-js'
import type { CmsTransport, QueryParams } from './client'
import type { CmsDocument } from './resolve-references'

/**
 * Parses a dataset in the format `sanity dataset export` writes: one JSON document per line.
 * Drafts (`drafts.` ids) are left out, as the published perspective does.
 */
export function parseNdjson(text: string, source: string): CmsDocument[] {
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
    if (!record._id.startsWith('drafts.')) docs.push(record as CmsDocument)
  })
  return docs
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

export async function loadEmbeddedTransport(datasetPath: string): Promise<CmsTransport> {
  return createEmbeddedTransport(parseNdjson(await readFile(datasetPath, 'utf8'), datasetPath))
}
