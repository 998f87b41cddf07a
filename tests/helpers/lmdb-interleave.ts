/**
 * Run as a child process by tests/unit/node/forms/lmdb-store.test.ts: for `argv[2]` ms, what the
 * forms host does at once on one lmdb store: a burst of inserts (the requests) while the outbox
 * claims due submissions and records their attempts, the two sides a random moment apart. Prints
 * `ok <rounds>` and exits 0. A deadlock inside lmdb blocks this process's event loop for good, so
 * only a parent that kills it after a time can tell.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openLmdbStore } from '../../src/node/forms/lmdb-store'
import { sampleSubmission } from './forms-stores'

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-lmdb-interleave-'))
  const store = openLmdbStore(dir)
  const until = Date.now() + Number(process.argv[2] ?? 3000)
  let rounds = 0
  while (Date.now() < until) {
    const pending = () => ({ state: 'pending' as const, attempts: [], nextAttemptAt: new Date().toISOString() })
    const inserts = Array.from({ length: 5 }, () => store.insert(sampleSubmission({ delivery: pending() })))
    await new Promise((resolve) => (Math.random() < 0.5 ? setImmediate(resolve) : setTimeout(resolve, Math.random() * 3)))
    for (const claimed of await store.claimDue(new Date(), 1_000, 3)) {
      await store.recordAttempt(
        claimed.id,
        { at: new Date().toISOString(), outcome: 'delivered', status: 200, durationMs: 1 },
        { state: 'delivered' },
      )
    }
    await Promise.all(inserts)
    rounds++
  }
  await store.close()
  rmSync(dir, { recursive: true, force: true })
  console.log(`ok ${rounds}`)
}

void main()
