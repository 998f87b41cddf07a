import { Pool, type QueryResultRow } from 'pg'
import { type DeliveryState, emptyStats, type FormsStore, type Submission } from './store'

/** Any constant: it serializes schema creation between processes starting at once. */
const MIGRATION_LOCK = 4_184_013

const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_submissions (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  form_id text NOT NULL,
  received_at timestamptz NOT NULL,
  fields jsonb NOT NULL,
  tracking jsonb NOT NULL,
  hutk text NOT NULL DEFAULT '',
  ip text NOT NULL,
  spam boolean NOT NULL,
  digest text NOT NULL,
  delivery_state text NOT NULL,
  attempts jsonb NOT NULL DEFAULT '[]',
  next_attempt_at timestamptz,
  lease_until timestamptz
);
ALTER TABLE form_submissions ADD COLUMN IF NOT EXISTS variations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE form_submissions ADD COLUMN IF NOT EXISTS share_variations boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS form_submissions_received ON form_submissions (received_at, id);
CREATE INDEX IF NOT EXISTS form_submissions_visitor ON form_submissions (form_id, hutk) WHERE hutk <> '' AND NOT spam;
CREATE INDEX IF NOT EXISTS form_submissions_due ON form_submissions (next_attempt_at) WHERE delivery_state = 'pending';
`

interface Row {
  id: string
  tenant: string
  form_id: string
  received_at: Date
  fields: Record<string, string>
  tracking: Submission['tracking']
  hutk: string
  variations: Record<string, string>
  share_variations: boolean
  ip: string
  spam: boolean
  digest: string
  delivery_state: DeliveryState
  attempts: Submission['delivery']['attempts']
  next_attempt_at: Date | null
}

function fromRow(row: Row): Submission {
  return {
    id: row.id,
    tenant: row.tenant,
    formId: row.form_id,
    receivedAt: row.received_at.toISOString(),
    fields: row.fields,
    tracking: row.tracking,
    hutk: row.hutk,
    variations: row.variations,
    shareVariations: row.share_variations,
    ip: row.ip,
    spam: row.spam,
    digest: row.digest,
    delivery: {
      state: row.delivery_state,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at ? row.next_attempt_at.toISOString() : undefined,
    },
  }
}

/**
 * The PostgreSQL store (`DATABASE_URL`), through `pg`. Each statement runs in its own
 * transaction and PostgreSQL commits durably by default (synchronous_commit), so the answer
 * follows the commit. Serverless hosting has no lasting disk: there this store is the one to use.
 */
export function openPgStore(databaseUrl: string): FormsStore {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', (error) => console.error(`forms store: PostgreSQL connection error: ${error.message}`))

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
  const query = async <R extends QueryResultRow = Row>(text: string, values: unknown[] = []) => {
    // A failed migration is retried by the next call instead of failing every call after it.
    ready ??= migrate().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    await ready
    return pool.query<R>(text, values)
  }

  return {
    kind: 'postgres',

    async insert(s) {
      const inserted = await query(
        `INSERT INTO form_submissions
           (id, tenant, form_id, received_at, fields, tracking, hutk, ip, spam, digest, delivery_state, attempts, next_attempt_at,
            variations, share_variations)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (id) DO NOTHING RETURNING *`,
        [
          s.id,
          s.tenant,
          s.formId,
          s.receivedAt,
          JSON.stringify(s.fields),
          JSON.stringify(s.tracking),
          s.hutk,
          s.ip,
          s.spam,
          s.digest,
          s.delivery.state,
          JSON.stringify(s.delivery.attempts),
          s.delivery.nextAttemptAt ?? null,
          JSON.stringify(s.variations ?? {}),
          s.shareVariations ?? false,
        ],
      )
      const row = inserted.rows[0]
      if (row) return { created: true, submission: fromRow(row) }
      const existing = await query('SELECT * FROM form_submissions WHERE id = $1', [s.id])
      return { created: false, submission: fromRow(existing.rows[0] as Row) }
    },

    async get(id) {
      const result = await query('SELECT * FROM form_submissions WHERE id = $1', [id])
      return result.rows[0] ? fromRow(result.rows[0]) : undefined
    },

    async list(options = {}) {
      const result = options.since
        ? await query('SELECT * FROM form_submissions WHERE received_at >= $1 ORDER BY received_at, id', [options.since])
        : await query('SELECT * FROM form_submissions ORDER BY received_at, id')
      return result.rows.map(fromRow)
    },

    async answeredFields(formId, hutk) {
      const answered = new Set<string>()
      if (!hutk) return answered
      const result = await query<{ name: string }>(
        `SELECT DISTINCT jsonb_object_keys(fields) AS name FROM form_submissions
         WHERE form_id = $1 AND hutk = $2 AND hutk <> '' AND NOT spam`,
        [formId, hutk],
      )
      for (const row of result.rows) answered.add(row.name)
      return answered
    },

    async claimDue(now, leaseMs, limit, only) {
      const result = await query(
        `UPDATE form_submissions SET lease_until = $2
         WHERE id IN (
           SELECT id FROM form_submissions
           WHERE delivery_state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
             AND ($4::text IS NULL OR id = $4)
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + leaseMs), limit, only ?? null],
      )
      return result.rows.map(fromRow)
    },

    async recordAttempt(id, attempt, next) {
      await query(
        `UPDATE form_submissions
         SET attempts = attempts || $2::jsonb, delivery_state = $3, next_attempt_at = $4, lease_until = NULL
         WHERE id = $1`,
        [id, JSON.stringify([attempt]), next.state, next.nextAttemptAt ?? null],
      )
    },

    async requeueDead(now) {
      const result = await query(
        `UPDATE form_submissions SET delivery_state = 'pending', next_attempt_at = $1, lease_until = NULL
         WHERE delivery_state = 'dead'`,
        [now],
      )
      return result.rowCount ?? 0
    },

    async stats() {
      const stats = emptyStats()
      const result = await query<{ form_id: string; spam: boolean; delivery_state: DeliveryState; n: string }>(
        'SELECT form_id, spam, delivery_state, count(*) AS n FROM form_submissions GROUP BY 1, 2, 3',
      )
      for (const row of result.rows) {
        const n = Number(row.n)
        stats.total += n
        if (row.spam) stats.spam += n
        stats.byForm[row.form_id] = (stats.byForm[row.form_id] ?? 0) + n
        stats.byDelivery[row.delivery_state] += n
      }
      return stats
    },

    async close() {
      await pool.end()
    },
  }
}
