// The JavaScript of a page's whole load (docs/quality.md, "JavaScript budget"): every script the
// page fetches from the site until the network is idle, its initial chunks and those it loads on
// its own (the lead form's code, the search code, Pagefind's script), gzipped as the files of
// public/ are. Loaded in Chromium from `npm run serve`'s server, as a first-time visitor who has
// not chosen about cookies, without clicking anything.
import { chromium } from 'playwright-core'
import { freePort, serveSite } from './serve-site.mjs'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** For each route: the site's script files it loaded (paths under public/) and their gzip bytes, by `sizeOf`. */
export async function measureWholeLoad(routes, sizeOf) {
  const site = await serveSite(await freePort())
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const results = []
    for (const route of routes) {
      const page = await browser.newPage()
      const files = new Set()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === site.url && url.pathname.endsWith('.js') && response.ok()) files.add(decodeURIComponent(url.pathname.slice(1)))
      })
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' })
      await page.close()
      const list = [...files].sort()
      results.push({ route, files: list, gzip: list.reduce((n, f) => n + sizeOf(f).gzip, 0) })
    }
    return results
  } finally {
    await browser.close()
    site.kill()
  }
}
