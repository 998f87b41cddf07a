import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

export interface ServedSite {
  url: string
  /** SIGKILLs the server: no shutdown code runs, as in a crash. */
  kill(): Promise<void>
  output(): string
  /** Rejects if the server exits without being killed, with its output. */
  crashed: Promise<never>
}

/**
 * Starts `npm run serve`'s server (scripts/serve.ts: the built site in public/ with its headers, and
 * the Gatsby Functions of .cache/functions) on 127.0.0.1:`port`, with extra environment variables,
 * and waits until it answers.
 */
export async function serveSite(port: number, env: Record<string, string>): Promise<ServedSite> {
  let log = ''
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/serve.ts'), '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  let killed = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const crashed = exited.then(() => {
    throw new Error(`the site server exited unexpectedly (${child.exitCode ?? child.signalCode}):\n${log.slice(-4000)}`)
  })
  // Only a caller that awaits `crashed` cares; others must not see an unhandled rejection.
  crashed.catch(() => undefined)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode}):\n${log}`)
    try {
      const response = await fetch(`${url}/404.html`)
      if (response.status > 0) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the site server did not answer on ${url}:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    kill: async () => {
      killed = true
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
    output: () => log,
    crashed: crashed.then(
      () => undefined as never,
      (error: unknown) => {
        if (killed) return new Promise<never>(() => undefined)
        throw error
      },
    ),
  }
}
