/**
 * The Markdown copy of a content page and the site's `/llms.txt` (docs/content-rendering.md,
 * "Markdown copies"): what answer engines and search engines read instead of the page's HTML.
 */

/**
 * The address of a page's Markdown copy: its own address with `.md` appended (`/blog/x` →
 * `/blog/x.md`), the convention of the llms.txt proposal for pages whose address has no file name;
 * the home page's is `/index.md`. The site's addresses never end in a slash, so every page has one
 * and no two pages share one.
 */
export function markdownPath(href: string): string {
  return href === '/' ? '/index.md' : `${href}.md`
}

/** A page with `noindex` asks engines not to keep it: it has no Markdown copy either. */
export function hasMarkdownCopy(robots: string | null | undefined): boolean {
  return !/\bnoindex\b/i.test(robots ?? '')
}

export interface LlmsEntry {
  title: string
  /** The page's address; the index links its Markdown copy. */
  href: string
  description?: string | null
}

export interface LlmsSection {
  title: string
  entries: readonly LlmsEntry[]
}

/** One line of Markdown: no line breaks, which would end a list item or a heading. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * `/llms.txt` in the llms.txt proposal's format: an H1 with the site's name, a blockquote
 * summary, then an H2 per section listing `[title](url): description`, each url the absolute
 * address of a page's Markdown copy. Sections without entries are left out.
 */
export function llmsTxt(siteUrl: string, name: string, summary: string, sections: readonly LlmsSection[]): string {
  const base = siteUrl.replace(/\/+$/, '')
  const parts = [`# ${oneLine(name)}`, `> ${oneLine(summary)}`]
  for (const section of sections) {
    if (section.entries.length === 0) continue
    const lines = section.entries.map((entry) => {
      const link = `- [${oneLine(entry.title).replace(/[[\]]/g, '\\$&')}](${base}${markdownPath(entry.href)})`
      return entry.description ? `${link}: ${oneLine(entry.description)}` : link
    })
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join('\n')}`)
  }
  return parts.join('\n\n') + '\n'
}
