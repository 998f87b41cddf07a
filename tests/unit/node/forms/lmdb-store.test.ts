import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { requireFromRoot } from '../../../../src/node/forms/node-require'

const ROOT = path.resolve(__dirname, '../../../..')

/**
 * lmdb 2.5 (the version Gatsby brings) deadlocks when a synchronous write transaction starts while
 * its write thread is between the parts of an asynchronous batch: the main thread waits on a
 * condition nobody signals again, and the server stops answering every request, static files
 * included (docs/forms.md, "Storage"). The store writes only in asynchronous transactions. The
 * interleaving runs in a child process: a blocked event loop cannot time out a test from inside.
 */
it('never hangs when requests insert while the outbox claims and records (docs/forms.md)', () => {
  const child = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'tests/helpers/lmdb-interleave.ts'), '3000'], {
    encoding: 'utf8',
    timeout: 45_000,
    killSignal: 'SIGKILL',
  })
  expect(child.signal).toBeNull()
  expect(child.stderr).toBe('')
  expect(child.stdout).toMatch(/^ok [1-9]\d*\n$/)
}, 60_000)

/**
 * lmdb's native half is one per process, and keeps one buffer address for every copy of its
 * JavaScript: two copies in one process write into each other's buffers, freed or not. The site's
 * processes load it once; so do the unit tests, whose test files jest gives a module registry each
 * (tests/mocks/lmdb.cjs). Without that, a later test file's first read wrote into freed memory.
 */
it('is one lmdb per process, in every test file as in the site', () => {
  const lmdbOfAFile = (): unknown => {
    let lmdb: unknown
    jest.isolateModules(() => {
      lmdb = requireFromRoot('lmdb')
    })
    return lmdb
  }
  expect(lmdbOfAFile()).toBe(lmdbOfAFile())
})

/**
 * A data folder whose name has a dot (`mktemp -d` makes `/tmp/tmp.x1y2`): lmdb takes such a path
 * for a file unless told otherwise, fails to open it and then crashes the whole process. In a
 * child process, since a crash would take jest down with it.
 */
it('opens a data folder whose name looks like a file name', () => {
  const script = `
    const { mkdtempSync } = require('node:fs')
    const os = require('node:os')
    const path = require('node:path')
    const { openLmdbStore } = require(${JSON.stringify(path.join(ROOT, 'src/node/forms/lmdb-store.ts'))})
    const store = openLmdbStore(mkdtempSync(path.join(os.tmpdir(), 'forms.dotted-')))
    store.stats().then((stats) => { process.stdout.write('ok ' + stats.total); return store.close() })
  `
  const child = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['-e', script], { encoding: 'utf8', timeout: 45_000, cwd: ROOT })
  expect([child.signal, child.stdout]).toEqual([null, 'ok 0'])
}, 60_000)
