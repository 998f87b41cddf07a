/**
 * The Node tests' environment (unit, build, site, functions and deploy tests): jest's own, with
 * - Node's `require` as the global `nodeRequire`, for the few modules that must load once per
 *   process (tests/mocks/lmdb.cjs);
 * - a temp folder of its own for each test file, removed after it. `TMPDIR` names it, so whatever
 *   the file's tests write to the system's temp folder goes there: their own `mkdtemp`s, and those
 *   of the processes they start (Gatsby's workers, gatsby-adapter-netlify's files, Chromium's profile).
 *
 * Jest loads this file with Node's `require`, outside every test file's module registry, and makes
 * the test file's `process.env` a copy of the real one when the environment is made: so `TMPDIR` is
 * set before that, and put back when the file is done.
 */
const { chmodSync, mkdtempSync, rmSync } = require('node:fs')
const { tmpdir } = require('node:os')
const path = require('node:path')
const { TestEnvironment } = require('jest-environment-node')

module.exports = class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    const before = process.env.TMPDIR
    const folder = mkdtempSync(path.join(tmpdir(), 'jest-test-file-'))
    // Open to every user, as /tmp is: the throw-away PostgreSQL runs as `postgres` (tests/helpers/postgres.ts).
    chmodSync(folder, 0o1777)
    process.env.TMPDIR = folder
    super(config, context)
    this.tempFolder = { folder, before }
    this.global.nodeRequire = require
  }

  async teardown() {
    await super.teardown()
    const { folder, before } = this.tempFolder
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    // A process a test stopped may still be writing as it exits.
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 })
  }
}
