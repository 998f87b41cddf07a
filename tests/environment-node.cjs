/**
 * The unit tests' Node environment: jest's own, and Node's `require` as the global `nodeRequire`,
 * for the few modules that must load once per process (tests/mocks/lmdb.cjs). Jest loads this file
 * with Node's `require`, outside every test file's module registry.
 */
const { TestEnvironment } = require('jest-environment-node')

module.exports = class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.global.nodeRequire = require
  }
}
