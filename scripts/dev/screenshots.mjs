#!/usr/bin/env node
// A review aid, not a test: full-page PNGs of every route of docs/routes.txt at 390 and 1280 px,
// taken from the production build, into screenshots/ (ignored by git).
//
//   npm run screenshots                       # build first (gatsby build), then this
//   node scripts/dev/screenshots.mjs /pricing /   # only these routes
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = Number(process.env.SCREENSHOTS_PORT ?? 9402)
const outDir = path.join(root, 'screenshots')
const only = process.argv.slice(2)
const routes = only.length
  ? only
  : readFileSync(path.join(root, 'docs/routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
const WIDTHS = [390, 1280]
// Debian's Chromium and its offline flags: the tests' one list (tests/helpers/chromium.ts).
const chromiumSettings = createRequire(import.meta.url)('../../tests/helpers/chromium.json')

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`npm run serve's server did not answer at ${url}`)
}

mkdirSync(outDir, { recursive: true })
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/dev/serve.ts'), '--host', '127.0.0.1', '--port', String(port)],
  {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  },
)
try {
  const base = `http://127.0.0.1:${port}`
  await waitForServer(`${base}/`)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
  })
  for (const width of WIDTHS) {
    // As a visitor who has declined cookies: the fixed banner would otherwise be painted halfway
    // down every full-page picture, over the section that happens to be there.
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    await page.context().addCookies([{ name: 'threshold_do_not_track', value: 'declined.4102444800000', url: base }])
    for (const route of routes) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
      // Scroll through once, so lazy images below the fold are loaded in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 40))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')}@${width}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      console.log(`${name}`)
    }
    await page.close()
  }
  await browser.close()
} finally {
  server.kill()
}
