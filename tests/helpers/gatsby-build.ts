import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const ROOT = path.join(__dirname, '../..')
// A fixed copy of the starter dataset, so build tests do not move when the site's content changes.
export const FIXTURE = path.join(ROOT, 'tests/fixtures/cms')

/** A gatsby command (`build`, `serve`, …) in the repository, with extra environment variables. */
export function gatsby(args: string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), args, {
    cwd: ROOT,
    env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
  })
}

/** A real `gatsby build` in the repository, with extra environment variables. */
export function gatsbyBuild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = gatsby(['build'], env)
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** The fixture dataset with one document changed, in a temp folder beside the fixture's images. */
export function datasetWith(id: string, change: (doc: Record<string, unknown>) => void): string {
  return editedDataset({ [id]: change })
}

/**
 * The fixture dataset with documents changed ('remove': left out), by id, in a temp folder beside
 * the fixture's images.
 */
export function editedDataset(edits: Record<string, ((doc: Record<string, unknown>) => void) | 'remove'>): string {
  const lines = readFileSync(path.join(FIXTURE, 'data.ndjson'), 'utf8').trim().split('\n')
  const changed = lines.flatMap((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>
    const edit = edits[doc._id as string]
    if (!edit) return [line]
    if (edit === 'remove') return []
    edit(doc)
    return [JSON.stringify(doc)]
  })
  const dir = mkdtempSync(path.join(tmpdir(), 'edited-dataset-'))
  symlinkSync(path.join(FIXTURE, 'images'), path.join(dir, 'images'))
  writeFileSync(path.join(dir, 'data.ndjson'), changed.join('\n') + '\n')
  return path.join(dir, 'data.ndjson')
}
