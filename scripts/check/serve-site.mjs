/**
 * `npm run serve`'s server (scripts/dev/serve.ts, with the site's headers) on the built site in public/,
 * for the scripts that load pages in a browser: scripts/check/lighthouse.mjs and scripts/check/js-size.mjs.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A port free on 127.0.0.1 right now (as tests/helpers/local-server.ts freePort). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** `npm run serve`'s server on public/ (as tests/helpers/gatsby-serve.ts), once it answers. */
export async function serveSite(port) {
  let log = ''
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/dev/serve.ts'), '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`)
    if (
      await fetch(`${url}/404.html`).then(
        () => true,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer on ${url}:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, kill: () => child.kill('SIGKILL') }
}
