import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// `npm run lint` (docs/quality.md, "Lint and format") runs ESLint and the boundary check both,
// whichever fails, and fails when either does: its script, run by the shell npm runs it with, over
// a stand-in `npm` that records each script it is asked to run and fails those it is told to.
const ROOT = path.resolve(__dirname, '../../..')
const LINT = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.lint!

let bin: string
beforeAll(() => {
  bin = mkdtempSync(path.join(os.tmpdir(), 'lint-script-'))
  writeFileSync(
    path.join(bin, 'npm'),
    '#!/bin/sh\nscript="$3"\necho "$script" >> "$RAN"\ncase " $FAIL " in *" $script "*) exit 1 ;; esac\nexit 0\n',
  )
  chmodSync(path.join(bin, 'npm'), 0o755)
})
afterAll(() => rmSync(bin, { recursive: true, force: true }))

function lint(fail: string[]): { status: number | null; ran: string[] } {
  const ran = path.join(bin, `ran-${fail.join('-') || 'none'}`)
  writeFileSync(ran, '')
  const run = spawnSync('/bin/sh', ['-c', LINT], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, RAN: ran, FAIL: fail.join(' ') },
  })
  return { status: run.status, ran: readFileSync(ran, 'utf8').trim().split('\n') }
}

describe('npm run lint', () => {
  it('runs ESLint, then the boundary check, and passes when both pass', () => {
    expect(lint([])).toEqual({ status: 0, ran: ['lint:eslint', 'lint:boundaries'] })
  })

  it('still runs the boundary check when ESLint fails, and fails', () => {
    expect(lint(['lint:eslint'])).toEqual({ status: 1, ran: ['lint:eslint', 'lint:boundaries'] })
  })

  it('fails when the boundary check fails', () => {
    expect(lint(['lint:boundaries'])).toEqual({ status: 1, ran: ['lint:eslint', 'lint:boundaries'] })
    expect(lint(['lint:eslint', 'lint:boundaries'])).toEqual({ status: 1, ran: ['lint:eslint', 'lint:boundaries'] })
  })
})
