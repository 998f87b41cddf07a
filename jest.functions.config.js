/**
 * The forms host over HTTP: real requests to the Gatsby Functions under `gatsby serve`, on the
 * production build (run after `gatsby build`), on both stores. Run in band: they share a port.
 * @type {import('jest').Config}
 */
const unit = require('./jest.config.js')

module.exports = {
  ...unit.projects[0],
  displayName: 'functions',
  testMatch: ['<rootDir>/tests/functions/**/*.test.ts'],
  testTimeout: 120_000,
}
