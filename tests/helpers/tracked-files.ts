import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The repository's root. */
export const ROOT = path.resolve(__dirname, '../..')

/**
 * The files git tracks under `paths` (folders or files, from the root), as the repository tests read
 * the repository: what a clone has, not what a build or a test left beside it.
 */
export function trackedFiles(paths: readonly string[]): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: ROOT, encoding: 'utf8' })
  return out.split('\0').filter(Boolean)
}

/** A tracked file's text, or undefined for a binary file (one with a NUL byte: images, fonts). */
export function textOf(file: string): string | undefined {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  return text.includes('\0') ? undefined : text
}

/** The 1-based line of a text at which `index` falls. */
export function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++
  return line
}
