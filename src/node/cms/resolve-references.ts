import { CmsDataError, ReferenceNestingError } from './errors'
import { childPath } from './walk'

/** A CMS document as the API returns it. */
export interface CmsDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Where a reference sits: the innermost enclosing document and the field path inside it. */
interface RefLocation {
  id: string
  ownerId: string
  path: string
}

const REFERENCE_KEYS = new Set(['_ref', '_type', '_key', '_weak', '_strengthenOnPublish'])

function isReference(value: unknown): value is { _ref: string; _key?: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const ref = (value as Record<string, unknown>)._ref
  return typeof ref === 'string' && Object.keys(value).every((k) => REFERENCE_KEYS.has(k))
}

function ownerOf(value: object, current: string): string {
  const id = (value as Record<string, unknown>)._id
  return typeof id === 'string' ? id : current
}

function collect(value: unknown, ownerId: string, path: string, out: RefLocation[]): void {
  if (isReference(value)) {
    out.push({ id: value._ref, ownerId, path })
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, ownerId, childPath(path, i), out))
  } else if (value && typeof value === 'object') {
    const owner = ownerOf(value, ownerId)
    const base = owner === ownerId ? path : ''
    for (const [key, child] of Object.entries(value)) collect(child, owner, childPath(base, key), out)
  }
}

/**
 * `value` with every reference replaced by its document, itself resolved (`resolved`), or null
 * when missing. A part without references is returned as it is, not copied: at 10,000 documents,
 * copying every body once per round was most of the sourcing time (docs/architecture.md).
 */
function replace(value: unknown, resolved: (id: string) => CmsDocument | undefined): unknown {
  if (isReference(value)) {
    const doc = resolved(value._ref)
    if (!doc) return null
    // Keep the array key of the reference, so portable-text and list keys stay stable.
    return value._key === undefined ? doc : { ...doc, _key: value._key }
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, i) => {
      const next = replace(item, resolved)
      if (next !== item) (copy ??= value.slice())[i] = next
    })
    return copy ?? value
  }
  if (value && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined
    for (const [k, v] of Object.entries(value)) {
      const next = replace(v, resolved)
      if (next !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = next
    }
    return copy ?? value
  }
  return value
}

/**
 * SPEC 7.2: every unresolved `_ref` in a query result is fetched (the caller runs
 * `*[_id in $unresolved]`) and the documents found are put in place of their references. This
 * repeats, since fetched documents can hold references too, until none remain, for at most
 * `maxRounds` rounds; past that it raises 'Reference nesting is too deep' (a cycle ends there).
 * A reference to a document that does not exist fails with the document and field that hold it;
 * given `onDangling`, each one is reported there instead and becomes null, as GROQ's `->` gives
 * for a missing document, so the loader can list every problem of the content.
 */
export async function resolveReferences<T>(
  result: T,
  fetchByIds: (ids: string[]) => Promise<CmsDocument[]>,
  maxRounds: number,
  onDangling?: (problem: CmsDataError) => void,
): Promise<T> {
  const found = new Map<string, CmsDocument>()
  // Each round reads only the documents the last round fetched: the references still unresolved
  // can only be in them (the rounds, their fetches and their limit are those of SPEC 7.2).
  const refs: RefLocation[] = []
  collect(result, '(query result)', '', refs)
  for (let round = 0; refs.length > 0; round++) {
    const ids = [...new Set(refs.map((r) => r.id))]
    if (round >= maxRounds) throw new ReferenceNestingError(maxRounds, ids)

    const docs = await fetchByIds(ids)
    const fetched = new Map(docs.map((d) => [d._id, d]))
    for (const dangling of refs.filter((r) => !fetched.has(r.id))) {
      const problem = new CmsDataError(dangling.ownerId, dangling.path, `refers to "${dangling.id}", which does not exist`)
      if (!onDangling) throw problem
      onDangling(problem)
    }
    refs.length = 0
    for (const doc of fetched.values()) {
      found.set(doc._id, doc)
      collect(doc, '(query result)', '', refs)
    }
  }
  if (found.size === 0) return result
  // No cycle is left (it would have run out of rounds): each document is resolved once, then shared.
  const resolved = new Map<string, CmsDocument>()
  const resolvedDoc = (id: string): CmsDocument | undefined => {
    const doc = found.get(id)
    if (!doc) return undefined
    let done = resolved.get(id)
    if (!done) {
      done = replace(doc, resolvedDoc) as CmsDocument
      resolved.set(id, done)
    }
    return done
  }
  return replace(result, resolvedDoc) as T
}
