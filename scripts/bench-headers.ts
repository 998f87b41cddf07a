/**
 * scripts/bench-headers: the MDN HTTP Observatory's own scan of the served build.
 *
 * The scanner takes a hostname and fetches `http://{host}` and `https://{host}`. Here both reach
 * one port on 127.0.0.1: a connection that opens with a TLS handshake goes to an HTTPS server
 * that runs scripts/serve.ts's app (the site with the headers the build declared), any other to
 * an HTTP server that answers 301 to https, as the production host does (Netlify forces HTTPS).
 * The certificate is a throw-away self-signed one for 127.0.0.1, which the scanner's process
 * trusts through NODE_EXTRA_CA_CERTS. Nothing but TLS and that redirect is the bench's own: every
 * header scored is the site server's.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createServer } from './serve'

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

async function main(): Promise<void> {
  const observatory = process.argv[2]
  if (!observatory) throw new Error('usage: tsx scripts/bench-headers.ts <dir of @mdn/mdn-http-observatory>')
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
      const child = spawn(process.execPath, [path.join(__dirname, 'bench-headers-scan.mjs'), observatory, `127.0.0.1:${port}`], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
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
