import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { htmlFiles, PUBLIC } from '../helpers/built-site'
import { siteUrl } from '../helpers/site-dataset'

// SPEC 2.18: every link to another origin, in every page the build wrote, opens in a new tab with
// rel noopener. Reads the built HTML files in public/ (so no page is left out, whatever links to it)
// and parses each with the browser's own HTML parser.
const SITE_ORIGIN = new URL(siteUrl).origin

/** Whether an href leaves the site: an http(s) URL of another origin (mailto:, tel: and paths do not). */
function isOtherOrigin(href: string): boolean {
  const url = new URL(href, siteUrl)
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== SITE_ORIGIN
}

test('every link to another origin in every built page opens in a new tab with rel noopener', async ({ page }) => {
  test.setTimeout(180_000)
  const files = htmlFiles()
  expect(files.length).toBeGreaterThan(100)
  const wrong: string[] = []
  let external = 0
  for (const file of files) {
    const anchors = await page.evaluate(
      (html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html')
        return [...doc.querySelectorAll('a[href]')].map((a) => ({
          href: a.getAttribute('href') as string,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        }))
      },
      readFileSync(file, 'utf8'),
    )
    for (const a of anchors.filter((link) => isOtherOrigin(link.href))) {
      external += 1
      if (a.target !== '_blank' || !a.rel.split(/\s+/).includes('noopener')) {
        wrong.push(`${path.relative(PUBLIC, file)}: <a href="${a.href}" target="${a.target ?? ''}" rel="${a.rel}">`)
      }
    }
  }
  expect(wrong).toEqual([])
  // The footers alone link to other origins on every page: a check that found none checked nothing.
  expect(external).toBeGreaterThan(files.length)
})
