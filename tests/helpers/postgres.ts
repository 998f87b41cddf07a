import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './local-server'

/** Debian's PostgreSQL 15 (`apt-get install postgresql`; scripts/dev/ensure-postgres). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export interface Postgres {
  url: string
  stop(): void
}

/**
 * A throw-away PostgreSQL cluster in a temporary folder, on 127.0.0.1, trusting local
 * connections, for the tests and the benchmark. PostgreSQL refuses to run as root, so as root it
 * runs as the `postgres` user the Debian package creates. `TEST_DATABASE_URL` uses a running
 * server instead. Throws, saying what is missing, when it cannot start one.
 */
export async function startPostgres(): Promise<Postgres> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => undefined }
  const pgCtl = path.join(PG_BIN, 'pg_ctl')
  if (!existsSync(pgCtl)) {
    throw new Error(
      `PostgreSQL 15 is not installed (${pgCtl} is missing): run scripts/dev/ensure-postgres (apt-get install postgresql) or set TEST_DATABASE_URL.`,
    )
  }
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-pg-'))
  const run = (bin: string, args: string[]) => {
    const command = path.join(PG_BIN, bin)
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    else execFileSync(command, args, { stdio: 'pipe' })
  }
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
  const port = await freePort()
  const data = path.join(dir, 'data')
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start'])
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error)
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`Could not start a throw-away PostgreSQL cluster: ${stderr}`)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
