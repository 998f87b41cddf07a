import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './netlify-output'

/** What tests/helpers/netlify-runtime.ts prints when a function answers its first request. */
export interface ColdStart {
  name: string
  loadMs: number
  firstAnswerMs: number
  cpuMs: number
}

export interface NetlifyFunctions {
  url: string
  coldStarts: ColdStart[]
  output(): string
  stop(): Promise<void>
}

/**
 * The deploy build's Netlify Functions in a fresh process (tests/helpers/netlify-runtime.ts) on
 * 127.0.0.1:`port`, with exactly `env` as the function environment (plus PATH): nothing of the
 * test's own environment leaks in, as on Netlify.
 */
export function startNetlifyFunctions(port: number, env: Record<string, string>): Promise<NetlifyFunctions> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'netlify-runtime.ts'), String(port)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    detached: true,
  })
  let output = ''
  const coldStarts: ColdStart[] = []
  return new Promise((resolve, reject) => {
    let ready = false
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of chunk.toString().split('\n')) {
        if (!line.startsWith('{')) continue
        const message = JSON.parse(line) as Partial<ColdStart> & { listening?: number }
        if (message.listening && !ready) {
          ready = true
          resolve({
            url: `http://127.0.0.1:${port}`,
            coldStarts,
            output: () => output,
            stop: () =>
              new Promise<void>((done) => {
                if (child.exitCode !== null) return done()
                child.once('exit', () => done())
                process.kill(-(child.pid as number), 'SIGKILL')
              }),
          })
        } else if (message.name) coldStarts.push(message as ColdStart)
      }
    })
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`the Netlify functions runtime exited (${code}) before listening:\n${output}`))
    })
  })
}
