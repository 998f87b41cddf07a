import type { FormsSettings } from '../../config/site-config'
import { openLmdbStore } from './lmdb-store'
import { openPgStore } from './pg-store'
import type { FormsStore } from './store'

/** PostgreSQL when `DATABASE_URL` is set, else the embedded lmdb store. */
export function openFormsStore(settings: Pick<FormsSettings, 'dataDir' | 'databaseUrl'>): FormsStore {
  return settings.databaseUrl ? openPgStore(settings.databaseUrl) : openLmdbStore(settings.dataDir)
}
