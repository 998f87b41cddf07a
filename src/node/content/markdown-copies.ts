import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import TurndownService from 'turndown'
import { readServiceSettings, site } from '../../config/site-config'
import { llmsTxt, markdownPath, type LlmsSection } from '../../lib/seo/markdown-copy'
import { builtFiles, writeWhole } from '../built-files'

/**
 * What a page's `<main>` holds that is not its content: the site's controls and navigation (a
 * table of contents, breadcrumbs, filters), forms, scripts and what is hidden from readers. The
 * Markdown copy leaves them out; the test that compares a copy with its page leaves out the same.
 */
export const LEFT_OUT_ELEMENTS = ['nav', 'form', 'button', 'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'dialog', 'select', 'input', 'textarea'] as const

const isHidden = (node: HTMLElement): boolean => node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true'

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, div, ul, ol, li, figure, table, blockquote'

/** A table cell's content on one line, its pipes escaped. */
const cell = (content: string): string => ` ${content.replace(/\s*\n+\s*/g, ' ').trim().replace(/\|/g, '\\|')} |`

function converter(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '_' })
  // A link around blocks (a card: image, heading, text) keeps its blocks, then the link itself.
  service.addRule('blockLink', {
    filter: (node) => node.nodeName === 'A' && !!node.getAttribute('href') && !!node.querySelector(BLOCKS),
    replacement: (content, node) => {
      const anchor = node
      const heading = anchor.querySelector('h1, h2, h3, h4, h5, h6')?.textContent
      const text = (anchor.getAttribute('aria-label') ?? heading ?? anchor.textContent ?? '').replace(/\s+/g, ' ').trim()
      return `\n\n${content.trim()}\n\n[${service.escape(text)}](${anchor.getAttribute('href')})\n\n`
    },
  })
  // Only images with a file and a text: a blurred placeholder is a data: URL, a decoration has no alt.
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const img = node as HTMLImageElement
      const src = img.getAttribute('src') ?? ''
      const alt = (img.getAttribute('alt') ?? '').trim()
      return src && alt && !src.startsWith('data:') ? `![${service.escape(alt)}](${src})` : ''
    },
  })
  // Tables as GitHub-flavoured Markdown tables, the first row as their header.
  service.addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => cell(content) })
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = node as HTMLTableRowElement
      const table = row.closest('table')
      const first = table?.querySelector('tr') === row
      const separator = first ? `\n|${' --- |'.repeat(row.cells.length)}` : ''
      return `\n|${content}${separator}`
    },
  })
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content })
  service.addRule('tableCaption', { filter: 'caption', replacement: () => '' })
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const caption = (node as HTMLTableElement).querySelector('caption')?.textContent?.replace(/\s+/g, ' ').trim()
      return `\n\n${caption ? `${service.escape(caption)}\n\n` : ''}${content.trim()}\n\n`
    },
  })
  // Added last, so it comes first: a rule added later wins, and `remove` only applies to elements
  // no other rule takes (a hidden paragraph would still be a paragraph).
  service.addRule('leftOut', {
    filter: (node) => (LEFT_OUT_ELEMENTS as readonly string[]).includes(node.nodeName.toLowerCase()) || isHidden(node),
    replacement: () => '',
  })
  return service
}

/** The `<main>` of a built page (one per page, the site frame's), or undefined when it has none. */
function mainOf(html: string): string | undefined {
  const start = html.search(/<main[\s>]/)
  const end = html.lastIndexOf('</main>')
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : undefined
}

/**
 * A built page as Markdown: its `<main>`, what the reader reads, with headings, lists, tables,
 * links and images with alt text kept, and the site's chrome and controls left out. Made from the
 * page the build rendered, so the copy says what the page says, whatever its sections or blocks.
 */
export function pageMarkdown(html: string, service: TurndownService = converter()): string | undefined {
  const main = mainOf(html)
  return main === undefined ? undefined : service.turndown(main).trim() + '\n'
}

/** What the copies read of a content page's node, as the CMS gave it (src/node/cms/queries.ts). */
interface ContentNode {
  href: string
  headingAlt: string
  summary?: string | null
  seo?: { noindex?: boolean | null; description?: string | null } | null
}

/** The sections of `/llms.txt`, by content type, in the order a reader meets the site. */
const SECTIONS: readonly [nodeType: string, title: string][] = [
  ['LandingPage', 'Pages'],
  ['BlogPost', 'Blog'],
  ['Article', 'Resources'],
  ['Guide', 'Guides'],
  ['CaseStudy', 'Customers'],
  ['FeatureUpdate', 'Product updates'],
  ['AcademyCourse', 'Academy'],
  ['LegalPage', 'Legal'],
]

/**
 * onPostBuild, once every page's HTML is written: the Markdown copy of every indexable content
 * page beside its HTML (`/blog/x` → public/blog/x.md, markdownPath) and `/llms.txt` listing them.
 * Copies of pages that are gone (or now noindex) are removed. Not in the sitemap (which lists
 * pages) and allowed by robots.txt (which allows everything).
 */
export function writeMarkdownCopies(
  { reporter, getNodesByType }: Pick<BuildArgs, 'reporter' | 'getNodesByType'>,
  publicDir: string = path.join(process.cwd(), 'public'),
): void {
  const { siteUrl } = readServiceSettings(process.env, process.cwd())
  const service = converter()
  const written = new Set<string>()
  const sections: LlmsSection[] = SECTIONS.map(([type, title]) => {
    const nodes = (getNodesByType(type) as unknown as ContentNode[])
      .filter((node) => !node.seo?.noindex)
      .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
    const entries = nodes.flatMap((node) => {
      const htmlFile = path.join(publicDir, node.href, 'index.html')
      const markdown = existsSync(htmlFile) ? pageMarkdown(readFileSync(htmlFile, 'utf8'), service) : undefined
      if (markdown === undefined) {
        reporter.warn(`Markdown copy: no page with a <main> at ${node.href}, so no copy`)
        return []
      }
      const file = path.join(publicDir, markdownPath(node.href))
      writeWhole(file, markdown)
      written.add(file)
      return [{ title: node.headingAlt, href: node.href, description: node.summary ?? node.seo?.description }]
    })
    return { title, entries }
  })
  const summary = `${site.brand.name}: cloud-based physical access control for every door you manage. Each page below is the Markdown copy of a page of the site.`
  writeWhole(path.join(publicDir, 'llms.txt'), llmsTxt(siteUrl, site.brand.name, summary, sections))
  const stale = builtFiles(publicDir, { keep: (name) => name.endsWith('.md'), skipTopFolders: ['page-data', 'static', 'pagefind', '_gatsby'] }).filter(
    (file) => !written.has(file),
  )
  for (const file of stale) rmSync(file)
  reporter.info(`Markdown copies: ${written.size} pages and llms.txt${stale.length > 0 ? `, ${stale.length} stale removed` : ''}`)
}
