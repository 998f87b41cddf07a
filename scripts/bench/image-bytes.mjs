#!/usr/bin/env node
// The image bytes a phone downloads (SPEC 9.9's `sizes` decide which width of each srcset it takes):
// Chromium at 390 px wide, DPR 2 and 3, each page scrolled to its end so lazy images load too.
// Prints the bytes and the count of images per page, the median of three runs (bytes rarely move).
//
//   node scripts/bench/image-bytes.mjs [--dir public] [route …]   (after a build; default: / and a blog post)
//   BENCH_VERBOSE=1 lists each image and its bytes.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const dirAt = args.indexOf('--dir')
const dir = path.resolve(dirAt >= 0 ? args[dirAt + 1] : path.join(root, 'public'))
const given = args.filter((a, i) => a !== '--dir' && i !== dirAt + 1)
const firstPost = readdirSync(path.join(dir, 'blog')).find(
  (name) => existsSync(path.join(dir, 'blog', name, 'index.html')) && !/^(page|tag|category)/.test(name),
)
const routes = given.length ? given : ['/', `/blog/${firstPost}`]
// Debian's Chromium and its offline flags: the tests' one list (tests/helpers/chromium.ts).
const chromiumSettings = createRequire(import.meta.url)('../../tests/helpers/chromium.json')
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** A static server over the build folder: enough to load pages and their images (no functions). */
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  let file = path.join(dir, decodeURIComponent(url.pathname))
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!existsSync(file)) file = path.join(dir, decodeURIComponent(url.pathname).replace(/\/$/, '') + '/index.html')
  if (!file.startsWith(dir) || !existsSync(file)) {
    res.writeHead(404)
    return res.end()
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
})
await new Promise((resolve) => server.listen(Number(process.env.BENCH_PORT ?? 9403), '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
  args: chromiumSettings.args,
})

async function measure(route, dpr) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
  })
  // As a visitor who declined cookies, like the screenshots: nothing but the site's own requests.
  await context.addCookies([{ name: 'threshold_do_not_track', value: 'declined.4102444800000', url: base }])
  const page = await context.newPage()
  const images = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return
    try {
      images.set(response.url(), (await response.body()).byteLength)
    } catch {
      // A redirect or an aborted request has no body.
    }
  })
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
  })
  await page.waitForLoadState('networkidle')
  await context.close()
  if (process.env.BENCH_VERBOSE) for (const [url, bytes] of images) console.log(`  DPR ${dpr}\t${bytes}\t${url.replace(base, '')}`)
  return { bytes: [...images.values()].reduce((a, b) => a + b, 0), count: images.size }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log(`Image bytes at 390 px wide, from ${path.relative(process.cwd(), dir) || '.'} (median of 3 runs)`)
try {
  for (const route of routes) {
    for (const dpr of [2, 3]) {
      const runs = []
      for (let i = 0; i < 3; i++) runs.push(await measure(route, dpr))
      const bytes = median(runs.map((r) => r.bytes))
      console.log(
        `${route.padEnd(50)} DPR ${dpr}: ${(bytes / 1024).toFixed(1).padStart(7)} KiB in ${median(runs.map((r) => r.count))} images`,
      )
    }
  }
} finally {
  await browser.close()
  server.close()
}
