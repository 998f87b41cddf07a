/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles, PUBLIC } from '../helpers/built-site'
import { siteUrl } from '../helpers/site-dataset'

// SPEC 2.18: every link to another origin, in every page the build wrote, opens in a new tab with
// rel noopener. Reads the built HTML files in public/ (so no page is left out, whatever links to it)
// and parses each with jsdom's DOMParser (the HTML standard's parsing, as a browser's).
const SITE_ORIGIN = new URL(siteUrl).origin

/** Whether an href leaves the site: an http(s) URL of another origin (mailto:, tel: and paths do not). */
function isOtherOrigin(href: string): boolean {
  const url = new URL(href, siteUrl)
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== SITE_ORIGIN
}

test('every link to another origin in every built page opens in a new tab with rel noopener', () => {
  const files = htmlFiles()
  expect(files.length).toBeGreaterThan(100)
  const wrong: string[] = []
  let external = 0
  for (const file of files) {
    const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html')
    const anchors = [...doc.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href') as string,
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
    }))
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
