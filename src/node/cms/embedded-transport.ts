import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import type { CmsTransport, QueryParams } from './client'
import { CmsDataError } from './errors'
import type { CmsSource } from './content'
import type { CmsDocument } from './resolve-references'
import { childPath, eachObject } from './walk'

interface ParsedDataset {
  /**
   * The published documents: drafts (`drafts.` ids) are left out, as the published perspective does.
   * With `drafts` (preview only, docs/publishing.md) a draft replaces its published document instead,
   * under the published id with `_originalId` naming the draft, as Sanity's drafts perspective answers.
   */
  documents: CmsDocument[]
  /** Lines that are not documents (named `line N`) and ids used twice. */
  problems: CmsDataError[]
}

/**
 * The lines of a dataset. A file's bytes are decoded a line at a time: decoded whole, 69 MB (10,000
 * documents) with a few accented letters become one string of two bytes a character, 0.3 s slower to
 * decode and parse and 138 MB held at once.
 */
function* linesOf(data: string | Buffer): Generator<string> {
  if (typeof data === 'string') {
    yield* data.split('\n')
    return
  }
  for (let start = 0; start <= data.length;) {
    const newline = data.indexOf(10, start)
    const end = newline === -1 ? data.length : newline
    yield data.toString('utf8', start, end)
    start = end + 1
  }
}

/** Parses a dataset in the format `sanity dataset export` writes: one JSON document per line. */
export function parseNdjson(data: string | Buffer, { drafts = false } = {}): ParsedDataset {
  const documents: CmsDocument[] = []
  const draftDocs: CmsDocument[] = []
  const problems: CmsDataError[] = []
  const ids = new Set<string>()
  let lineNumber = 0
  for (const line of linesOf(data)) {
    lineNumber += 1
    if (!line.trim()) continue
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch (err) {
      problems.push(new CmsDataError(`line ${lineNumber}`, '(line)', `not valid JSON: ${(err as Error).message}`))
      continue
    }
    const record = doc as Partial<CmsDocument>
    if (!doc || typeof doc !== 'object' || typeof record._id !== 'string' || typeof record._type !== 'string') {
      problems.push(new CmsDataError(`line ${lineNumber}`, '_id', 'a document needs a string _id and _type'))
    } else if (!record._id.startsWith('drafts.')) {
      if (ids.has(record._id)) problems.push(new CmsDataError(record._id, '_id', 'is used by two documents'))
      ids.add(record._id)
      documents.push(record as CmsDocument)
    } else {
      draftDocs.push(record as CmsDocument)
    }
  }
  if (!drafts) return { documents, problems }
  const draftsById = new Map(
    draftDocs.map((d) => [d._id.slice('drafts.'.length), { ...d, _id: d._id.slice('drafts.'.length), _originalId: d._id }]),
  )
  const merged = documents.map((d) => draftsById.get(d._id) ?? d)
  return { documents: [...merged, ...[...draftsById.values()].filter((d) => !ids.has(d._id))], problems }
}

/**
 * The default transport: the embedded dataset evaluated with groq-js, the reference
 * implementation of GROQ, so the queries are the same ones the Sanity API runs.
 * `->` dereferences through an id map instead of scanning the dataset. groq-js's synchronous
 * evaluator serves, since the dataset is in memory: the same results as its asynchronous one, which
 * awaits every value it visits; at 10,000 documents the build's queries took 0.6 s instead of
 * 3.1–3.5 s (docs/architecture.md, "Build phases at scale").
 */
export function createEmbeddedTransport(documents: CmsDocument[]): CmsTransport {
  const byId = new Map(documents.map((d) => [d._id, d]))
  return {
    async fetch<T>(query: string, params: QueryParams): Promise<T> {
      const tree = parse(query, { params })
      const value = evaluateSync(tree, {
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
 * a path relative to the dataset folder. Every such file must be there, so a page never shows a
 * broken image: each missing one is a problem naming the document and field.
 */
export function assetFileProblems(documents: CmsDocument[], datasetDir: string): CmsDataError[] {
  const problems: CmsDataError[] = []
  // Many documents show the same few files: each is looked for once.
  const found = new Map<string, boolean>()
  const exists = (file: string): boolean => {
    let there = found.get(file)
    if (there === undefined) found.set(file, (there = existsSync(file)))
    return there
  }
  for (const doc of documents) {
    eachObject(doc, (object, at) => {
      if (!('_sanityAsset' in object)) return
      const asset = object._sanityAsset
      const field = childPath(at, '_sanityAsset')
      if (typeof asset !== 'string' || !ASSET_PREFIX.test(asset)) {
        problems.push(
          new CmsDataError(doc._id, field, `${JSON.stringify(asset)} is not an export asset path like image@file://./images/name.png`),
        )
      } else if (!exists(path.join(datasetDir, asset.replace(ASSET_PREFIX, '')))) {
        problems.push(new CmsDataError(doc._id, field, `the file ${asset.replace(ASSET_PREFIX, '')} is not in ${datasetDir}`))
      }
    })
  }
  return problems
}

interface EmbeddedDataset extends CmsSource {
  documents: CmsDocument[]
}

/** Reads an exported dataset and its image files: the embedded default source of the content. */
export async function readEmbeddedDataset(datasetPath: string, { drafts = false } = {}): Promise<EmbeddedDataset> {
  const { documents, problems } = parseNdjson(await readFile(datasetPath), { drafts })
  problems.push(...assetFileProblems(documents, path.dirname(datasetPath)))
  return { documents, problems, transport: createEmbeddedTransport(documents) }
}
