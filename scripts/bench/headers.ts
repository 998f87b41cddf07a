/**
 * `npm run bench:headers`: the MDN HTTP Observatory's score of the served build's headers (docs/deploy.md,
 * "Security headers"): its own scan (`scan()` of @mdn/mdn-http-observatory 1.x, the scanner behind
 * developer.mozilla.org/observatory) against `npm run serve`'s server on 127.0.0.1. Prints the
 * grade, the score and every test's result. A measurement, not a test. Needs a build first.
 *
 * The scanner is not a project dependency: its install scripts download a CA bundle and Chrome's
 * HSTS preload list from outside the npm registry, which fails offline. It is installed once,
 * without install scripts, into node_modules/.cache/mdn-http-observatory, with an empty preload
 * list (127.0.0.1 is on none; a real domain on the list would score +5 more).
 *
 * The scanner takes a hostname and fetches `http://{host}` and `https://{host}`. Here both reach
 * one port on 127.0.0.1: a connection that opens with a TLS handshake goes to an HTTPS server
 * that runs scripts/dev/serve.ts's app (the site with the headers the build declared), any other to
 * an HTTP server that answers 301 to https, as the production host does (Netlify forces HTTPS).
 * The certificate is a throw-away self-signed one for 127.0.0.1, which the scanner trusts through
 * NODE_EXTRA_CA_CERTS, read at a process's start: so the scan runs in a process of its own (SCAN
 * below). Nothing but TLS and that redirect is the bench's own: every header scored is the site server's.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SERVED_ROUTES_FILE } from '../../src/node/security/served-routes'
import { createServer } from '../dev/serve'

const ROOT = path.join(__dirname, '../..')
const INSTALL_DIR = 'node_modules/.cache/mdn-http-observatory'

/**
 * The scan, run by node in its own process: the Observatory's unmodified scan() of TARGET
 * (`host:port`) from the package in OBSERVATORY, printed as JSON.
 */
const SCAN = `
import path from 'node:path'
import { pathToFileURL } from 'node:url'
const { scan } = await import(pathToFileURL(path.join(process.env.OBSERVATORY, 'src/scanner/index.js')).href)
const result = await scan(process.env.TARGET)
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, t]) => [name, { result: t.result, pass: t.pass, scoreModifier: t.scoreModifier }]),
)
console.log(JSON.stringify({ scan: result.scan, tests }))
`

interface ScanOutput {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; responseHeaders: Record<string, string> }
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>
}

function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}

/** The Observatory's package folder, installed first if it is not (without install scripts, an empty preload list). */
function installObservatory(): string {
  const pkg = path.join(INSTALL_DIR, 'node_modules/@mdn/mdn-http-observatory')
  if (!existsSync(path.join(pkg, 'src/scanner/index.js'))) {
    // process.stdout, as below: console.log is rewrapped by a module the site's server loads.
    process.stdout.write(`Installing @mdn/mdn-http-observatory@1 into ${INSTALL_DIR} (without install scripts)…\n`)
    mkdirSync(INSTALL_DIR, { recursive: true })
    if (!existsSync(path.join(INSTALL_DIR, 'package.json'))) writeFileSync(path.join(INSTALL_DIR, 'package.json'), '{"private":true}\n')
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        INSTALL_DIR,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '@mdn/mdn-http-observatory@^1',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
  }
  const preload = path.join(pkg, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  return pkg
}

async function main(): Promise<void> {
  process.chdir(ROOT)
  if (!existsSync(SERVED_ROUTES_FILE)) {
    process.stderr.write("error: no build; run 'npm run build' first.\n")
    process.exit(1)
  }
  const observatory = path.resolve(installObservatory())
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-headers-'))
  const { key, cert, certFile } = selfSignedCertificate(dir)
  const site = https.createServer({ key, cert }, createServer())
  const toHttps = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://${req.headers.host}${req.url}` }).end()
  })
  const front = net.createServer((socket) => {
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      // 0x16: a TLS handshake record.
      ;(first[0] === 0x16 ? site : toHttps).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const { port } = front.address() as net.AddressInfo
  try {
    // Asynchronously, so this process keeps serving while the scanner runs.
    const scan = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '--eval', SCAN], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, OBSERVATORY: observatory, TARGET: `127.0.0.1:${port}` },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      child.on('exit', (status) => resolve({ status, stdout, stderr }))
    })
    if (scan.status !== 0) throw new Error(`the scan failed:\n${scan.stderr}${scan.stdout}`)
    const out = JSON.parse(scan.stdout) as ScanOutput
    process.stdout.write(`MDN HTTP Observatory (scan of https://127.0.0.1:${port}/, the served build)\n`)
    process.stdout.write(
      `  grade ${out.scan.grade}, score ${out.scan.score} (goal A+, ≥ 100); ${out.scan.testsPassed}/${out.scan.testsQuantity} tests passed\n`,
    )
    process.stdout.write('  headers of /:\n')
    for (const [name, value] of Object.entries(out.scan.responseHeaders)) process.stdout.write(`    ${name}: ${value}\n`)
    process.stdout.write('  tests:\n')
    for (const [name, t] of Object.entries(out.tests)) {
      const modifier = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier)
      process.stdout.write(`    ${t.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(3)}  ${name.padEnd(28)} ${t.result}\n`)
    }
  } finally {
    front.close()
    site.close()
    toHttps.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
