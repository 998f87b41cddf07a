import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openLmdbStore } from '../../src/node/forms/lmdb-store'
import { openPgStore } from '../../src/node/forms/pg-store'
import type { FormsStore, Submission } from '../../src/node/forms/store'
import { type Postgres, startPostgres } from './postgres'

/**
 * Both forms stores for one test file: `describe.each(storeKinds)` then `openStore(kind)` gives a
 * fresh, empty store of that kind. lmdb gets a new folder; PostgreSQL a new database in one
 * throw-away cluster per file.
 */
export const storeKinds = ['lmdb', 'postgres'] as const
export type StoreKind = (typeof storeKinds)[number]

export function formsStores() {
  let postgres: Postgres | undefined
  const cleanups: Array<() => Promise<void> | void> = []
  let counter = 0

  async function openStore(kind: StoreKind): Promise<{ store: FormsStore; reopen: () => FormsStore }> {
    if (kind === 'lmdb') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-lmdb-'))
      const store = openLmdbStore(dir)
      cleanups.push(async () => {
        await store.close()
        rmSync(dir, { recursive: true, force: true })
      })
      return { store, reopen: () => track(openLmdbStore(dir)) }
    }
    postgres ??= await startPostgres()
    const admin = openPgStoreAdmin(postgres.url)
    const name = `forms_${process.pid}_${++counter}`
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = postgres.url.replace(/\/[^/]*$/, `/${name}`)
    return { store: track(openPgStore(url)), reopen: () => track(openPgStore(url)) }
  }

  function track(store: FormsStore): FormsStore {
    cleanups.push(() => store.close())
    return store
  }

  async function closeAll(): Promise<void> {
    for (const cleanup of cleanups.reverse()) await cleanup()
    postgres?.stop()
  }

  return { openStore, closeAll }
}

function openPgStoreAdmin(url: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test's own client, to create databases
  const { Client } = require('pg') as typeof import('pg')
  const client = new Client({ connectionString: url })
  return {
    query: async (sql: string) => {
      await client.connect()
      await client.query(sql)
    },
    end: () => client.end(),
  }
}

let sequence = 0

/** A valid stored submission; fields overridable. */
export function sampleSubmission(overrides: Partial<Submission> = {}): Submission {
  sequence++
  return {
    id: `sub_${String(sequence).padStart(6, '0')}_${process.pid}`,
    tenant: 'threshold',
    formId: 'quote',
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    fields: { email: `lead${sequence}@example.com`, firstName: 'Ada' },
    tracking: { url: 'https://www.threshold.example/quote', title: 'Quote', info: 'hutk-1', embeddedUserId: 'client-1' },
    hutk: 'hutk-1',
    variations: {},
    shareVariations: false,
    ip: '127.0.0.1',
    spam: false,
    digest: `digest-${sequence}`,
    delivery: { state: 'none', attempts: [] },
    ...overrides,
  }
}
