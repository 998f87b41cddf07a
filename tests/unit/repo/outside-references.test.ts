import { readFileSync } from 'node:fs'
import path from 'node:path'
import { lineAt, ROOT, textOf, trackedFiles } from '../../helpers/tracked-files'

/**
 * Nothing cites what a clone does not have (docs/quality.md, "Lint and format"): no number of an
 * issue or pull request of the project's tracker (the next engineer has the code, the docs and git,
 * not the tracker), and no file beside the repository (the specification's working copies: the
 * requirements are docs/requirements.md, the design is the docs). An upstream issue of a dependency,
 * named with its repository (`owner/name#123`) or linked, is a reference anyone can follow.
 */

/**
 * What the scan reads: every tracked text file but the dataset, the static files, the planted
 * references below and this file, whose expectations quote them.
 */
const SCANNED = [
  '.',
  ':!content',
  ':!static',
  ':!package-lock.json',
  ':!tests/fixtures/repo',
  ':!tests/unit/repo/outside-references.test.ts',
]
const FIXTURES = path.join(ROOT, 'tests/fixtures/repo')

const OUTSIDE = [
  // An issue, ticket or pull request ("PR") and its number, with or without '#'.
  { what: 'a tracker number', pattern: /\b(?:issues?|tickets?|PRs?|pull requests?)[ \t]+#?\d+/gi },
  // GitHub's shorthand for an issue of the same repository: '#' and its number, in parentheses.
  { what: 'a tracker number', pattern: /\(#\d+(?:,\s*#\d+)*\)/g },
  // The specification's working copies beside the repository.
  { what: 'a file outside the repository', pattern: /\b(?:DESIGN|SPEC|STYLE)\.md\b|\.\.\/shared\//g },
]

/** Each reference of a text to something outside the repository, as `file:line: what: "text"`. */
function outsideReferences(file: string, text: string): string[] {
  const found: { index: number; entry: string }[] = []
  for (const { what, pattern } of OUTSIDE) {
    for (const match of text.matchAll(pattern)) {
      found.push({ index: match.index, entry: `${file}:${lineAt(text, match.index)}: ${what}: "${match[0]}"` })
    }
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.entry)
}

describe('references to what a clone does not have', () => {
  it('none in the code, tests, scripts, Studio, docs or root files', () => {
    const found: string[] = []
    for (const file of trackedFiles(SCANNED)) {
      const text = textOf(file)
      if (text !== undefined) found.push(...outsideReferences(file, text))
    }
    expect(found).toEqual([])
  })

  it('finds each planted reference, and nothing else (tests/fixtures/repo/)', () => {
    const text = readFileSync(path.join(FIXTURES, 'outside-references.txt'), 'utf8')
    expect(outsideReferences('outside-references.txt', text)).toEqual([
      'outside-references.txt:7: a tracker number: "issue 27"',
      'outside-references.txt:8: a tracker number: "Issues 28"',
      'outside-references.txt:9: a tracker number: "issue #29"',
      'outside-references.txt:10: a tracker number: "(#12)"',
      'outside-references.txt:11: a tracker number: "(#12, #13)"',
      'outside-references.txt:12: a tracker number: "PR 7"',
      'outside-references.txt:13: a file outside the repository: "DESIGN.md"',
      'outside-references.txt:14: a file outside the repository: "../shared/"',
    ])
  })
})
