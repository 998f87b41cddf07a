import { readFileSync } from 'node:fs'
import path from 'node:path'
import { selectAll } from 'css-select'
import type { Element, Node as AnyNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { htmlText } from '../../src/lib/search/records'
import { PUBLIC, htmlFiles } from '../helpers/built-site'
import { get } from '../helpers/served-site'
import { siteUrl } from '../helpers/site-dataset'

// SPEC 3.2 and schema.org, over every page the build wrote: what search and answer engines read in
// the heads (JSON-LD, Open Graph, robots, descriptions) says only what is true of the site.
type Ld = Record<string, unknown>

interface BuiltPage {
  path: string
  ld: Ld[]
  meta: Map<string, string>
  h1: number
}

/** `public/blog/x/index.html` → `/blog/x`; `public/index.html` → `/`. */
function pathOf(file: string): string {
  const rel = path
    .relative(PUBLIC, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
  return `/${rel}`
}

const textOf = (el: Element): string => el.children.map((c) => ('data' in c ? String(c.data) : '')).join('')

const built: BuiltPage[] = htmlFiles()
  // The pages: not the 404 page (served at unknown addresses), nor Gatsby's own files.
  .filter((file) => !/\/(404|dev-404-page)(\/index)?\.html$/.test(file) && !/\/(page-data|_gatsby)\//.test(file))
  .map((file) => {
    const doc = parseDocument(readFileSync(file, 'utf8'))
    const meta = new Map<string, string>()
    for (const el of selectAll<AnyNode, Element>('meta', doc)) {
      const key = el.attribs.property ?? el.attribs.name
      if (key) meta.set(key, el.attribs.content ?? '')
    }
    // A <template>'s markup (the offer the island fills in on /careers/offer) is not in the page.
    const h1 = selectAll<AnyNode, Element>('h1', doc).filter((el) => !hasTemplateAncestor(el)).length
    const ld = selectAll<AnyNode, Element>('script[type="application/ld+json"]', doc).map((el) => JSON.parse(textOf(el)) as Ld)
    return { path: pathOf(file), ld, meta, h1 }
  })

function hasTemplateAncestor(el: Element): boolean {
  for (let node = el.parent; node; node = node.parent) if ((node as Element).name === 'template') return true
  return false
}

const page = (p: string): BuiltPage => {
  const found = built.find((b) => b.path === p)
  if (!found) throw new Error(`no built page at ${p}`)
  return found
}
const ofType = (p: BuiltPage, type: string): Ld[] => p.ld.filter((ld) => ld['@type'] === type)

test('every breadcrumb step that links leads to a page that answers 200', async () => {
  const urls = new Set<string>()
  for (const p of built)
    for (const list of ofType(p, 'BreadcrumbList'))
      for (const item of list.itemListElement as { item?: string }[]) if (item.item) urls.add(item.item)
  expect(urls.size).toBeGreaterThan(10)
  const failing: string[] = []
  for (const url of urls) {
    expect(url.startsWith(siteUrl)).toBe(true)
    const response = await get(url.slice(siteUrl.length) || '/', { redirect: 'manual' })
    if (response.status !== 200) failing.push(`${url}: ${response.status}`)
  }
  expect(failing).toEqual([])
})

test('every job posting says until when it is open, and states as baseSalary the pay range its text states', () => {
  const postings = built.flatMap((p) => ofType(p, 'JobPosting').map((ld) => ({ path: p.path, ld })))
  expect(postings.length).toBeGreaterThan(10)
  let paid = 0
  for (const { path: at, ld } of postings) {
    expect([at, typeof ld.validThrough]).toEqual([at, 'string'])
    expect(Date.parse(ld.validThrough as string)).toBeGreaterThan(Date.parse(ld.datePosted as string))
    const text = htmlText(ld.description as string)
    const salary = ld.baseSalary as { currency: string; value: { minValue: number; maxValue: number; unitText: string } } | undefined
    if (/Pay range/.test(text)) {
      paid += 1
      expect([at, salary?.currency]).toEqual([at, expect.stringMatching(/^[A-Z]{3}$/)])
      // The amounts the text states, as it writes them ('$185,000 – $235,000').
      for (const amount of [salary?.value.minValue, salary?.value.maxValue]) expect(text).toContain((amount ?? 0).toLocaleString('en-US'))
    } else {
      expect([at, salary]).toEqual([at, undefined])
    }
  }
  expect(paid).toBeGreaterThan(0)
})

test('the home page, /about, /pricing, /customers, /careers and /blog say what they are', () => {
  expect(ofType(page('/'), 'Organization')).toHaveLength(1)
  expect(ofType(page('/'), 'WebSite')).toEqual([expect.objectContaining({ url: `${siteUrl}/` })])
  expect(ofType(page('/about'), 'AboutPage')).toHaveLength(1)
  const [product] = ofType(page('/pricing'), 'Product')
  expect((product?.offers as Ld[] | undefined)?.length).toBeGreaterThan(0)
  for (const p of ['/customers', '/careers']) {
    const [collection] = ofType(page(p), 'CollectionPage')
    expect((collection?.mainEntity as { numberOfItems: number } | undefined)?.numberOfItems).toBeGreaterThan(0)
  }
  expect((ofType(page('/blog'), 'Blog')[0]?.blogPost as Ld[] | undefined)?.length).toBeGreaterThan(0)
})

test('every page with a share image says what it shows (og:image:alt)', () => {
  const missing = built.filter((p) => p.meta.get('og:image') && !p.meta.get('og:image:alt')).map((p) => p.path)
  expect(missing).toEqual([])
  expect(built.filter((p) => p.meta.get('og:image')).length).toBeGreaterThan(100)
})

test('the sitemap lists no page that asks not to be indexed, and no two of its pages share a description', async () => {
  const xml = await (await get('/sitemap.xml')).text()
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).slice(siteUrl.length) || '/')
  expect(listed.length).toBeGreaterThan(100)
  const pages = listed.map(page)
  expect(pages.filter((p) => /noindex/.test(p.meta.get('robots') ?? '')).map((p) => p.path)).toEqual([])
  const byDescription = new Map<string, string[]>()
  for (const p of pages)
    byDescription.set(p.meta.get('description') ?? '', [...(byDescription.get(p.meta.get('description') ?? '') ?? []), p.path])
  expect([...byDescription.values()].filter((paths) => paths.length > 1)).toEqual([])
})

test('every page has one <h1>', () => {
  expect(built.filter((p) => p.h1 !== 1).map((p) => `${p.path}: ${p.h1}`)).toEqual([])
})
