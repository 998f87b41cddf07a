import { mkdirSync } from 'node:fs'
import type * as Lmdb from 'lmdb'
import { requireFromRoot } from './node-require'
import { type DeliveryAttempt, type DeliveryState, emptyStats, type FormsStore, type StoreStats, type Submission } from './store'

interface OutboxEntry {
  nextAttemptAt: string
  leaseUntil?: string
}

/** Index keys never contain this separator: ids, form ids and ISO dates cannot, hutks are cleaned. */
const SEP = '\u0001'

/**
 * The embedded store: lmdb (already in Gatsby's dependency tree) in `FORMS_DATA_DIR`.
 * Writes run in transactions whose reads see the transaction's own state (so a claim or an
 * insert-if-absent is atomic); an insert, batched with concurrent ones into one commit, returns
 * once that commit is flushed to disk (`overlappingSync: false`: lmdb's default would answer
 * before the flush, and a power cut in those milliseconds could lose answered submissions), so
 * an answered submission survives a `kill -9` and a power cut, as a PostgreSQL commit does.
 * Batching keeps that to one flush per batch. lmdb takes one write lock across processes, so the
 * server and the leads CLI can use the folder at the same time.
 *
 * Every write is an asynchronous transaction, never `transactionSync`: lmdb 2.5 (Gatsby's) deadlocks
 * when a synchronous write transaction starts while its write thread is between the parts of an
 * asynchronous batch, and the whole server stops answering (tests/unit/node/forms/lmdb-store.test.ts).
 *
 * Databases: `submissions` (id → submission), `received` (receivedAt␁id, for listing in order),
 * `visitors` (formId␁hutk␁id, for smart fields) and `outbox` (id → next attempt and lease).
 */
export function openLmdbStore(dataDir: string): FormsStore {
  mkdirSync(dataDir, { recursive: true })
  const { open } = requireFromRoot<typeof Lmdb>('lmdb')
  // A folder, whatever its name: lmdb takes a path with an extension (`/tmp/tmp.x1y2`) for a file,
  // fails to open it and then crashes the process.
  const env = open({ path: dataDir, noSubdir: false, compression: false, overlappingSync: false })
  const submissions = env.openDB<Submission, string>({ name: 'submissions', encoding: 'json' })
  const received = env.openDB<string, string>({ name: 'received', encoding: 'string' })
  const visitors = env.openDB<string, string>({ name: 'visitors', encoding: 'string' })
  const outbox = env.openDB<OutboxEntry, string>({ name: 'outbox', encoding: 'json' })

  const cleanHutk = (hutk: string) => hutk.replaceAll(SEP, '')

  return {
    kind: 'lmdb',

    async insert(submission) {
      // An asynchronous transaction: lmdb batches the inserts of concurrent requests into one
      // commit on its write thread, instead of one commit per request blocking the server. Its
      // callback still runs atomically in the write transaction, so the insert-if-absent holds.
      return env.transaction(() => {
        const existing = submissions.get(submission.id)
        if (existing) return { created: false, submission: existing }
        submissions.put(submission.id, submission)
        received.put(`${submission.receivedAt}${SEP}${submission.id}`, submission.id)
        if (submission.hutk && !submission.spam) {
          visitors.put(`${submission.formId}${SEP}${cleanHutk(submission.hutk)}${SEP}${submission.id}`, submission.id)
        }
        if (submission.delivery.state === 'pending') {
          outbox.put(submission.id, { nextAttemptAt: submission.delivery.nextAttemptAt ?? submission.receivedAt })
        }
        return { created: true, submission }
      })
    },

    async get(id) {
      return submissions.get(id)
    },

    async list(options = {}) {
      const start = options.since ? options.since.toISOString() : undefined
      const result: Submission[] = []
      for (const { value: id } of received.getRange(start ? { start } : {})) {
        const submission = submissions.get(id)
        if (submission) result.push(submission)
      }
      return result
    },

    async answeredFields(formId, hutk) {
      const answered = new Set<string>()
      if (!hutk) return answered
      const prefix = `${formId}${SEP}${cleanHutk(hutk)}${SEP}`
      for (const { value: id } of visitors.getRange({ start: prefix, end: `${prefix}\uffff` })) {
        for (const name of Object.keys(submissions.get(id)?.fields ?? {})) answered.add(name)
      }
      return answered
    },

    async claimDue(now, leaseMs, limit, only) {
      return env.transaction(() => {
        const claimed: Submission[] = []
        const nowIso = now.toISOString()
        const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
        const entry = only === undefined ? undefined : outbox.get(only)
        const candidates = only === undefined ? outbox.getRange({}) : entry ? [{ key: only, value: entry }] : []
        for (const { key, value } of candidates) {
          if (claimed.length >= limit) break
          if (value.nextAttemptAt > nowIso || (value.leaseUntil && value.leaseUntil > nowIso)) continue
          const submission = submissions.get(key)
          if (!submission) continue
          outbox.put(key, { ...value, leaseUntil })
          claimed.push(submission)
        }
        return claimed
      })
    },

    async recordAttempt(id, attempt: DeliveryAttempt, next: { state: DeliveryState; nextAttemptAt?: Date }) {
      await env.transaction(() => {
        const submission = submissions.get(id)
        if (!submission) return
        const nextAttemptAt = next.nextAttemptAt?.toISOString()
        submissions.put(id, {
          ...submission,
          delivery: { state: next.state, attempts: [...submission.delivery.attempts, attempt], nextAttemptAt },
        })
        if (next.state === 'pending') outbox.put(id, { nextAttemptAt: nextAttemptAt ?? attempt.at })
        else outbox.remove(id)
      })
    },

    async requeueDead(now) {
      return env.transaction(() => {
        let count = 0
        const nowIso = now.toISOString()
        for (const { key, value } of submissions.getRange({})) {
          if (value.delivery.state !== 'dead') continue
          submissions.put(key, { ...value, delivery: { ...value.delivery, state: 'pending', nextAttemptAt: nowIso } })
          outbox.put(key, { nextAttemptAt: nowIso })
          count++
        }
        return count
      })
    },

    async stats() {
      const stats: StoreStats = emptyStats()
      for (const { value } of submissions.getRange({})) {
        stats.total++
        if (value.spam) stats.spam++
        stats.byForm[value.formId] = (stats.byForm[value.formId] ?? 0) + 1
        stats.byDelivery[value.delivery.state]++
      }
      return stats
    },

    async close() {
      await env.close()
    },
  }
}
