/**
 * What the pages buyers land on say, measured on the built site: the words of each page's `<main>`
 * (what a visitor reads; the navigation, footer, scripts and hidden variations left out), grouped by
 * page type, and the headings in the order a reader meets them. The functions are pure: the caller
 * reads the files. Run, it prints the words per page type (count, least, median, most) and each
 * page of the landing-page types; tests/site/page-words.test.ts holds the minimums.
 * Usage: tsx scripts/check/page-words.ts [public-dir]     (build first)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Element, isTag, isText, type Node as AnyNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { htmlFiles } from '../../tests/helpers/built-site'
import { pagePathOf } from './links'

/** The page types that must say something, and the least words each of their pages has. */
export const MIN_WORDS = { industry: 500, feature: 400, company: 400 } as const

/** The company pages of the `company` type (the rest of the company's pages are `other`). */
export const COMPANY_PAGES = ['/access-control-system', '/enterprise', '/about', '/security'] as const

export type PageType = keyof typeof MIN_WORDS | 'product' | 'paid landing' | 'legal' | 'academy' | 'other'

/** The type of a page, by its route. */
export function pageType(route: string): PageType {
  if (route === '/industry' || route.startsWith('/industry/')) return 'industry'
  if (route.startsWith('/features/')) return 'feature'
  if ((COMPANY_PAGES as readonly string[]).includes(route)) return 'company'
  if (route.startsWith('/products/')) return 'product'
  if (route.startsWith('/lp/') && !route.endsWith('/thank-you')) return 'paid landing'
  if (route.startsWith('/legal/')) return 'legal'
  if (route === '/academy' || route.startsWith('/academy/')) return 'academy'
  return 'other'
}

/** Elements whose content no visitor reads as the page's text. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg'])
const isHidden = (el: Element): boolean => 'hidden' in el.attribs || el.attribs['aria-hidden'] === 'true'

function findMain(nodes: readonly AnyNode[]): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue
    if (node.name === 'main') return node
    const inner = findMain(node.children)
    if (inner) return inner
  }
  return undefined
}

interface MainContent {
  text: string
  headings: { level: number; text: string }[]
}

/** The visible text of a page's `<main>` and its headings (h1 to h6) in document order. */
export function mainContent(html: string): MainContent {
  const main = findMain(parseDocument(html).children)
  const parts: string[] = []
  const headings: MainContent['headings'] = []
  const textOf = (nodes: readonly AnyNode[], into: string[]): void => {
    for (const node of nodes) {
      if (isText(node)) into.push(node.data)
      else if (isTag(node) && !SKIPPED.has(node.name) && !isHidden(node)) {
        const level = /^h([1-6])$/.exec(node.name)?.[1]
        if (level) {
          const own: string[] = []
          textOf(node.children, own)
          headings.push({ level: Number(level), text: own.join(' ').replace(/\s+/g, ' ').trim() })
          into.push(...own)
        } else textOf(node.children, into)
        // Block elements end a word even where the markup has no space between them.
        into.push(' ')
      }
    }
  }
  if (main) textOf(main.children, parts)
  return { text: parts.join('').replace(/\s+/g, ' ').trim(), headings }
}

/** Words as a reader counts them: runs without spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Headings that repeat the one right before them, as "text" (a page that says the same thing twice). */
export function repeatedHeadings(headings: MainContent['headings']): string[] {
  return headings.filter((h, i) => i > 0 && h.text.toLowerCase() === headings[i - 1]?.text.toLowerCase()).map((h) => h.text)
}

export interface PageWords {
  route: string
  type: PageType
  words: number
  repeated: string[]
}

/** Every built page of `pub` with its type, words and repeated headings. */
export function measurePages(pub: string): PageWords[] {
  return htmlFiles(pub).map((file) => {
    const route = pagePathOf(path.relative(pub, file))
    const { text, headings } = mainContent(readFileSync(file, 'utf8'))
    return { route, type: pageType(route), words: countWords(text), repeated: repeatedHeadings(headings) }
  })
}

function main(): void {
  const pub = path.resolve(process.argv[2] ?? path.join(__dirname, '../../public'))
  const pages = measurePages(pub)
  const types = [...new Set(pages.map((p) => p.type))].sort()
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  console.log('type            pages  least  median   most  minimum')
  for (const type of types) {
    const words = pages.filter((p) => p.type === type).map((p) => p.words)
    const min = (MIN_WORDS as Record<string, number>)[type]
    console.log(
      `${type.padEnd(15)} ${String(words.length).padStart(5)} ${String(Math.min(...words)).padStart(6)} ${String(median(words)).padStart(7)} ${String(Math.max(...words)).padStart(6)}  ${min ?? '-'}`,
    )
  }
  for (const type of ['industry', 'feature', 'company', 'product', 'paid landing'] as const) {
    console.log(`\n${type}`)
    for (const page of pages.filter((p) => p.type === type).sort((a, b) => a.route.localeCompare(b.route))) {
      const repeated = page.repeated.length ? `  repeated heading: ${page.repeated.join(', ')}` : ''
      console.log(`  ${String(page.words).padStart(5)}  ${page.route}${repeated}`)
    }
  }
}

if (require.main === module) main()
