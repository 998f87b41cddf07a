import type { IncomingMessage } from 'node:http'
import { evaluate, parse } from 'groq-js'
import { startLocalServer, type LocalServer } from './local-server'

type Doc = Record<string, unknown> & { _id: string; _type: string }

/** The mutations the Studio and the site send (https://www.sanity.io/docs/http-mutations), as far as the stand-in applies them. */
type Mutation =
  | { create: Doc }
  | { createIfNotExists: Doc }
  | { createOrReplace: Doc }
  | { patch: { id: string; set?: Record<string, unknown>; unset?: string[] } }
  | { delete: { id: string } }

export interface SanityStandIn extends LocalServer {
  projectId: string
  dataset: string
  /** The dataset as it is now, by `_id`, drafts included. */
  documents: Map<string, Doc>
  /** What the Studio's Publish does last: the draft becomes the published document, and the draft goes. */
  publish(id: string): void
}

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

/**
 * A local stand-in for a Sanity project's HTTP API on 127.0.0.1: the query endpoint (GROQ by
 * groq-js; the `published` perspective leaves drafts out, any other answers every document) and
 * the mutate endpoint (create, createIfNotExists, createOrReplace, patch set/unset, delete), in one
 * dataset held in memory. Point `@sanity/client` at it with `apiHost: url, useProjectHostname: false`,
 * and the site's transport with `apiHost`.
 */
export async function startSanityStandIn(
  documents: readonly Doc[],
  { projectId = 'standin', dataset = 'production' } = {},
): Promise<SanityStandIn> {
  const docs = new Map(documents.map((d) => [d._id, structuredClone(d)]))
  const answer = (res: import('node:http').ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  const apply = (mutation: Mutation): { id: string; operation: string } => {
    if ('create' in mutation) {
      if (docs.has(mutation.create._id)) throw new Error(`Document ${mutation.create._id} already exists`)
      docs.set(mutation.create._id, mutation.create)
      return { id: mutation.create._id, operation: 'create' }
    }
    if ('createIfNotExists' in mutation) {
      const doc = mutation.createIfNotExists
      if (!docs.has(doc._id)) docs.set(doc._id, doc)
      return { id: doc._id, operation: 'create' }
    }
    if ('createOrReplace' in mutation) {
      docs.set(mutation.createOrReplace._id, mutation.createOrReplace)
      return { id: mutation.createOrReplace._id, operation: 'update' }
    }
    if ('patch' in mutation) {
      const doc = docs.get(mutation.patch.id)
      if (!doc) throw new Error(`Document ${mutation.patch.id} does not exist`)
      const next = { ...doc, ...mutation.patch.set }
      for (const key of mutation.patch.unset ?? []) delete next[key]
      docs.set(doc._id, next)
      return { id: doc._id, operation: 'update' }
    }
    docs.delete(mutation.delete.id)
    return { id: mutation.delete.id, operation: 'delete' }
  }

  const server = await startLocalServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const [, version, kind, what, name] = url.pathname.split('/')
      if (!version?.startsWith('v') || kind !== 'data' || name !== dataset) return answer(res, 404, { error: 'Not found' })
      if (what === 'query') {
        const posted =
          req.method === 'POST' ? (JSON.parse(await body(req)) as { query: string; params?: Record<string, unknown> }) : undefined
        const query = posted?.query ?? url.searchParams.get('query') ?? ''
        const params: Record<string, unknown> = { ...posted?.params }
        for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as unknown
        const published = url.searchParams.get('perspective') === 'published'
        const dataset = [...docs.values()].filter((d) => !published || !d._id.startsWith('drafts.'))
        const result: unknown = await (await evaluate(parse(query, { params }), { dataset, params })).get()
        return answer(res, 200, { query, result, ms: 1 })
      }
      if (what === 'mutate' && req.method === 'POST') {
        const { mutations } = JSON.parse(await body(req)) as { mutations: Mutation[] }
        // A transaction: all of it or none of it.
        const before = new Map(docs)
        try {
          return answer(res, 200, { transactionId: `tx${Date.now()}`, results: mutations.map(apply) })
        } catch (error) {
          docs.clear()
          for (const [id, doc] of before) docs.set(id, doc)
          throw error
        }
      }
      return answer(res, 404, { error: 'Not found' })
    })().catch((error: unknown) => answer(res, 400, { error: { description: String(error) } }))
  })
  return {
    ...server,
    projectId,
    dataset,
    documents: docs,
    publish(id) {
      const draft = docs.get(`drafts.${id}`)
      if (!draft) throw new Error(`No draft of ${id}`)
      docs.set(id, { ...draft, _id: id })
      docs.delete(`drafts.${id}`)
    },
  }
}
