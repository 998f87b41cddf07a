/**
 * The deploy build (docs/deploy.md, "Checking a deploy build"): a real `NETLIFY=true` gatsby build,
 * offline, then its _headers, _redirects and Netlify Functions, run as Netlify runs them on a
 * throw-away PostgreSQL. It rebuilds public/ and .cache/, so it runs after every stage that uses
 * the e2e build.
 * @type {import('jest').Config}
 */
const unit = require('./jest.config.js')

module.exports = {
  ...unit.projects[0],
  displayName: 'deploy',
  testMatch: ['<rootDir>/tests/deploy/**/*.test.ts'],
  testTimeout: 120_000,
}
