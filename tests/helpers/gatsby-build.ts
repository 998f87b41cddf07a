import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const ROOT = path.join(__dirname, '../..')
// A fixed copy of the starter dataset, so build tests do not move when the site's content changes.
export const FIXTURE = path.join(ROOT, 'tests/fixtures/cms')

/**
 * A gatsby command (`build`, `serve`, …) in the repository, or in a copy of it at `cwd` (whose
 * node_modules is the repository's, linked), with extra environment variables.
 */
export function gatsby(args: string[], env: Record<string, string>, cwd = ROOT): ChildProcessWithoutNullStreams {
  return spawn(path.join(cwd, 'node_modules/.bin/gatsby'), args, {
    cwd,
    env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
  })
}

/** A real `gatsby build` in the repository (or a copy of it at `cwd`), with extra environment variables. */
export function gatsbyBuild(env: Record<string, string>, cwd = ROOT): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = gatsby(['build'], env, cwd)
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/**
 * The fixture dataset with documents changed ('remove': left out), by id, in a temp folder beside
 * the fixture's images. An id the fixture lacks throws, so an edit never silently changes nothing.
 */
export function editedDataset(edits: Record<string, ((doc: Record<string, unknown>) => void) | 'remove'>): string {
  const lines = readFileSync(path.join(FIXTURE, 'data.ndjson'), 'utf8').trim().split('\n')
  const ids = new Set<string>()
  const changed = lines.flatMap((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>
    ids.add(doc._id as string)
    const edit = edits[doc._id as string]
    if (!edit) return [line]
    if (edit === 'remove') return []
    edit(doc)
    return [JSON.stringify(doc)]
  })
  const unknown = Object.keys(edits).filter((id) => !ids.has(id))
  if (unknown.length > 0) throw new Error(`editedDataset: no document ${unknown.join(', ')} in ${FIXTURE}/data.ndjson`)
  const dir = mkdtempSync(path.join(tmpdir(), 'edited-dataset-'))
  symlinkSync(path.join(FIXTURE, 'images'), path.join(dir, 'images'))
  writeFileSync(path.join(dir, 'data.ndjson'), changed.join('\n') + '\n')
  return path.join(dir, 'data.ndjson')
}
