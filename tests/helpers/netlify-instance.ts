/**
 * One instance of a Netlify Function (tests/helpers/netlify-runtime.ts starts it): it loads the
 * function's handler on its first event, runs each event it is sent, writes the result and then
 * stops itself (SIGSTOP) at once, before anything else of the function can run, as Netlify's runtime
 * (AWS Lambda) freezes a function once it has answered. The runtime thaws it (SIGCONT) for its next
 * event; whatever the function left running meanwhile (a timer, a request it did not await) waits
 * with it.
 *
 * Usage: tsx tests/helpers/netlify-instance.ts <name>   (IPC: events in; fd 3: one JSON line per result)
 */
import { writeSync } from 'node:fs'
import path from 'node:path'
import { FUNCTIONS_INTERNAL } from './netlify-output'

type Handler = (event: unknown, context: Record<string, unknown>) => Promise<unknown>

const name = process.argv[2] as string
let handler: Handler | undefined

/** Writes all of `data` to a pipe that may be full for a moment (the runtime reads it). */
function writeAll(fd: number, data: Buffer): void {
  for (let offset = 0; offset < data.length;) {
    try {
      offset += writeSync(fd, data, offset)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
    }
  }
}

process.on('message', (event: unknown) => {
  void (async () => {
    const received = performance.now()
    const receivedCpu = process.cpuUsage()
    let loadMs: number | undefined
    if (!handler) {
      const t0 = performance.now()
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's own require: the handler is CommonJS and requires the compiled function beside it
      handler = (require(path.join(FUNCTIONS_INTERNAL, name, `${name}.js`)) as { handler: Handler }).handler
      loadMs = performance.now() - t0
    }
    let result: unknown
    try {
      result = await handler(event, { functionName: name, callbackWaitsForEmptyEventLoop: false })
    } catch (error) {
      console.error(error)
      result = { statusCode: 502, body: 'The function failed' }
    }
    const cpu = process.cpuUsage(receivedCpu)
    const coldStart =
      loadMs === undefined
        ? undefined
        : { name, loadMs, firstAnswerMs: performance.now() - received, cpuMs: (cpu.user + cpu.system) / 1000 }
    writeAll(3, Buffer.from(`${JSON.stringify({ result, coldStart })}\n`))
    // Frozen now, before any other callback of this process runs.
    process.kill(process.pid, 'SIGSTOP')
  })()
})
