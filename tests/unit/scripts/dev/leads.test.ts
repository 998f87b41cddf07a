import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openLmdbStore } from '../../../../src/node/forms/lmdb-store'
import { sampleSubmission } from '../../../helpers/forms-stores'

// `npm run leads -- export` read through a pipe by a program that reads late (the e2e tests'
// storedLeads, on a loaded machine): every lead arrives, the newest, printed last, included. Node
// writes to a pipe asynchronously, and exiting at once dropped what the pipe's 64 KiB did not hold.
const ROOT = path.join(__dirname, '../../../..')
const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('npm run leads -- export writes every lead to a pipe that is read late', async () => {
  const store = openLmdbStore(dir)
  const leads = Array.from({ length: 300 }, () => sampleSubmission({ fields: { email: 'x', message: 'y'.repeat(400) } }))
  for (const lead of leads) await store.insert(lead)
  await store.close()

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/leads.ts', 'export', '--format', 'ndjson'], {
    cwd: ROOT,
    env: { ...process.env, FORMS_DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  let out = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => (out += chunk))
  const ended = new Promise((resolve) => child.stdout.on('end', resolve))
  // Nothing is read for the first two seconds, by which time the export has written everything.
  child.stdout.pause()
  await new Promise((resolve) => setTimeout(resolve, 2000))
  child.stdout.resume()
  await ended
  expect(await exited).toBe(0)

  expect(out.length).toBeGreaterThan(128 * 1024)
  const ids = out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { id: string }).id)
  expect(ids).toEqual(leads.map((lead) => lead.id))
}, 60_000)
