import { readFileSync } from 'node:fs'
import path from 'node:path'
import { lineAt, ROOT, textOf, trackedFiles } from '../../helpers/tracked-files'

/**
 * Every "SPEC x.y" resolves (docs/quality.md, "Lint and format"): a citation of the requirements in
 * the code, the tests, the scripts, the Studio, the docs or the root files names a section that
 * docs/requirements.md has. A citation is `SPEC` and a section number (`SPEC 8`, `SPEC 4.7`), or a
 * list of them (`SPEC 2.6, 9.11`, `SPEC 3.2 and 5.6`) with ranges (`SPEC 7.1–7.3`, every section
 * between counts), and may break over a comment's lines.
 */
const REQUIREMENTS = 'docs/requirements.md'
/** What the scan reads: every tracked text file but the dataset, the static files and the planted citations below. */
const SCANNED = ['.', ':!content', ':!static', ':!package-lock.json', ':!tests/fixtures/repo']
const FIXTURES = path.join(ROOT, 'tests/fixtures/repo')

/** The section numbers a requirements document has: its `## 8 …` and `### 4.7 …` headings. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)*) /gm)].map((m) => m[1]!))
}

/** Between `SPEC` and a number, or a list's separator and a number: spaces, or a line break and a comment's leader. */
const GAP = String.raw`[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?`
const NUMBER = String.raw`\d+(?:\.\d+)*`
const SEPARATOR = String.raw`(?:[ \t]*,|[ \t]+and|[ \t]+or|[ \t]*[–-])`
const CITATION = new RegExp(String.raw`\bSPEC${GAP}(${NUMBER}(?:${SEPARATOR}${GAP}${NUMBER})*)`, 'g')

/** The sections a citation's list names: `2.6, 9.11` is two, `7.1–7.3` three. */
function citedSections(list: string): string[] {
  const sections: string[] = []
  const oneLine = list.replace(/\r?\n[ \t]*(?:\*|\/\/|#)?/g, ' ')
  for (const item of oneLine.split(/\s*(?:,|\band\b|\bor\b)\s*/)) {
    const [from, to] = item.split(/\s*[–-]\s*/).map((s) => s.trim())
    if (!from) continue
    const a = /^(\d+)\.(\d+)$/.exec(from)
    const b = to ? /^(\d+)\.(\d+)$/.exec(to) : null
    if (a && b && a[1] === b[1] && Number(a[2]) <= Number(b[2])) {
      for (let n = Number(a[2]); n <= Number(b[2]); n++) sections.push(`${a[1]}.${n}`)
    } else {
      sections.push(from, ...(to ? [to] : []))
    }
  }
  return sections
}

/** Each citation of a text whose section `sections` lacks, as `file:line: SPEC x.y`. */
function unresolvedCitations(file: string, text: string, sections: ReadonlySet<string>): string[] {
  const found: string[] = []
  for (const match of text.matchAll(CITATION)) {
    for (const section of citedSections(match[1]!)) {
      if (!sections.has(section)) found.push(`${file}:${lineAt(text, match.index)}: SPEC ${section}`)
    }
  }
  return found
}

describe('citations of the requirements (SPEC x.y)', () => {
  it(`each name a section of ${REQUIREMENTS}`, () => {
    const sections = sectionsOf(readFileSync(path.join(ROOT, REQUIREMENTS), 'utf8'))
    const unresolved: string[] = []
    let citations = 0
    for (const file of trackedFiles(SCANNED)) {
      const text = textOf(file)
      if (text === undefined) continue
      citations += [...text.matchAll(CITATION)].length
      unresolved.push(...unresolvedCitations(file, text, sections))
    }
    expect(unresolved).toEqual([])
    // The scan reads what it should: the repository cites the requirements more than a thousand times.
    expect(citations).toBeGreaterThan(1000)
  })

  it(`${REQUIREMENTS} numbers its sections in order, 1 to 9, each subsection after the one before`, () => {
    const headings = [...readFileSync(path.join(ROOT, REQUIREMENTS), 'utf8').matchAll(/^#{2,3} (\d+(?:\.\d+)*) /gm)].map((m) => m[1]!)
    const inOrder: string[] = []
    let top = 0
    let sub = 0
    for (const heading of headings) {
      if (heading.includes('.')) {
        sub += 1
        inOrder.push(`${top}.${sub}`)
      } else {
        top += 1
        sub = 0
        inOrder.push(String(top))
      }
    }
    expect(headings).toEqual(inOrder)
    expect(top).toBe(9)
  })

  it('finds each planted citation of a missing section, and no other (tests/fixtures/repo/)', () => {
    const sections = sectionsOf(readFileSync(path.join(FIXTURES, 'requirements.md'), 'utf8'))
    expect([...sections]).toEqual(['1', '2', '2.1', '2.2', '7', '7.1', '7.2', '7.3'])
    const text = readFileSync(path.join(FIXTURES, 'citations.txt'), 'utf8')
    expect(unresolvedCitations('citations.txt', text, sections)).toEqual([
      'citations.txt:9: SPEC 2.3',
      'citations.txt:10: SPEC 7.4',
      'citations.txt:11: SPEC 3',
      'citations.txt:12: SPEC 9.1',
      'citations.txt:14: SPEC 2.10',
      'citations.txt:14: SPEC 2.12',
    ])
  })

  it('reads lists and ranges', () => {
    expect(citedSections('2.6, 9.11')).toEqual(['2.6', '9.11'])
    expect(citedSections('3.2 and 5.6')).toEqual(['3.2', '5.6'])
    expect(citedSections('7.1–7.3')).toEqual(['7.1', '7.2', '7.3'])
    expect(citedSections('2.9-2.13, 8')).toEqual(['2.9', '2.10', '2.11', '2.12', '2.13', '8'])
    expect(citedSections('2.10, 3.3,\n * 9.1')).toEqual(['2.10', '3.3', '9.1'])
  })
})
