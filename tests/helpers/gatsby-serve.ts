import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

export interface ServedSite {
  url: string
  /** SIGKILLs the server: no shutdown code runs, as in a crash. */
  kill(): Promise<void>
  output(): string
  /** CPU seconds the server's processes have used so far (Linux /proc; NaN elsewhere). */
  cpuSeconds(): number
  /** Rejects if the server exits without being killed, with its output. */
  crashed: Promise<never>
}

/**
 * The command `npm run serve` runs (package.json), on 127.0.0.1:`port`: its `--host`/`-H` and
 * `--port`/`-p` values replaced, or added. Read from package.json rather than written here, so
 * the tests and benchmarks serve the site the way the project does, whatever server that is.
 */
export function serveCommand(port: number, scripts: Record<string, string> = readPackageScripts()): string {
  const serve = scripts.serve
  if (!serve) throw new Error('package.json has no "serve" script')
  let command = serve
  for (const [long, short, value] of [
    ['--host', '-H', '127.0.0.1'],
    ['--port', '-p', String(port)],
  ] as const) {
    const option = new RegExp(`(^|\\s)(${long}|${short})(=|\\s+)\\S+`)
    command = option.test(command) ? command.replace(option, `$1${long} ${value}`) : `${command} ${long} ${value}`
  }
  return command
}

function readPackageScripts(): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}
}

/** CPU seconds (user + system) of the live processes in process group `group`, from /proc. */
function groupCpuSeconds(group: number): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // After the command name in parentheses: state ppid pgrp … utime (14th field) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
  }
  // USER_HZ is 100 on Linux.
  return ticks / 100
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Starts the built site (public/ and the Gatsby Functions in .cache/functions) of the repository,
 * or of a copy of it at `root`, with the command of `npm run serve`, on 127.0.0.1:`port`, with
 * extra environment variables, and waits until it answers. The command runs in a shell of its own
 * process group, as npm runs it, with node_modules/.bin on the PATH; `kill()` kills the whole group.
 */
export async function serveSite(port: number, env: Record<string, string>, root = ROOT): Promise<ServedSite> {
  if (await listening(port)) throw new Error(`port ${port} is already in use`)
  let log = ''
  const child: ChildProcess = spawn('/bin/sh', ['-c', serveCommand(port)], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      GATSBY_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  let killed = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const crashed = exited.then(() => {
    throw new Error(`the site's server exited unexpectedly (${child.exitCode ?? child.signalCode}):\n${log.slice(-4000)}`)
  })
  // Only a caller that awaits `crashed` cares; others must not see an unhandled rejection.
  crashed.catch(() => undefined)
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site's server exited (${child.exitCode}):\n${log}`)
    try {
      const response = await fetch(`${url}/404.html`)
      if (response.status > 0) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup()
      throw new Error(`the site's server did not answer on ${url}:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    kill: async () => {
      killed = true
      killGroup()
      await exited
      // The shell may go before the server: the port is free once the server is gone.
      while (await listening(port)) await new Promise((r) => setTimeout(r, 50))
    },
    output: () => log,
    cpuSeconds: () => (child.pid ? groupCpuSeconds(child.pid) : Number.NaN),
    crashed: crashed.then(
      () => undefined as never,
      (error: unknown) => {
        if (killed) return new Promise<never>(() => undefined)
        throw error
      },
    ),
  }
}
