import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Comments that are true (docs/quality.md, "Lint and format"): every repository path named in a
 * comment of src/, scripts/ and tests/, and in README.md and docs/*.md, exists. A path is one that
 * starts at a top folder of the repository (`src/…`, `scripts/…`, `tests/…`, `docs/…`, `content/…`,
 * `studio/…`), read from the repository's root, or one that starts with `./` or `../`, read from
 * the file's folder. Paths with a placeholder (`<path>`, `{id}`, `*`, `…`) are patterns, not paths.
 */
const ROOT = path.resolve(__dirname, '../../..')
const TOP = ['src', 'scripts', 'tests', 'docs', 'content', 'studio']
const CODE = /\.(ts|tsx|js|mjs|cjs)$/

/** Paths named on purpose that a clone does not have, each with its reason, by `file:path`. */
const EXCEPTIONS = new Map<string, string>([
  ['README.md:studio/dist/', 'the Studio built by `npm run studio:build`, an output (git-ignored)'],
  ['docs/studio.md:studio/dist/', 'the Studio built by `npm run studio:build`, an output (git-ignored)'],
  [
    'src/components/laika/Control/Control.module.css:../laika/Control/Control.module.css',
    '`composes` as a component in src/components/<feature>/ writes it, read from that folder',
  ],
])

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', 'src', 'scripts', 'tests', 'README.md', 'docs/*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return out.split('\0').filter((f) => f && !f.startsWith('tests/fixtures/') && !f.endsWith('src/gatsby-types.d.ts'))
}

/** Every comment of a TypeScript or JavaScript file, as the compiler reads them (not strings, not regular expressions). */
function codeComments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const seen = new Set<number>()
  const comments: string[] = []
  const collect = (ranges: ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      comments.push(text.slice(range.pos, range.end))
    }
  }
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    // `{/* … */}` in JSX: a comment inside the braces of an empty expression.
    if (ts.isJsxExpression(node) && !node.expression) collect(ts.getLeadingCommentRanges(text, node.getStart(source) + 1))
    ts.forEachChild(node, visit)
  }
  visit(source)
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos))
  return comments
}

/** The comments of a shell script: its lines from `#` on (not the `#!` line). */
function shellComments(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#!'))
    .map((line) => /(?:^|\s)#\s(.*)$/.exec(line)?.[1] ?? '')
    .filter(Boolean)
}

function textsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  if (file.endsWith('.md')) return [text]
  if (CODE.test(file)) return codeComments(file, text)
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? []
  if (text.startsWith('#!/usr/bin/env bash') || text.startsWith('#!/bin/bash')) return shellComments(text)
  return []
}

const PATH = new RegExp(String.raw`(?<![\w.\/@-])((?:${TOP.join('|')})\/[\w.\/\[\]-]*|\.\.?\/[\w.\/\[\]-]+)`, 'g')

/** The paths a text names, each with the folder it is read from. */
function pathsIn(file: string, text: string): { named: string; resolved: string }[] {
  const found: { named: string; resolved: string }[] = []
  for (const match of text.matchAll(PATH)) {
    // A placeholder right after it makes a pattern (`tests/unit/<path>`, `content/{id}.json`).
    if (/[<{*…$]/.test(text[(match.index ?? 0) + match[0].length] ?? '')) continue
    const named = match[0].replace(/[.,:;)\]]+$/, '')
    if (!named.includes('/') || named.endsWith('/.')) continue
    const relative = named.startsWith('./') || named.startsWith('../')
    found.push({ named, resolved: relative ? path.join(path.dirname(file), named) : named })
  }
  return found
}

/** A named module may leave out its extension, as imports do. */
function exists(resolved: string): boolean {
  const full = path.join(ROOT, resolved)
  return ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts'].some((ext) => existsSync(full + ext))
}

describe('paths named in comments and docs', () => {
  it('all exist', () => {
    const missing: string[] = []
    for (const file of trackedFiles()) {
      for (const text of textsOf(file)) {
        for (const { named, resolved } of pathsIn(file, text)) {
          if (exists(resolved) || EXCEPTIONS.has(`${file}:${named}`)) continue
          missing.push(`${file}: ${named}`)
        }
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })
})
