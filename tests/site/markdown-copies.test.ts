/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { markdownPath } from '../../src/lib/seo/markdown-copy'
import { LEFT_OUT_ELEMENTS } from '../../src/node/content/markdown-copies'
import { PUBLIC } from '../helpers/built-site'
import { pages } from '../helpers/site-dataset'

// docs/content-rendering.md, "Markdown copies": each indexable content page's copy has the headings
// (level and text, in order) and the links of the page's content, its <main> without the controls
// and hidden parts the copy leaves out; the page's head links the copy. Built files, parsed with
// jsdom's DOMParser.
const indexable = pages.filter((d) => !(d.seo as { noindex?: boolean } | undefined)?.noindex)
const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim()

function fromHtml(html: string): { headings: string[]; links: string[]; alternate: string | null } {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const main = doc.querySelector('main')
  if (!main) throw new Error('no <main>')
  for (const el of main.querySelectorAll([...LEFT_OUT_ELEMENTS, '[hidden]', '[aria-hidden="true"]'].join(', '))) el.remove()
  return {
    headings: [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (h) => `${'#'.repeat(Number(h.tagName[1]))} ${squeeze(h.textContent ?? '')}`,
    ),
    links: [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') as string).sort(),
    alternate: doc.head.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href') ?? null,
  }
}

/** An ATX heading, also as the first block of a list item (`-   ### Title`, valid CommonMark). */
const HEADING = /^[ \t]*(?:(?:[-*+]|\d+\.)[ \t]+)?(#{1,6}) (.*)$/gm
const IMAGE = /!\[(?:\\.|[^\]\\])*\]\([^)\s]+\)/g
const LINK = /\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)/g
const unescape = (text: string): string => text.replace(/\\(.)/g, '$1')

function fromMarkdown(markdown: string): { headings: string[]; links: string[] } {
  const text = markdown.replace(IMAGE, '')
  const headings = [...text.matchAll(HEADING)].map(
    ([, level, heading]) => `${level as string} ${squeeze(unescape((heading as string).replace(LINK, '$1').replace(/\*\*|__/g, '')))}`,
  )
  return { headings, links: [...text.matchAll(LINK)].map((m) => m[2] as string).sort() }
}

test('every indexable content page has a Markdown copy with its headings and links, linked from its head', () => {
  expect(indexable.length).toBeGreaterThan(100)
  const wrong: string[] = []
  for (const doc of indexable) {
    const href = String(doc.href)
    const html = fromHtml(readFileSync(path.join(PUBLIC, href, 'index.html'), 'utf8'))
    const md = fromMarkdown(readFileSync(path.join(PUBLIC, markdownPath(href)), 'utf8'))
    if (html.alternate !== markdownPath(href)) wrong.push(`${href}: head links ${html.alternate}`)
    if (JSON.stringify(md.headings) !== JSON.stringify(html.headings))
      wrong.push(`${href}: headings ${JSON.stringify(md.headings)} ≠ ${JSON.stringify(html.headings)}`)
    if (JSON.stringify(md.links) !== JSON.stringify(html.links))
      wrong.push(`${href}: links ${JSON.stringify(md.links)} ≠ ${JSON.stringify(html.links)}`)
    if (html.headings.length === 0) wrong.push(`${href}: no heading`)
  }
  expect(wrong).toEqual([])
})

test('the copy leaves the chrome out: no header, footer or navigation links', () => {
  const md = readFileSync(path.join(PUBLIC, 'index.md'), 'utf8')
  const home = new DOMParser().parseFromString(readFileSync(path.join(PUBLIC, 'index.html'), 'utf8'), 'text/html')
  const footerLinks = [...home.querySelectorAll('footer a[href]')].map((a) => a.getAttribute('href') as string)
  expect(footerLinks.length).toBeGreaterThan(5)
  const mdLinks = new Set([...md.matchAll(LINK)].map((m) => m[2]))
  expect(footerLinks.filter((href) => href.startsWith('/legal/') && mdLinks.has(href))).toEqual([])
})
