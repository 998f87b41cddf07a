/**
 * The Studio's own validation (sanity's `validateDocument`, the path the Studio and `sanity
 * documents validate` take), run offline over a dataset file: every document against the Studio
 * schema, other documents answered from the same file by groq-js, as Sanity's API would answer.
 * Prints one JSON line per problem: { id, field, level, message }, fields named as the build names
 * them (`body[3].markDefs[0].href`). tests/unit/content-model/studio-agreement.test.ts compares
 * these with the build's verdict on the same files.
 *
 *   tsx studio/scripts/validate-documents.ts content/cms/data.ndjson
 */
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { exportedAssetId } from '../../src/lib/media/image-asset'
import { schemaTypes } from '../schema-types'

type Doc = Record<string, unknown> & { _id: string; _type: string }
type Segment = string | number | { _key: string } | [number | '', number | '']

/**
 * An export stores an image as the file it came with (`{ _sanityAsset: 'image@file://./images/<sha1>-<w>x<h>.<ext>' }`);
 * `sanity dataset import` uploads it and stores a reference to the asset document, whose id Sanity
 * derives from the same name. Documents are validated as they will be once imported.
 */
function asImported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asImported)
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  if (typeof object._sanityAsset === 'string') return { _type: 'reference', _ref: exportedAssetId(object._sanityAsset) }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, asImported(v)]))
}

/**
 * A Sanity path (keys, indexes) as the build names a field: `body[3].markDefs[0].href`. A field
 * inside a missing object (a plan's `cta.text` without a `cta`) is named by the missing object, as
 * the build names it.
 */
function fieldOf(document: unknown, path: Segment[]): string {
  let out = ''
  let value: unknown = document
  for (const segment of path) {
    if (value === undefined || value === null) break
    if (typeof segment === 'string') {
      out = out ? `${out}.${segment}` : segment
      value = (value as Record<string, unknown> | undefined)?.[segment]
    } else {
      const items = Array.isArray(value) ? value : []
      const index =
        typeof segment === 'number'
          ? segment
          : items.findIndex((item) => (item as { _key?: string })?._key === (segment as { _key: string })._key)
      out = `${out}[${index}]`
      value = items[index]
    }
  }
  return out
}

/** The one browser global validation uses (to schedule its work when the browser is idle). */
function withIdleScheduling(): void {
  const global = globalThis as { window?: unknown }
  global.window ??= globalThis
}

export async function validateDocuments(documents: Doc[]): Promise<{ id: string; field: string; level: string; message: string }[]> {
  withIdleScheduling()
  const imported = documents.map((d) => asImported(d) as Doc)
  const ids = new Set(imported.map((d) => d._id))
  const byId = new Map(imported.map((d) => [d._id, d]))
  const client: { withConfig(): unknown; fetch(query: string, params?: Record<string, unknown>): Promise<unknown> } = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const value = await evaluate(parse(query, { params }), { dataset: imported, params, dereference: ({ _ref }) => byId.get(_ref) })
      return value.get() as Promise<unknown>
    },
  }
  // Only what validateDocument reads of a workspace: its schema and a client factory.
  const workspace = {
    schema: createSchema({ name: 'default', types: schemaTypes }),
    getClient: () => client,
  } as unknown as Workspace
  const results = []
  for (const document of imported) {
    const markers = await validateDocument({
      document: document as unknown as SanityDocument,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith('image-'),
    })
    for (const marker of markers) {
      results.push({ id: document._id, field: fieldOf(document, marker.path), level: marker.level, message: marker.message })
    }
  }
  return results
}

if (process.argv[2]) {
  const documents = readFileSync(process.argv[2], 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Doc]
      } catch {
        return [] // a line that is not JSON is the build's problem to name; the Studio never holds one
      }
    })
    .filter((d) => !d._id.startsWith('drafts.'))
  validateDocuments(documents).then(
    (problems) => problems.forEach((p) => console.log(JSON.stringify(p))),
    (err: unknown) => {
      console.error(err)
      process.exit(1)
    },
  )
}
