// Run by scripts/bench-headers.ts in its own process (NODE_EXTRA_CA_CERTS is read at start-up):
// the MDN HTTP Observatory's unmodified scan() of `host:port`, printed as JSON.
//   node scripts/bench-headers-scan.mjs <package dir of @mdn/mdn-http-observatory> <host:port>
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [dir, target] = process.argv.slice(2)
const { scan } = await import(pathToFileURL(path.join(dir, 'src/scanner/index.js')).href)
const result = await scan(target)
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, t]) => [name, { result: t.result, pass: t.pass, scoreModifier: t.scoreModifier }]),
)
console.log(JSON.stringify({ scan: result.scan, tests }))
