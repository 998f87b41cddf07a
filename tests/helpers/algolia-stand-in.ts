import type http from 'node:http'
import { startLocalServer, type LocalServer } from './local-server'

type Hit = Record<string, unknown> & { objectID: string }

export interface AlgoliaStandIn extends LocalServer {
  /** The stand-in's indices: name → objectID → record. */
  indices: Map<string, Map<string, Hit>>
  settings: Map<string, Record<string, unknown>>
  /** Every call, as `METHOD path` (e.g. `POST /1/indexes/production_threshold/batch`), with its body. */
  calls: { call: string; body: unknown }[]
  /** Makes every later call answer this status (a failing Algolia), or normal service again (null). */
  failWith(status: number | null): void
}

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => resolve(text ? (JSON.parse(text) as unknown) : null))
  })
}

const TAGS = { pre: '<em>', post: '</em>' }

function mark(text: string, words: string[], tags: typeof TAGS): string {
  if (words.length === 0) return text
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi')
  return text.replace(pattern, `${tags.pre}$1${tags.post}`)
}

/** A search the way the stand-in answers it: every word in some searchable attribute, each page once. */
function searchIndex(index: Map<string, Hit>, params: Record<string, unknown>) {
  const query = ((params.query as string | undefined) ?? '').trim().toLowerCase()
  const words = query.split(/\s+/).filter(Boolean)
  const hitsPerPage = Number(params.hitsPerPage ?? 20)
  const page = Number(params.page ?? 0)
  const tags = {
    pre: (params.highlightPreTag as string | undefined) ?? TAGS.pre,
    post: (params.highlightPostTag as string | undefined) ?? TAGS.post,
  }
  const seen = new Set<unknown>()
  const found = [...index.values()].filter((hit) => {
    const haystack = ['title', 'section', 'summary', 'text']
      .map((k) => (hit[k] as string | undefined) ?? '')
      .join(' ')
      .toLowerCase()
    if (!words.every((w) => haystack.includes(w)) || seen.has(hit.pageId)) return false
    seen.add(hit.pageId)
    return true
  })
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => {
    const { hash: _hash, text, ...shown } = hit
    const highlight = (key: string) => ({
      value: mark((hit[key] as string | undefined) ?? '', words, tags),
      matchLevel: 'full',
      matchedWords: words,
    })
    return {
      ...shown,
      _highlightResult: { title: highlight('title'), section: highlight('section'), summary: highlight('summary') },
      _snippetResult: {
        text: { value: mark(((text as string | undefined) ?? '').split(' ').slice(0, 20).join(' '), words, tags), matchLevel: 'full' },
      },
    }
  })
  return {
    hits,
    nbHits: found.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    query,
    params: '',
    processingTimeMS: 1,
    exhaustiveNbHits: true,
  }
}

/**
 * A local stand-in of Algolia's REST API (v1) on 127.0.0.1, enough for the search work: the admin
 * calls of the build (browse, batch, settings) and the lite client's multi-query search, with CORS
 * so the browser can call it from the site's origin. Records live in memory.
 */
export async function startAlgoliaStandIn(): Promise<AlgoliaStandIn> {
  const indices = new Map<string, Map<string, Hit>>()
  const settings = new Map<string, Record<string, unknown>>()
  const calls: { call: string; body: unknown }[] = []
  let failing: number | null = null
  let task = 1

  const handler: http.RequestListener = (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') return send(204, {})
    void readBody(req).then((body) => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      calls.push({ call: `${req.method} ${path}`, body })
      if (failing !== null) return send(failing, { message: 'Stand-in failure', status: failing })
      const match = /^\/1\/indexes\/([^/]+)\/(\w+)$/.exec(path)
      const [, name = '', action = ''] = match ?? []
      const indexName = decodeURIComponent(name)
      if (req.method === 'POST' && indexName === '*' && action === 'queries') {
        const requests = (body as { requests: (Record<string, unknown> & { indexName: string; params?: unknown })[] }).requests
        return send(200, {
          results: requests.map((r) => {
            const params =
              typeof r.params === 'string' ? Object.fromEntries(new URLSearchParams(r.params)) : { ...r, ...(r.params as object) }
            return { index: r.indexName, ...searchIndex(indices.get(r.indexName) ?? new Map<string, Hit>(), params) }
          }),
        })
      }
      if (req.method === 'POST' && action === 'browse') {
        const index = indices.get(indexName)
        if (!index) return send(404, { message: 'Index does not exist', status: 404 })
        const attributes = (body as { attributesToRetrieve?: string[] } | null)?.attributesToRetrieve ?? []
        const hits = [...index.values()].map((hit) =>
          Object.fromEntries(Object.entries(hit).filter(([k]) => k === 'objectID' || attributes.includes(k))),
        )
        return send(200, {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: hits.length,
          query: '',
          params: '',
          processingTimeMS: 1,
        })
      }
      if (req.method === 'POST' && action === 'batch') {
        const index = indices.get(indexName) ?? new Map<string, Hit>()
        indices.set(indexName, index)
        const requests = (body as { requests: { action: string; body: Hit }[] }).requests
        for (const r of requests) {
          if (r.action === 'addObject' || r.action === 'updateObject') index.set(r.body.objectID, r.body)
          else if (r.action === 'deleteObject') index.delete(r.body.objectID)
          else return send(400, { message: `Unsupported batch action ${r.action}`, status: 400 })
        }
        return send(200, { taskID: task++, objectIDs: requests.map((r) => r.body.objectID) })
      }
      if (req.method === 'PUT' && action === 'settings') {
        settings.set(indexName, body as Record<string, unknown>)
        if (!indices.has(indexName)) indices.set(indexName, new Map())
        return send(200, { taskID: task++, updatedAt: new Date().toISOString() })
      }
      return send(404, { message: `The stand-in does not answer ${req.method} ${path}`, status: 404 })
    })
  }
  const server = await startLocalServer(handler)
  return {
    ...server,
    indices,
    settings,
    calls,
    failWith: (status) => {
      failing = status
    },
  }
}
