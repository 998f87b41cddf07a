import { createHash } from 'node:crypto'
import { Pool } from 'pg'

/**
 * What the CMS webhook remembers between requests (docs/publishing.md): the signatures it has
 * accepted, so a replay is refused, and the rebuilds it has started, so a burst of publishes
 * starts one rebuild in flight and at most one queued. In the process for a lasting server; in
 * PostgreSQL when `DATABASE_URL` is set, shared by every instance of a serverless function.
 */

/** The shortest a rebuild takes (build hook to deployed site): the basis of `planRebuild`. */
export const MIN_BUILD_MS = 60_000

/**
 * The rebuilds started so far, as far as the webhook can tell without asking the build service:
 * `busyUntil`, the earliest the last started rebuild can have finished; `queuedFrom`, the earliest
 * it can have begun (it waits behind the one before it). 0 when none was started.
 */
export interface RebuildSlots {
  busyUntil: number
  queuedFrom: number
}

export const NO_REBUILD: RebuildSlots = { busyUntil: 0, queuedFrom: 0 }

/**
 * Whether a publish at `now` starts a rebuild. A rebuild reads the CMS when it begins, so a publish
 * made before a started rebuild begins is in it and needs none of its own:
 * - nothing in flight (`now` past `busyUntil`): start one, in flight from now;
 * - one in flight and none waiting (`now` past `queuedFrom`): start one, which the build service
 *   queues behind it;
 * - one waiting that cannot have begun yet: nothing to start.
 * `minBuildMs` must not exceed the shortest real rebuild: then a waiting rebuild never begins
 * before `queuedFrom` and no publish is left out; a longer real rebuild at worst starts one more.
 */
export function planRebuild(slots: RebuildSlots, now: number, minBuildMs: number = MIN_BUILD_MS): { start: boolean; next: RebuildSlots } {
  if (now >= slots.busyUntil) return { start: true, next: { busyUntil: now + minBuildMs, queuedFrom: now } }
  if (now >= slots.queuedFrom) return { start: true, next: { busyUntil: slots.busyUntil + minBuildMs, queuedFrom: slots.busyUntil } }
  return { start: false, next: slots }
}

export interface PublishState {
  /** Records an accepted signature until `expiresAt` (ms); false when it was recorded already: a replay. */
  accept(signature: string, expiresAt: number, now: number): Promise<boolean>
  /** Forgets an accepted signature: its rebuild could not be started, and the CMS's retry must pass. */
  forget(signature: string): Promise<void>
  /** Plans the rebuild of a publish at `now` (planRebuild) and records it; `undo` takes the record back if unchanged. */
  plan(now: number, minBuildMs?: number): Promise<{ start: boolean; undo(): Promise<void> }>
  close(): Promise<void>
}

/** The key a signature header is remembered by. */
export function signatureKey(header: string): string {
  return createHash('sha256').update(header).digest('base64url')
}

export function memoryPublishState(): PublishState {
  const accepted = new Map<string, number>()
  let slots = NO_REBUILD
  return {
    async accept(signature, expiresAt, now) {
      for (const [key, until] of accepted) if (until <= now) accepted.delete(key)
      if (accepted.has(signature)) return false
      accepted.set(signature, expiresAt)
      return true
    },
    async forget(signature) {
      accepted.delete(signature)
    },
    async plan(now, minBuildMs) {
      const before = slots
      const { start, next } = planRebuild(slots, now, minBuildMs)
      slots = next
      return {
        start,
        undo: async () => {
          if (slots === next) slots = before
        },
      }
    },
    async close() {},
  }
}

/** Any constant: it serializes the tables' creation between instances starting at once. */
const MIGRATION_LOCK = 4_184_014

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cms_webhook_signatures (signature text PRIMARY KEY, expires_at timestamptz NOT NULL);
CREATE TABLE IF NOT EXISTS cms_rebuild_slots (id integer PRIMARY KEY, busy_until bigint NOT NULL, queued_from bigint NOT NULL);
INSERT INTO cms_rebuild_slots (id, busy_until, queued_from) VALUES (1, 0, 0) ON CONFLICT (id) DO NOTHING;
`

export function pgPublishState(databaseUrl: string): PublishState {
  const pool = new Pool({ connectionString: databaseUrl, max: 3 })
  pool.on('error', (error) => console.error(`CMS webhook: PostgreSQL connection error: ${error.message}`))
  let ready: Promise<void> | undefined
  const migrate = async () => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      await client.query(SCHEMA)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
  const connect = async () => {
    ready ??= migrate().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    await ready
    return pool
  }
  return {
    async accept(signature, expiresAt, now) {
      const db = await connect()
      await db.query('DELETE FROM cms_webhook_signatures WHERE expires_at <= $1', [new Date(now)])
      const inserted = await db.query(
        'INSERT INTO cms_webhook_signatures (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING',
        [signature, new Date(expiresAt)],
      )
      return inserted.rowCount === 1
    },
    async forget(signature) {
      await (await connect()).query('DELETE FROM cms_webhook_signatures WHERE signature = $1', [signature])
    },
    async plan(now, minBuildMs) {
      const client = await (await connect()).connect()
      let before: RebuildSlots
      let result: { start: boolean; next: RebuildSlots }
      try {
        await client.query('BEGIN')
        const row = (
          await client.query<{ busy_until: string; queued_from: string }>(
            'SELECT busy_until, queued_from FROM cms_rebuild_slots WHERE id = 1 FOR UPDATE',
          )
        ).rows[0]
        before = { busyUntil: Number(row?.busy_until ?? 0), queuedFrom: Number(row?.queued_from ?? 0) }
        result = planRebuild(before, now, minBuildMs)
        await client.query('UPDATE cms_rebuild_slots SET busy_until = $1, queued_from = $2 WHERE id = 1', [
          result.next.busyUntil,
          result.next.queuedFrom,
        ])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
      const { next } = result
      return {
        start: result.start,
        undo: async () => {
          await pool.query(
            'UPDATE cms_rebuild_slots SET busy_until = $1, queued_from = $2 WHERE id = 1 AND busy_until = $3 AND queued_from = $4',
            [before.busyUntil, before.queuedFrom, next.busyUntil, next.queuedFrom],
          )
        },
      }
    },
    close: () => pool.end(),
  }
}

const STATE_KEY = Symbol.for('threshold.publishState')

/** The process's publish state, created on first use (on `globalThis`: `gatsby develop` re-evaluates a function's bundle per request). */
export function publishState(databaseUrl: string | undefined): PublishState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: PublishState }
  holder[STATE_KEY] ??= databaseUrl ? pgPublishState(databaseUrl) : memoryPublishState()
  return holder[STATE_KEY]
}
